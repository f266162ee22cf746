import { spawn, type ChildProcess } from 'node:child_process';
import { copyMigratedDataDir } from '../../server/migratedDataDir';
import { SERVER_START_BACKSTOP_MS } from './serverBackstops';

/** A game server this test started itself, on its own port, data dir and static dir. */
export interface OwnServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts `server/main.ts` with the given static dir and a fresh data dir (a copy of the migrated template, replacing
 * whatever was there; `keepData` restarts on the folder as it is), runs `prepare` on it, and waits until /api/health
 * answers.
 */
export async function startOwnServer(options: { port: number; staticDir: string; dataDir: string; env?: Record<string, string>; keepData?: boolean; prepare?: (dataDir: string) => Promise<void> }): Promise<OwnServer> {
  if (!options.keepData) await copyMigratedDataDir(options.dataDir);
  // Work on the database before the server holds it (PGlite admits one process): an admin command, say.
  await options.prepare?.(options.dataDir);
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(options.port),
      STATIC_DIR: options.staticDir,
      DATA_DIR: options.dataDir,
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://localhost:${options.port}`;
  // Waits for /api/health (state); the bound is the one backstop every test server's start has.
  const deadline = Date.now() + SERVER_START_BACKSTOP_MS;
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
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
