import { spawn, type ChildProcess } from 'node:child_process';
import { copyMigratedDataDir } from '../../server/migratedDataDir';
import { SERVER_START_BACKSTOP_MS } from './serverBackstops';

/** A game server this test started itself, on its own port, data dir and static dir. */
export interface OwnServer {
  url: string;
  /** The port it listens on (to restart it at the same address). */
  port: number;
  stop(): Promise<void>;
}

/** The ready message's address (server/readyMessage.ts), written whatever LOG_LEVEL says. */
const READY_LINE = /^TCG is ready: open http:\/\/[^/]+:(\d+)\//m;

/**
 * Starts `server/main.ts` with the given static dir and a fresh data dir (a copy of the migrated template, replacing
 * whatever was there; `keepData` restarts on the folder as it is), runs `prepare` on it, and waits until /api/health
 * answers. Without a `port` the server binds one the system gives it and says which (a port picked free beforehand
 * could be taken by another worker's server before this one bound it, and the health check would ask the wrong one).
 */
export async function startOwnServer(options: { port?: number; staticDir: string; dataDir: string; env?: Record<string, string>; keepData?: boolean; prepare?: (dataDir: string) => Promise<void> }): Promise<OwnServer> {
  if (!options.keepData) await copyMigratedDataDir(options.dataDir);
  // Work on the database before the server holds it (PGlite admits one process): an admin command, say.
  await options.prepare?.(options.dataDir);
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(options.port ?? 0),
      STATIC_DIR: options.staticDir,
      DATA_DIR: options.dataDir,
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // The output still reaches the test's (as with inherited stdio); the ready message says the port. Its wait is the
  // one backstop every test server's start has.
  const deadline = Date.now() + SERVER_START_BACKSTOP_MS;
  let output = '';
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server was not ready in ${SERVER_START_BACKSTOP_MS / 1000} s`)), SERVER_START_BACKSTOP_MS);
    child.stdout!.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk);
      output += chunk.toString();
      const ready = READY_LINE.exec(output);
      if (!ready) return;
      clearTimeout(timer);
      resolve(Number(ready[1]));
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before it was ready`));
    });
  }).catch((error: unknown) => {
    child.kill('SIGTERM');
    throw error;
  });
  const url = `http://localhost:${port}`;
  // Waits for /api/health (state): listening is not yet answering.
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`server did not become healthy in ${SERVER_START_BACKSTOP_MS / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
