import { execFileSync } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, CSRF_HEADER, CSRF_HEADER_VALUE } from '../../src/contracts/api';
import { browserSession, networkTarget, type BrowserSession } from './browserSession';
import { startServerProcess, type ServerProcess } from './startServerProcess';

/**
 * A server process on a PostgreSQL of its own that this test stops, restarts and blocks: while the database is
 * gone or a table is locked past the process's bounds, requests answer 503 `unavailable` (never hang, never a 500),
 * routes that don't need the stuck table keep answering, and once the database is back the process serves again
 * by itself with nothing lost. Runs in the PostgreSQL step (DATABASE_URL set); PGlite is inside the process.
 */
const repoRoot = path.resolve(import.meta.dirname, '../..');
const canRun = Boolean(process.env.DATABASE_URL);
const LOCK_TIMEOUT_MS = 1_000;

let cluster: { url: string; dir: string };
let server: ServerProcess;
let origin: string;

const postgres = (...args: string[]) => execFileSync('bash', ['scripts/start-postgres.sh', ...args], { cwd: repoRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });

beforeAll(async () => {
  if (!canRun) return;
  const env = Object.fromEntries(postgres().trim().split('\n').map((line) => line.split(/=(.*)/s).slice(0, 2)));
  cluster = { url: env.DATABASE_URL!, dir: env.PG_DIR! };
  server = await startServerProcess({ DATABASE_URL: cluster.url, DB_LOCK_TIMEOUT_MS: String(LOCK_TIMEOUT_MS), DB_POOL_WAIT_MS: '2000' });
  origin = `http://127.0.0.1:${server.port}`;
}, 300_000);

afterAll(async () => {
  if (!canRun) return;
  server?.child.kill('SIGTERM');
  await server?.exit;
  if (cluster) postgres('--stop', cluster.dir);
}, 60_000);

/** Waits until /api/health answers `status` (the process notices the database by itself). */
async function healthBecomes(status: number): Promise<void> {
  for (;;) {
    const answer = await fetch(`${origin}/api/health`).catch(() => undefined);
    if (answer?.status === status) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const unhandled = () => server.lines.filter((line) => line.msg === 'unhandled error');

async function expectUnavailable(response: Response): Promise<void> {
  expect(response.status).toBe(503);
  expect(response.headers.get('retry-after')).toBe('1');
  expect(await response.json()).toMatchObject({ error: { code: 'unavailable' } });
}

describe.skipIf(!canRun)('a server process when its PostgreSQL restarts or stalls', { timeout: 180_000 }, () => {
  let player: BrowserSession;

  it('answers 503 while PostgreSQL is down, and serves again by itself once it is back, with nothing lost', async () => {
    player = browserSession(networkTarget, origin);
    const guest = await player.client.call(api.startAsGuest);
    await player.client.call(api.updateProfile, { body: { displayName: 'Outlast' } });

    postgres('--pause', cluster.dir);
    await expectUnavailable(await player.request('/api/account/me'));
    await expectUnavailable(await player.request('/api/account/profile', { method: 'PATCH', headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE }, body: JSON.stringify({ displayName: 'Lost' }) }));
    await healthBecomes(503);

    postgres('--resume', cluster.dir);
    expect(server.child.exitCode).toBeNull();
    await healthBecomes(200);
    const me = await player.client.call(api.getMe);
    expect(me.account).toMatchObject({ id: guest.account.id, displayName: 'Outlast' });
    expect(unhandled()).toEqual([]);
  });

  it('a table locked for seconds fails its requests cleanly after the lock bound while other routes answer', async () => {
    const holder = new pg.Client({ connectionString: cluster.url });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('lock table accounts in access exclusive mode');
      const blocked = player.request('/api/account/profile', { method: 'PATCH', headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE }, body: JSON.stringify({ displayName: 'Blocked' }) });
      const notices = await fetch(`${origin}/api/notices`);
      expect(notices.status).toBe(200);
      await expectUnavailable(await blocked);
    } finally {
      await holder.query('rollback');
      await holder.end();
    }
    const me = await player.client.call(api.getMe);
    expect(me.account.displayName).toBe('Outlast');
    expect(unhandled()).toEqual([]);
  });
});
