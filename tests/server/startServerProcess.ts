import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/** A real `server/main.ts` process and the JSON lines it logged. */
export interface ServerProcess {
  child: ChildProcessWithoutNullStreams;
  lines: Record<string, unknown>[];
  port: number;
  exit: Promise<number | null>;
}

/** Spawns the real server on a free port (PORT=0) and waits for its start line. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', STATIC_DIR: path.join(repoRoot, 'tests/server/no-such-static-dir'), LOG_LEVEL: 'info', ...env },
  });
  const lines: Record<string, unknown>[] = [];
  let buffered = '';
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  // 'close', not 'exit': 'exit' may come before the last stdout chunk is read, and tests read the final log lines.
  const exit = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      let newline;
      while ((newline = buffered.indexOf('\n')) >= 0) {
        const text = buffered.slice(0, newline);
        buffered = buffered.slice(newline + 1);
        // The log is JSON lines; the ready message for people (server/readyMessage.ts) is plain text.
        if (!text.startsWith('{')) continue;
        const line = JSON.parse(text) as Record<string, unknown>;
        lines.push(line);
        if (line.msg === 'start') resolve(Number(line.port));
      }
    });
    void exit.then((code) => reject(new Error(`server exited (${code}) before starting: ${stderr}`)));
  });
  return { child, lines, port, exit };
}
