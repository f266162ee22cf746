import { execFile } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { promisify } from 'node:util';
import { startOwnServer, type OwnServer } from './ownServer';

const run = promisify(execFile);

/** Runs an admin command on a stopped server's data folder; answers what it printed. */
export async function admin(dataDir: string, ...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'server/admin.ts', ...args], { env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' } });
  return stdout;
}

/**
 * A server of the test's own on a fresh data folder, with one tournament made by `admin tournament:create` (starting
 * an hour from now, `createArgs` naming the rest) before it starts; answers the server, its port and the tournament.
 */
export async function startTournamentServer(options: { dataDir: string; env: Record<string, string>; createArgs: string[] }): Promise<{ server: OwnServer; port: number; tournamentId: string }> {
  rmSync(options.dataDir, { recursive: true, force: true });
  mkdirSync(options.dataDir, { recursive: true });
  let tournamentId = '';
  const server = await startOwnServer({
    staticDir: 'dist',
    dataDir: options.dataDir,
    env: options.env,
    prepare: async (dir) => {
      const startsAt = new Date(Date.now() + 3600_000).toISOString();
      const stdout = await admin(dir, 'tournament:create', '--starts-at', startsAt, ...options.createArgs);
      tournamentId = /Created tournament ([0-9a-f-]{36})/.exec(stdout)?.[1] ?? '';
    },
  });
  if (!tournamentId) throw new Error('tournament:create printed no tournament id');
  return { server, port: server.port, tournamentId };
}
