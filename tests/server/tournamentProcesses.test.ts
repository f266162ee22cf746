import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../src/contracts/api';
import { createApiClient, type ApiClient } from '../../src/services/api';
import { openDatabase, type Database } from '../../server/db/database';
import { repositories } from '../../server/db/repositories';
import { createTournament } from '../../server/tournaments/createTournament';
import { tournamentRoundJobKey } from '../../server/tournaments/tournamentRoundJob';
import { selectRows } from './rowCounts';
import { startServerProcess, type ServerProcess } from './startServerProcess';
import { retryingUnavailable } from './retryingUnavailable';
import { createTestDatabaseTarget, type TestDatabaseTarget } from './testDatabase';
import { expectSoundTournament, saveStarterTeam } from './tournamentKit';

/**
 * A 64-player tournament run by the server's own schedule with two server processes on one PostgreSQL: each round
 * is played by exactly one of them, and the live feed of one process carries the battles the other decided.
 * Uses DATABASE_URL when set, otherwise a throwaway cluster (skipped where PostgreSQL is not installed).
 */
const repoRoot = path.resolve(import.meta.dirname, '../..');
const hasPostgresBinaries = existsSync('/usr/lib/postgresql') && readdirSync('/usr/lib/postgresql').length > 0;
const canRun = Boolean(process.env.DATABASE_URL) || hasPostgresBinaries;

let ownCluster: { url: string; dir: string } | undefined;
let target: TestDatabaseTarget;
let database: Database;
let servers: ServerProcess[] = [];

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
    target = await createTestDatabaseTarget({ migrated: true });
  } finally {
    if (saved === undefined) delete process.env.DATABASE_URL;
  }
  const env = { ...target.env, TRUST_PROXY: '1', GUEST_STARTS_PER_HOUR: '1000', TOURNAMENT_TICK_MS: '100' };
  servers = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  database = await openDatabase({ dataDir: '', databaseUrl: target.env.DATABASE_URL });
}, 120_000);

afterAll(async () => {
  await database?.close();
  for (const server of servers) {
    server.child.kill('SIGTERM');
    await server.exit;
  }
  await target?.cleanup();
  if (ownCluster) execFileSync('bash', ['scripts/start-postgres.sh', '--stop', ownCluster.dir], { cwd: repoRoot, stdio: 'ignore' });
}, 60_000);

/** A player signed in as a guest from `ip`, with a client for each process (one cookie jar: sessions are shared). */
async function player(ip: string, home: ServerProcess): Promise<{ on: (server: ServerProcess) => ApiClient; accountId: string }> {
  const jar = new Map<string, string>();
  const on = (server: ServerProcess) =>
    createApiClient({
      baseUrl: `http://127.0.0.1:${server.port}`,
      fetch: async (url, init) => {
        const headers = new Headers(init?.headers);
        headers.set('x-forwarded-for', ip);
        const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
        if (cookie) headers.set('cookie', cookie);
        const response = await fetch(url, { ...init, headers });
        for (const line of response.headers.getSetCookie()) {
          const [pair] = line.split(';');
          const [name, value] = pair!.split('=');
          jar.set(name!, value ?? '');
        }
        return response;
      },
    });
  const { account } = await on(home).call(api.startAsGuest);
  return { on, accountId: account.id };
}

/** Counts the `battle` events of one tournament on a process's SSE feed until `stop()`. */
function watchFeed(server: ServerProcess, tournamentId: string) {
  const controller = new AbortController();
  const seen = new Set<string>();
  let ready = false;
  const done = (async () => {
    const response = await fetch(`http://127.0.0.1:${server.port}/api/spectate/feed`, { signal: controller.signal });
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    for (;;) {
      const { value, done: ended } = await reader.read();
      if (ended) return;
      buffer += value;
      let end;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const message = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(message)?.[1];
        const data = /^data: (.*)$/m.exec(message)?.[1];
        if (event === 'ready') ready = true;
        if (event === 'battle' && data) {
          const item = JSON.parse(data) as { battleId: string; tournament: { id: string } | null };
          if (item.tournament?.id === tournamentId) seen.add(item.battleId);
        }
      }
    }
  })().catch(() => undefined);
  return { seen, isReady: () => ready, stop: () => (controller.abort(), done) };
}

describe.skipIf(!canRun)('a tournament with two server processes on one PostgreSQL', () => {
  it('64 players: each round played by exactly one process, everything sound, the feed of one carries the other', async () => {
    const created = await createTournament(
      { db: database.db, repositories },
      { kind: 'official', creatorId: null, idempotencyKey: null, name: 'Two-process Cup', startsAt: new Date(Date.now() + 3600_000), roundSeconds: 1, maxPlayers: 64, entryFee: 25, prizes: [400, 200, 100], topCut: true, rules: { bannedCards: [] } },
      new Date(),
    );
    if (!created.ok) throw new Error(created.reason);
    const id = created.value.id;
    const [a, b] = [servers[0]!, servers[1]!];
    const players = await Promise.all(Array.from({ length: 64 }, (_, i) => player(`10.20.${i}.9`, i % 2 === 0 ? a : b)));
    // Entries through both processes, several at once: the tournament row lock makes them take turns.
    await Promise.all(
      players.map(async (p, i) => {
        const client = p.on(i % 2 === 0 ? b : a);
        await saveStarterTeam(client);
        // 64 joins queue on the tournament's row lock; on a loaded machine the last pass the lock bound (503,
        // nothing written) and are retried as a client does.
        await retryingUnavailable(() => client.call(api.joinTournament, { body: { tournamentId: id, teamSlot: 1 } }));
      }),
    );
    const feed = watchFeed(b, id);
    await expect.poll(() => feed.isReady(), { timeout: 10_000 }).toBe(true);
    // Start now: both processes' schedulers see it due at their next tick.
    await database.db.execute(sql`update tournaments set starts_at = now(), next_round_at = now() where id = ${id}`);
    await database.db.execute(sql`update jobs set due_at = now() where key = ${tournamentRoundJobKey(id, 1)}`);
    const viewer = players[0]!.on(a);
    await expect.poll(async () => (await viewer.call(api.getTournament, { params: { id } })).tournament.status, { timeout: 90_000, interval: 250 }).toBe('finished');
    const detail = (await viewer.call(api.getTournament, { params: { id } })).tournament;
    await expectSoundTournament(database.db, detail, 64);
    // Each round was played once, by one process or the other (their logs together name every round once).
    const steps = servers.flatMap((s) => s.lines.filter((l) => l.msg === 'tournament_step' && l.tournamentId === id).map((l) => Number(l.round)));
    expect(steps.sort((x, y) => x - y)).toEqual(Array.from({ length: 9 }, (_, i) => i + 1));
    // Process b's feed carried every battle, whichever process decided it.
    const battles = detail.matches.filter((m) => m.battleId).length;
    await expect.poll(() => feed.seen.size, { timeout: 15_000 }).toBe(battles);
    await feed.stop();
  }, 180_000);

  it('too few entrants at the start: both processes tick, one cancels it, each fee refunded exactly once', async () => {
    const created = await createTournament(
      { db: database.db, repositories },
      { kind: 'official', creatorId: null, idempotencyKey: null, name: 'Two-process Empty Cup', startsAt: new Date(Date.now() + 3600_000), roundSeconds: 1, maxPlayers: 8, entryFee: 40, prizes: [100], topCut: false, rules: { bannedCards: [] } },
      new Date(),
    );
    if (!created.ok) throw new Error(created.reason);
    const id = created.value.id;
    const [a, b] = [servers[0]!, servers[1]!];
    const entrants = await Promise.all([0, 1, 2].map((i) => player(`10.30.${i}.9`, i % 2 === 0 ? a : b)));
    const coins = async (p: (typeof entrants)[number]) => (await p.on(a).call(api.getBalances)).balances.game_coin;
    const before = await Promise.all(entrants.map(coins));
    for (const [i, p] of entrants.entries()) {
      await saveStarterTeam(p.on(i % 2 === 0 ? b : a));
      await p.on(i % 2 === 0 ? b : a).call(api.joinTournament, { body: { tournamentId: id, teamSlot: 1 } });
    }
    expect(await Promise.all(entrants.map(coins))).toEqual(before.map((c) => c - 40));
    await database.db.execute(sql`update tournaments set starts_at = now(), next_round_at = now() where id = ${id}`);
    await database.db.execute(sql`update jobs set due_at = now() where key = ${tournamentRoundJobKey(id, 1)}`);
    await expect.poll(async () => (await entrants[0]!.on(b).call(api.getTournament, { params: { id } })).tournament.status, { timeout: 30_000, interval: 250 }).toBe('cancelled');
    expect(await Promise.all(entrants.map(coins))).toEqual(before);
    const refunds = await selectRows<{ n: number }>(database.db, sql`select count(*)::int as n from ledger_movements where reason = 'tournament_refund' and reference = ${id} group by account_id`);
    expect(refunds.map((r) => r.n)).toEqual([1, 1, 1]);
  }, 60_000);
});
