import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leagueOf, softReset } from '../../src/content/seasons/leagues';
import type { LedgerRepository } from '../../server/db/ledgerRepository';
import { seasonRepository } from '../../server/db/seasonRepository';
import { jobRepository } from '../../server/db/jobRepository';
import { seasonTurnKey } from '../../server/seasons/seasonTurnJob';
import { tickSeasons } from '../../server/seasons/tickSeasons';
import { guestFrom } from './guestFrom';
import { selectRows } from './rowCounts';
import { createTestApp, type TestApp } from './testApp';

let t: TestApp;
const players: { accountId: string; rating: number }[] = [];
const RATINGS = [1700, 1620, 1500, 1460, 1320, 1310, 1200, 1160, 1080, 1000, 940, 700];
const start = new Date('2026-11-02T10:00:00Z');

/** The season-reward movements of each player, and their game-coin total. */
async function seasonPayouts(): Promise<Map<string, { movements: number; coins: number }>> {
  const rows = await selectRows<{ account_id: string; movements: number; coins: number }>(
    t.database.db,
    sql`select m.account_id, count(distinct m.id)::int as movements, coalesce(sum(e.amount) filter (where e.currency = 'game_coin'), 0)::int as coins
      from ledger_movements m join ledger_entries e on e.movement_id = m.id where m.reason = 'season_reward' group by m.account_id`,
  );
  return new Map(rows.map((r) => [r.account_id, { movements: Number(r.movements), coins: Number(r.coins) }]));
}

/** A ledger that throws on its `failAt`-th post: the process "dies" in the middle of a batch. */
function crashingLedger(ledger: LedgerRepository, failAt: number): LedgerRepository {
  let posts = 0;
  return {
    ...ledger,
    async post(tx, movement) {
      posts += 1;
      if (posts === failAt) throw new Error('process killed mid-turn');
      return ledger.post(tx, movement);
    },
  };
}

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(start);
  for (const [i, rating] of RATINGS.entries()) {
    const { accountId } = await guestFrom(t, `10.27.0.${i + 1}`);
    players.push({ accountId, rating });
    await t.database.db.execute(sql`insert into player_stats (account_id, rating, pvp_wins, pvp_losses, pvp_battles, updated_at)
      values (${accountId}, ${rating}, ${i + 1}, 2, ${i + 3}, ${start})`);
  }
  // One player who never fought PvP: not ranked, not paid.
  const { accountId } = await guestFrom(t, '10.27.1.1');
  await t.database.db.execute(sql`insert into player_stats (account_id, rating, campaign_stars, updated_at) values (${accountId}, 1000, 3, ${start})`);
});
afterAll(async () => t?.close());

describe('ranked seasons', () => {
  it('a season turn crashed halfway resumes and pays every ranked player exactly once, with the soft reset', async () => {
    const deps = { db: t.database.db, repositories: t.repositories, seasons: { lengthDays: 28, batchSize: 3, tickMs: 60_000 } };
    await tickSeasons(deps, t.clock.now());
    const first = await seasonRepository.current(t.database.db);
    expect(first).toMatchObject({ number: 1, startsAt: new Date('2026-11-02T00:00:00Z'), endsAt: new Date('2026-11-30T00:00:00Z') });
    // Not due yet: nothing happens however often it ticks.
    t.clock.set(new Date('2026-11-29T23:59:59Z'));
    expect(await tickSeasons(deps, t.clock.now())).toBe(0);

    t.clock.set(new Date('2026-11-30T00:00:05Z'));
    // The process runs the results step and one batch, then dies inside the second batch (its 2nd post throws).
    await expect(tickSeasons({ ...deps, repositories: { ...t.repositories, ledger: crashingLedger(t.repositories.ledger, 5) } }, t.clock.now())).rejects.toThrow('process killed mid-turn');
    const midway = await seasonPayouts();
    expect(midway.size).toBe(3);
    expect((await jobRepository.find(t.database.db, seasonTurnKey(1)))?.doneAt).toBeNull();
    // The next season is already open; the turn is not finished.
    expect((await seasonRepository.current(t.database.db))?.number).toBe(2);

    // Another process (or the restarted one) resumes on its next tick, stopped once more after one step …
    t.clock.advance(60);
    expect(await tickSeasons(deps, t.clock.now(), 1)).toBe(1);
    // … and two of them finish it at once.
    await Promise.all([tickSeasons(deps, t.clock.now()), tickSeasons(deps, t.clock.now())]);
    expect((await jobRepository.find(t.database.db, seasonTurnKey(1)))?.doneAt).not.toBeNull();
    expect((await seasonRepository.byNumber(t.database.db, 1))?.closedAt).not.toBeNull();

    const paid = await seasonPayouts();
    expect(paid.size).toBe(players.length);
    for (const p of players) {
      const league = leagueOf(p.rating);
      expect(paid.get(p.accountId)).toEqual({ movements: 1, coins: league.reward.find((r) => r.currency === 'game_coin')!.amount });
      const result = await seasonRepository.resultOf(t.database.db, 1, p.accountId);
      expect(result).toMatchObject({ rating: p.rating, league: league.id, resetRating: softReset(p.rating) });
      const [stats] = await selectRows<{ rating: number; pvp_battles: number }>(t.database.db, sql`select rating, pvp_battles from player_stats where account_id = ${p.accountId}`);
      expect(stats).toEqual({ rating: softReset(p.rating), pvp_battles: 0 });
    }
    // Ranks follow the rating.
    const standing = await seasonRepository.standing(t.database.db, 1, 50, 0);
    expect(standing.rows.map((r) => r.rating)).toEqual([...RATINGS].sort((a, b) => b - a));

    // Ticking on never pays again; season 2 turns at its own end.
    expect(await tickSeasons(deps, t.clock.now())).toBe(0);
    expect((await seasonRepository.current(t.database.db))?.endsAt).toEqual(new Date('2026-12-28T00:00:00Z'));
    expect((await seasonPayouts()).size).toBe(players.length);
  });
});
