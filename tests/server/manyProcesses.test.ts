import { execFileSync } from 'node:child_process';
import pg from 'pg';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../src/contracts/api/csrf';
import { DEFAULT_SESSION_CACHE } from '../../server/accounts/sessionCache';
import { startServerProcess, type ServerProcess } from './startServerProcess';
import { createTestDatabaseTarget, type TestDatabaseTarget } from './testDatabase';

/**
 * Many processes, one game: two real server processes on one PostgreSQL behave as one.
 * Uses DATABASE_URL when set; otherwise starts a throwaway PostgreSQL (scripts/start-postgres.sh) if its
 * binaries are installed, and is skipped (saying why) where they are not. PGlite admits one process.
 */
const repoRoot = path.resolve(import.meta.dirname, '../..');
const hasPostgresBinaries = existsSync('/usr/lib/postgresql') && readdirSync('/usr/lib/postgresql').length > 0;
const canRun = Boolean(process.env.DATABASE_URL) || hasPostgresBinaries;

let ownCluster: { url: string; dir: string } | undefined;
let target: TestDatabaseTarget;
let a: ServerProcess;
let b: ServerProcess;
const GUESTS_PER_HOUR = 4;

beforeAll(async () => {
  if (!canRun) return;
  if (!process.env.DATABASE_URL) {
    const vars = Object.fromEntries(
      execFileSync('bash', ['scripts/start-postgres.sh'], { cwd: repoRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
        .trim()
        .split('\n')
        .map((line) => line.split(/=(.*)/s).slice(0, 2)),
    ) as Record<string, string>;
    ownCluster = { url: vars.DATABASE_URL!, dir: vars.PG_DIR! };
  }
  const saved = process.env.DATABASE_URL;
  process.env.DATABASE_URL = saved ?? ownCluster!.url;
  try {
    target = await createTestDatabaseTarget();
  } finally {
    if (saved === undefined) delete process.env.DATABASE_URL;
  }
  // Both start at once: migrations and the seed must take turns, not fail half-way.
  const env = { ...target.env, GUEST_STARTS_PER_HOUR: String(GUESTS_PER_HOUR) };
  [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
}, 120_000);

afterAll(async () => {
  for (const server of [a, b]) {
    if (!server) continue;
    server.child.kill('SIGTERM');
    await server.exit;
  }
  await target?.cleanup();
  if (ownCluster) execFileSync('bash', ['scripts/start-postgres.sh', '--stop', ownCluster.dir], { cwd: repoRoot, stdio: 'ignore' });
}, 60_000);

const write = { [CSRF_HEADER]: CSRF_HEADER_VALUE, 'content-type': 'application/json' };
const url = (server: ServerProcess, route: string) => `http://127.0.0.1:${server.port}${route}`;

/** Starts a guest on `server`; the session cookie, or the refusal's status. */
async function startGuest(server: ServerProcess): Promise<{ status: number; cookie: string }> {
  const response = await fetch(url(server, '/api/auth/guest'), { method: 'POST', headers: write });
  return { status: response.status, cookie: response.headers.getSetCookie()[0]?.split(';')[0] ?? '' };
}

/**
 * The other process's cached session is evicted by the revocation's NOTIFY, which reaches it asynchronously after
 * the commit (docs/ACCOUNTS.md): a request sent the instant the logout answers may still race it, so poll, for
 * less than half the cache's 10 s lifetime — only the notification, not the entry's expiry, can end it in time.
 */
async function expectRefusedByNotification(request: () => Promise<Response>): Promise<void> {
  const started = Date.now();
  await expect.poll(async () => (await request()).status, { timeout: DEFAULT_SESSION_CACHE.ttlMs / 2, interval: 25 }).toBe(401);
  expect(Date.now() - started).toBeLessThan(DEFAULT_SESSION_CACHE.ttlMs / 2);
}

describe.skipIf(!canRun)('two server processes on one PostgreSQL', () => {
  it('share sessions, and a revoke on one is refused on the other at the next request, though the other cached it', async () => {
    const guest = await startGuest(a);
    expect(guest.status).toBe(200);
    // The other process knows the session (nothing lives only in the first one's memory), and now holds it in its
    // session cache (the second and third requests are answered from memory)...
    for (let i = 0; i < 3; i++) expect((await fetch(url(b, '/api/account/me'), { headers: { cookie: guest.cookie } })).status).toBe(200);
    // ...and after a logout on the first, the second refuses it as soon as the commit's notification arrives.
    expect((await fetch(url(a, '/api/auth/logout'), { method: 'POST', headers: { ...write, cookie: guest.cookie } })).status).toBe(200);
    await expectRefusedByNotification(() => fetch(url(b, '/api/account/me'), { headers: { cookie: guest.cookie } }));
  });

  it('refuse a revoked session after the revocation listener was cut and came back (the cache starts empty)', async () => {
    const guest = await startGuest(b);
    const me = () => fetch(url(b, '/api/account/me'), { headers: { cookie: guest.cookie } });
    for (let i = 0; i < 3; i++) expect((await me()).status).toBe(200);
    const admin = new pg.Client({ connectionString: target.env.DATABASE_URL });
    await admin.connect();
    try {
      const listeners = "select pid from pg_stat_activity where datname = current_database() and query like 'LISTEN %'";
      const before = (await admin.query<{ pid: number }>(listeners)).rows.map((row) => row.pid);
      expect(before).toHaveLength(2);
      await admin.query(`select pg_terminate_backend(pid) from (${listeners}) cut`);
      // Both processes reconnect on their own (state, not time: poll until two new listeners are up).
      for (;;) {
        const now = (await admin.query<{ pid: number }>(listeners)).rows.map((row) => row.pid);
        if (now.length === 2 && now.every((pid) => !before.includes(pid))) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    } finally {
      await admin.end();
    }
    for (let i = 0; i < 3; i++) expect((await me()).status).toBe(200);
    expect((await fetch(url(a, '/api/auth/logout'), { method: 'POST', headers: { ...write, cookie: guest.cookie } })).status).toBe(200);
    await expectRefusedByNotification(me);
  });

  it('send an idempotent retry to the other process: one charge, the first answer replayed', async () => {
    const guest = await startGuest(b);
    const body = JSON.stringify({ idempotencyKey: 'many-processes-retry-1' });
    const first = await fetch(url(a, '/api/economy/recover-stamina'), { method: 'POST', headers: { ...write, cookie: guest.cookie }, body });
    const retry = await fetch(url(b, '/api/economy/recover-stamina'), { method: 'POST', headers: { ...write, cookie: guest.cookie }, body });
    const [firstBody, retryBody] = (await Promise.all([first.json(), retry.json()])) as { replayed: boolean; balances: { game_coin: number } }[];
    expect(first.status).toBe(200);
    expect(retry.status).toBe(200);
    expect(firstBody!.replayed).toBe(false);
    expect(retryBody).toMatchObject({ replayed: true, balances: { game_coin: firstBody!.balances.game_coin } });
  });

  it('spend one per-address quota across both processes', async () => {
    // Three guests were started above; the budget is four an hour for this address.
    const third = await startGuest(a);
    const fourthHere = await startGuest(a);
    const fourthThere = await startGuest(b);
    expect(third.status).toBe(200);
    expect([fourthHere.status, fourthThere.status]).toEqual([429, 429]);
  });
});
