import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../src/contracts/api/csrf';
import { leagueOf } from '../../src/content/seasons/leagues';
import { openDatabase, type Database } from '../../server/db/database';
import { seasonTurnKey } from '../../server/seasons/seasonTurnJob';
import { selectRows } from './rowCounts';
import { startServerProcess, type ServerProcess } from './startServerProcess';
import { createTestDatabaseTarget, type TestDatabaseTarget } from './testDatabase';

/**
 * A season's turn with two real server processes on one PostgreSQL: both tickers race for it every 100 ms, and it
 * happens once (one next season, each player paid once). Uses DATABASE_URL when set, else a throwaway PostgreSQL
 * when its binaries are installed; skipped (saying why) where they are not. PGlite admits one process.
 */
const repoRoot = path.resolve(import.meta.dirname, '../..');
const hasPostgresBinaries = existsSync('/usr/lib/postgresql') && readdirSync('/usr/lib/postgresql').length > 0;
const canRun = Boolean(process.env.DATABASE_URL) || hasPostgresBinaries;
const PLAYERS = 12;

let ownCluster: { url: string; dir: string } | undefined;
let target: TestDatabaseTarget;
let database: Database;
const servers: ServerProcess[] = [];

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
  const env = { ...target.env, SEASON_TICK_MS: '100', SEASON_BATCH: '2', GUEST_STARTS_PER_HOUR: '1000' };
  servers.push(...(await Promise.all([startServerProcess(env), startServerProcess(env)])));
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

describe.skipIf(!canRun)('a season turn with two server processes', () => {
  it('happens once: one next season, each ranked player paid exactly once', async () => {
    const ids: string[] = [];
    for (let i = 0; i < PLAYERS; i += 1) {
      const server = servers[i % 2]!;
      const response = await fetch(`http://127.0.0.1:${server.port}/api/auth/guest`, { method: 'POST', headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE } });
      expect(response.status).toBe(200);
      ids.push(((await response.json()) as { account: { id: string } }).account.id);
    }
    const ratings = ids.map((_, i) => 900 + i * 70);
    for (const [i, id] of ids.entries()) {
      await database.db.execute(sql`insert into player_stats (account_id, rating, pvp_wins, pvp_losses, pvp_battles, updated_at) values (${id}, ${ratings[i]!}, 1, 1, 2, now())`);
    }
    // The processes opened season 1 on their first tick; its end comes now.
    await expect.poll(async () => (await selectRows<{ n: number }>(database.db, sql`select count(*)::int as n from seasons`))[0]?.n).toBe(1);
    await database.db.execute(sql`update seasons set ends_at = now() - interval '1 second' where number = 1`);
    await database.db.execute(sql`update jobs set due_at = now() - interval '1 second' where key = ${seasonTurnKey(1)}`);

    await expect.poll(async () => (await selectRows<{ done: boolean }>(database.db, sql`select done_at is not null as done from jobs where key = ${seasonTurnKey(1)}`))[0]?.done, { timeout: 60_000 }).toBe(true);
    const seasons = await selectRows<{ number: number }>(database.db, sql`select number from seasons order by number`);
    expect(seasons.map((s) => s.number)).toEqual([1, 2]);
    const paid = await selectRows<{ account_id: string; movements: number; coins: number }>(
      database.db,
      sql`select m.account_id, count(distinct m.id)::int as movements, sum(e.amount) filter (where e.currency = 'game_coin')::int as coins
        from ledger_movements m join ledger_entries e on e.movement_id = m.id where m.reason = 'season_reward' group by m.account_id`,
    );
    expect(paid).toHaveLength(PLAYERS);
    for (const [i, id] of ids.entries()) {
      const row = paid.find((p) => p.account_id === id);
      expect(row).toEqual({ account_id: id, movements: 1, coins: leagueOf(ratings[i]!).reward.find((r) => r.currency === 'game_coin')!.amount });
    }
    const [job] = await selectRows<{ steps: number }>(database.db, sql`select steps from jobs where key = ${seasonTurnKey(1)}`);
    // The record step, six batches of two, and the step that finds none left.
    expect(job?.steps).toBe(1 + PLAYERS / 2 + 1);
  });
});
