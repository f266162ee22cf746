import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../src/contracts/api';
import { PVP_ECONOMY } from '../../src/content/economy/battleRewards';
import { eloUpdate, PVP_RATING } from '../../src/content/modes/pvpRating';
import { SEED_COMMIT_TTL_MS } from '../../server/battles/createSeedCommit';
import { battleCounts, battleKey, fight, newGuest, rejection, saveStarterTeam, type Guest } from './battlesKit';
import { selectRows } from './rowCounts';
import { createTestApp, type TestApp } from './testApp';

// Its own database: matchmaking picks among every defence team, so this file controls who has one.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

interface RatedBattle {
  id: string;
  attacker_id: string;
  defender_id: string | null;
  winner: number | null;
  attacker_rating_before: number;
  attacker_rating_after: number;
  defender_rating_before: number | null;
  defender_rating_after: number | null;
}

/** Every PvP battle in commit order (created_at, then insertion order by rating chain). */
async function pvpBattles(): Promise<RatedBattle[]> {
  return selectRows<RatedBattle>(t.database.db, sql`select id, attacker_id, defender_id, winner, attacker_rating_before, attacker_rating_after,
    defender_rating_before, defender_rating_after from battles where mode = 'pvp' order by created_at, id`);
}

async function ratingOf(accountId: string): Promise<number> {
  const [row] = await selectRows<{ rating: number }>(t.database.db, sql`select rating from player_stats where account_id = ${accountId}`);
  return Number(row?.rating ?? PVP_RATING.start);
}

describe('player versus player', () => {
  let defender: Guest;
  let attacker: Guest;

  it('with nobody near, a bot fills in and only the attacker\'s rating moves', async () => {
    attacker = await newGuest(t);
    await saveStarterTeam(attacker);
    const { battle } = await fight(attacker, { mode: 'pvp', teamSlot: 1 });
    expect(battle.opponent.kind).toBe('bot');
    expect(battle.defenderRating).toBeNull();
    const score = battle.result === 'win' ? 1 : battle.result === 'loss' ? 0 : 0.5;
    expect(battle.attackerRating).toEqual({ before: 1000, after: eloUpdate(1000, 1000, score).attacker, change: eloUpdate(1000, 1000, score).attacker - 1000 });
    expect(battle.rewards).toEqual(score === 1 ? PVP_ECONOMY.win : PVP_ECONOMY.loss);
  });

  it('against another player\'s defence team both ratings move by Elo, and the battle is in both histories', async () => {
    defender = await newGuest(t);
    await saveStarterTeam(defender, 2, 'Wall');
    // Bring the attacker back near the defender's 1000 if the bot battle moved them out of the window (it cannot: ±16).
    const attackerBefore = await ratingOf(attacker.accountId);
    const { battle } = await fight(attacker, { mode: 'pvp', teamSlot: 1 });
    expect(battle.opponent).toEqual({ kind: 'player', playerId: defender.accountId, name: expect.any(String) });
    const defenceTeam = (await defender.browser.client.call(api.listTeams)).teams.find((x) => x.defence)!;
    expect(battle.input.teams[1].units).toEqual(defenceTeam.units.map(({ cardId, level, position }) => ({ cardId, level, position })));
    const score = battle.result === 'win' ? 1 : battle.result === 'loss' ? 0 : 0.5;
    const next = eloUpdate(attackerBefore, 1000, score);
    expect(battle.attackerRating).toMatchObject({ before: attackerBefore, after: next.attacker });
    expect(battle.defenderRating).toMatchObject({ before: 1000, after: next.defender });
    expect(await ratingOf(defender.accountId)).toBe(next.defender);

    const theirs = await defender.browser.client.call(api.listBattles);
    expect(theirs.items).toHaveLength(1);
    expect(theirs.items[0]).toMatchObject({ id: battle.id, role: 'defender', rewards: [], opponent: { kind: 'player', playerId: attacker.accountId } });
    expect(theirs.items[0]!.result).toBe(score === 1 ? 'loss' : score === 0 ? 'win' : 'draw');
    expect(theirs.items[0]!.rating).toEqual({ before: 1000, after: next.defender, change: next.defender - 1000 });
    const mine = await attacker.browser.client.call(api.listBattles, { query: { role: 'attacker', mode: 'pvp' } });
    expect(mine.items.map((e) => e.id)).toContain(battle.id);

    const history = await defender.browser.client.call(api.ratingHistory);
    expect(history.points.map((p) => p.rating)).toEqual([1000, next.defender]);
    expect(history.rating).toBe(next.defender);
  });

  it('a PvP commitment shows the matched opponent, and its battle fights exactly that team', async () => {
    const commit = await attacker.browser.client.call(api.createSeedCommit, { query: { mode: 'pvp' } });
    expect(commit.opponent).toMatchObject({ side: { kind: 'player', playerId: defender.accountId } });
    const plain = await attacker.browser.client.call(api.createSeedCommit);
    expect(plain.opponent).toBeUndefined();
    const { battle } = await attacker.browser.client.call(api.startBattle, { body: { idempotencyKey: battleKey('shown'), mode: 'pvp', teamSlot: 1, commitId: commit.commitId } });
    expect(battle.opponent).toEqual(commit.opponent!.side);
    expect(battle.input.teams[1]).toEqual(commit.opponent!.team);
  });

  it('ratings stay correct and atomic under concurrent battles: every player\'s chain of before/after links up', async () => {
    const players = [attacker, defender];
    for (let i = 0; i < 4; i++) {
      const g = await newGuest(t);
      await saveStarterTeam(g);
      players.push(g);
    }
    // Each player fights their offers one after another (an offer holds until fought); the players race each other.
    const answers = await Promise.allSettled(
      players.map(async (p) => {
        for (let i = 0; i < 3; i++) await fight(p, { mode: 'pvp', teamSlot: p === defender ? 2 : 1 });
      }),
    );
    expect(answers.filter((a) => a.status === 'rejected')).toEqual([]);

    const chain = new Map<string, number>();
    const battles = await pvpBattles();
    // Commit order per player: each battle's "before" is the previous "after" (no lost update).
    const byPlayer = new Map<string, { before: number; after: number }[]>();
    for (const b of battles) {
      byPlayer.set(b.attacker_id, [...(byPlayer.get(b.attacker_id) ?? []), { before: b.attacker_rating_before, after: b.attacker_rating_after }]);
      if (b.defender_id && b.defender_rating_before !== null && b.defender_rating_after !== null) {
        byPlayer.set(b.defender_id, [...(byPlayer.get(b.defender_id) ?? []), { before: b.defender_rating_before, after: b.defender_rating_after }]);
      }
    }
    for (const [player, steps] of byPlayer) {
      // Follow the chain from the start rating: every step must begin where another ended.
      const befores = steps.map((s) => s.before).sort();
      const afters = [PVP_RATING.start, ...steps.map((s) => s.after)].sort();
      const unmatched = befores.filter((b) => {
        const i = afters.indexOf(b);
        if (i < 0) return true;
        afters.splice(i, 1);
        return false;
      });
      expect(unmatched, player).toEqual([]);
      expect(afters).toHaveLength(1);
      expect(await ratingOf(player)).toBe(afters[0]);
      chain.set(player, afters[0]!);
    }
    // Zero-sum between players (no rating is near the floor here); bots move only the attacker.
    for (const b of battles.filter((x) => x.defender_id)) {
      // A sum, not toBe(-delta): a battle that moves neither rating gives 0 and -0, which toBe tells apart.
      expect(b.attacker_rating_after - b.attacker_rating_before + (b.defender_rating_after! - b.defender_rating_before!)).toBe(0);
    }
    const [stats] = await selectRows<{ n: number }>(t.database.db, sql`select coalesce(sum(pvp_battles), 0)::int as n from player_stats`);
    const defended = battles.filter((b) => b.defender_id).length;
    expect(stats!.n).toBe(battles.length + defended);
  });

  it('rankings: the rating board orders by rating with the own row; ranks move against the day\'s snapshot', async () => {
    const board = await attacker.browser.client.call(api.ratingRanking, { query: { page: 1, pageSize: 50 } });
    const stats = await selectRows<{ account_id: string; rating: number }>(t.database.db, sql`select account_id, rating from player_stats where pvp_battles > 0`);
    expect(board.total).toBe(stats.length);
    const ratings = board.items.map((r) => r.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    expect(board.items.map((r) => r.rank)).toEqual(board.items.map((_, i) => i + 1));
    expect(board.own).toEqual(board.items.find((r) => r.playerId === attacker.accountId));
    expect(board.items.every((r) => r.rankChange === 0)).toBe(true);
    const page2 = await attacker.browser.client.call(api.ratingRanking, { query: { page: 2, pageSize: 2 } });
    expect(page2.items).toEqual(board.items.slice(2, 4));

    // Lift the last player to the top: their rank change is measured against the snapshot the day began with.
    const last = board.items[board.items.length - 1]!;
    await t.database.db.execute(sql`update player_stats set rating = 5000 where account_id = ${last.playerId}`);
    const moved = await attacker.browser.client.call(api.ratingRanking, { query: { page: 1, pageSize: 50 } });
    expect(moved.items[0]).toMatchObject({ playerId: last.playerId, rank: 1, rankChange: last.rank - 1 });

    // The next day's first requests (ten at once) take one new snapshot: changes start from 0 again.
    t.clock.advance(86_400);
    const nextDay = await Promise.all(Array.from({ length: 10 }, () => attacker.browser.client.call(api.ratingRanking, { query: { page: 1, pageSize: 50 } })));
    for (const answer of nextDay) expect(answer.items.every((r) => r.rankChange === 0)).toBe(true);
    const days = await selectRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from ranking_snapshot_days`);
    expect(days[0]!.n).toBe(2);
    const rows = await selectRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from ranking_snapshots where board = 'rating'`);
    expect(rows[0]!.n).toBe(2 * board.total);
  });

  it('the user board ranks campaign stars then best floor; the team board ranks saved teams by wins', async () => {
    const users = await attacker.browser.client.call(api.userRanking, { query: { page: 1, pageSize: 50 } });
    for (let i = 1; i < users.items.length; i++) {
      const [a, b] = [users.items[i - 1]!, users.items[i]!];
      expect(a.campaignStars > b.campaignStars || (a.campaignStars === b.campaignStars && a.bestFloor >= b.bestFloor)).toBe(true);
    }
    const teams = await attacker.browser.client.call(api.teamRanking, { query: { page: 1, pageSize: 50 } });
    const records = await selectRows<{ wins: number; battles: number }>(t.database.db, sql`select wins, battles from team_records`);
    expect(teams.total).toBe(records.length);
    expect(teams.items.map((r) => r.wins)).toEqual([...teams.items.map((r) => r.wins)].sort((a, b) => b - a));
    const [played] = await selectRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from battles where team_slot is not null`);
    expect(teams.items.reduce((s, r) => s + r.battles, 0)).toBe(played!.n);
    expect(teams.own).toMatchObject({ playerId: attacker.accountId, teamName: 'Starters', cardIds: expect.any(Array) });
  });

  it('the daily limit stops PvP starts for the day', async () => {
    const g = await newGuest(t);
    await saveStarterTeam(g);
    await t.database.db.execute(sql`update stamina set value = 999 where account_id = ${g.accountId}`);
    for (let i = 0; i < PVP_ECONOMY.dailyLimit; i++) await fight(g, { mode: 'pvp', teamSlot: 1 });
    const modes = await g.browser.client.call(api.battleModes);
    expect(modes.modes.find((m) => m.mode === 'pvp')!.daily).toMatchObject({ limit: PVP_ECONOMY.dailyLimit, used: PVP_ECONOMY.dailyLimit });
    expect(await rejection(fight(g, { mode: 'pvp', teamSlot: 1 }))).toMatchObject({ status: 429, reason: 'daily_limit_reached', params: { limit: PVP_ECONOMY.dailyLimit } });
  });
});

describe('the offered opponent', () => {
  const pvpCommit = (g: Guest) => g.browser.client.call(api.createSeedCommit, { query: { mode: 'pvp' } });
  const openOffers = async (g: Guest) =>
    Number((await selectRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from seed_commits where account_id = ${g.accountId} and opponent is not null and used_at is null`))[0]!.n);

  it('asking again, ten times at once or thirty in a row, answers the same commitment and opponent until it is fought', async () => {
    const g = await newGuest(t);
    await saveStarterTeam(g);
    const atOnce = await Promise.all(Array.from({ length: 10 }, () => pvpCommit(g)));
    expect(new Set(atOnce.map((c) => c.commitId)).size).toBe(1);
    expect(await openOffers(g)).toBe(1);
    const offer = atOnce[0]!;
    for (let i = 0; i < 30; i++) expect(await pvpCommit(g)).toEqual(offer);
    const { battle } = await g.browser.client.call(api.startBattle, { body: { idempotencyKey: battleKey('offer'), mode: 'pvp', teamSlot: 1, commitId: offer.commitId } });
    expect(battle.opponent).toEqual(offer.opponent!.side);
    // Fought: the next request offers a newly matched opponent under a new commitment.
    const next = await pvpCommit(g);
    expect(next.commitId).not.toBe(offer.commitId);
    expect(await openOffers(g)).toBe(1);
  });

  it('an offer holds until its commitment expires (30 min after it was made), then another is matched', async () => {
    const g = await newGuest(t);
    await saveStarterTeam(g);
    const offer = await pvpCommit(g);
    t.clock.advance(SEED_COMMIT_TTL_MS / 1000 - 1);
    expect(await pvpCommit(g)).toEqual(offer);
    t.clock.advance(1);
    const next = await pvpCommit(g);
    expect(next.commitId).not.toBe(offer.commitId);
    expect(Date.parse(next.expiresAt)).toBe(Date.parse(offer.expiresAt) + SEED_COMMIT_TTL_MS);
    expect(await openOffers(g)).toBe(1);
  });

  it('a PvP commitment starts only a PvP battle and a PvP battle needs one; a refused start leaves the offer open', async () => {
    const g = await newGuest(t);
    await saveStarterTeam(g);
    const offer = await pvpCommit(g);
    const plain = await g.browser.client.call(api.createSeedCommit, { query: { mode: 'campaign' } });
    const counts = await battleCounts(t, g.accountId);
    const asCampaign = { idempotencyKey: battleKey('wrong'), mode: 'campaign' as const, stageId: '1-1', teamSlot: 1, commitId: offer.commitId };
    expect(await rejection(g.browser.client.call(api.startBattle, { body: asCampaign }))).toMatchObject({ status: 409, reason: 'commit_wrong_mode', field: 'commitId', params: { mode: 'campaign' } });
    const blind = { idempotencyKey: battleKey('blind'), mode: 'pvp' as const, teamSlot: 1, commitId: plain.commitId };
    expect(await rejection(g.browser.client.call(api.startBattle, { body: blind }))).toMatchObject({ status: 409, reason: 'commit_wrong_mode', params: { mode: 'pvp' } });
    await t.database.db.execute(sql`update stamina set value = 0 where account_id = ${g.accountId}`);
    const short = { idempotencyKey: battleKey('short'), mode: 'pvp' as const, teamSlot: 1, commitId: offer.commitId };
    expect(await rejection(g.browser.client.call(api.startBattle, { body: short }))).toMatchObject({ status: 409, reason: 'insufficient_stamina' });
    expect(await battleCounts(t, g.accountId)).toEqual({ ...counts, stamina: 0 });
    expect(await pvpCommit(g)).toEqual(offer);
  });
});
