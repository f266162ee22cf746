import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../src/contracts/api';
import { streakReward } from '../../src/content/quests/questPool';
import { battleKey, fight, newGuest, rejection, type Guest } from './battlesKit';
import { selectRows } from './rowCounts';
import { createTestApp, type TestApp } from './testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-11-26T23:40:00Z'));
});
afterAll(async () => t?.close());

/** The reward movements of a reason for a player: count and game-coin total. */
async function paid(accountId: string, reason: string): Promise<{ movements: number; coins: number }> {
  const [row] = await selectRows<{ movements: number; coins: number }>(
    t.database.db,
    sql`select count(distinct m.id)::int as movements, coalesce(sum(e.amount) filter (where e.currency = 'game_coin'), 0)::int as coins
      from ledger_movements m join ledger_entries e on e.movement_id = m.id where m.account_id = ${accountId} and m.reason = ${reason}`,
  );
  return { movements: Number(row?.movements ?? 0), coins: Number(row?.coins ?? 0) };
}

/** Sets the player's quests of the day to known ones (the draw is per player and day; tests pick their own). */
async function setQuests(guest: Guest, day: string, quests: [string, number][]): Promise<void> {
  await guest.browser.client.call(api.getQuests);
  for (const [slot, [quest, target]] of quests.entries()) {
    await t.database.db.execute(sql`update daily_quests set quest = ${quest}, target = ${target} where account_id = ${guest.accountId} and day = ${day} and slot = ${slot}`);
  }
}

describe('daily quests and the login streak', () => {
  it('three quests a day, drawn the same on every read; battles advance them in their transaction, concurrently, and a claim pays once', async () => {
    const g = await newGuest(t);
    const first = await g.browser.client.call(api.getQuests);
    expect(first.day).toBe('2026-11-26');
    expect(first.nextDayAt).toBe('2026-11-27T00:00:00.000Z');
    expect(first.quests).toHaveLength(3);
    expect(new Set(first.quests.map((q) => q.quest)).size).toBe(3);
    expect((await g.browser.client.call(api.getQuests)).quests).toEqual(first.quests);

    await setQuests(g, '2026-11-26', [['play_battles', 5], ['win_battles', 3], ['play_duel', 2]]);
    // Six battles at once: each counts in its own transaction, none is lost, progress stops at the target.
    const results = await Promise.all(Array.from({ length: 6 }, () => fight(g, { mode: 'random_team', idempotencyKey: battleKey('quest') })));
    const wins = results.filter((r) => r.battle.result === 'win').length;
    const board = await g.browser.client.call(api.getQuests);
    expect(board.quests.map((q) => [q.quest, q.progress])).toEqual([['play_battles', 5], ['win_battles', Math.min(3, wins)], ['play_duel', 0]]);

    expect(await rejection(g.browser.client.call(api.claimQuest, { params: { slot: 2 } }))).toMatchObject({ status: 409, reason: 'quest_incomplete', params: { progress: 0, target: 2 } });
    // Three claims of one finished quest at once: one pays.
    const claims = await Promise.allSettled([0, 1, 2].map(() => g.browser.client.call(api.claimQuest, { params: { slot: 0 } })));
    expect(claims.filter((c) => c.status === 'fulfilled')).toHaveLength(1);
    expect(claims.filter((c) => c.status === 'rejected').map((c) => (c as PromiseRejectedResult).reason as { reason: string }).map((e) => e.reason)).toEqual(['quest_claimed', 'quest_claimed']);
    expect(await paid(g.accountId, 'quest_reward')).toEqual({ movements: 1, coins: 50 });
    expect((await g.browser.client.call(api.getQuests)).quests[0]).toMatchObject({ claimed: true, progress: 5 });

    // UTC midnight: a new day, new quests from zero; yesterday's unclaimed ones are gone.
    t.clock.set(new Date('2026-11-27T00:00:01Z'));
    const next = await g.browser.client.call(api.getQuests);
    expect(next.day).toBe('2026-11-27');
    expect(next.quests.every((q) => q.progress === 0 && !q.claimed)).toBe(true);
    await fight(g, { mode: 'random_team' });
    const before = await selectRows<{ progress: number }>(t.database.db, sql`select progress from daily_quests where account_id = ${g.accountId} and day = '2026-11-26' order by slot`);
    expect(before.map((r) => r.progress)).toEqual([5, Math.min(3, wins), 0]);
  });

  it('the streak grows a day at a time, pays once a day, and starts again after a missed day', async () => {
    t.clock.set(new Date('2026-12-01T08:00:00Z'));
    const g = await newGuest(t);
    const claim = () => g.browser.client.call(api.claimStreak);
    const day1 = await Promise.allSettled([claim(), claim(), claim()]);
    expect(day1.filter((c) => c.status === 'fulfilled')).toHaveLength(1);
    const board1 = await g.browser.client.call(api.getQuests);
    expect(board1.streak).toMatchObject({ length: 1, best: 1, claimedToday: true });
    expect(await rejection(claim())).toMatchObject({ status: 409, reason: 'streak_claimed' });

    // Just before and just after midnight: the next UTC day continues the run.
    t.clock.set(new Date('2026-12-01T23:59:59Z'));
    expect(await rejection(claim())).toMatchObject({ reason: 'streak_claimed' });
    t.clock.set(new Date('2026-12-02T00:00:00Z'));
    expect((await g.browser.client.call(api.getQuests)).streak).toMatchObject({ length: 1, claimedToday: false, reward: streakReward(2) });
    expect((await claim()).board.streak).toMatchObject({ length: 2, best: 2, claimedToday: true });
    t.clock.set(new Date('2026-12-03T12:00:00Z'));
    expect((await claim()).board.streak).toMatchObject({ length: 3, best: 3 });

    // 4 December missed: on the 5th the run shows broken and starts again at one.
    t.clock.set(new Date('2026-12-05T09:00:00Z'));
    expect((await g.browser.client.call(api.getQuests)).streak).toMatchObject({ length: 0, best: 3, claimedToday: false, reward: streakReward(1) });
    expect((await claim()).board.streak).toMatchObject({ length: 1, best: 3 });

    const amount = (n: number) => streakReward(n)[0]!.amount;
    expect(await paid(g.accountId, 'streak_reward')).toEqual({ movements: 4, coins: amount(1) + amount(2) + amount(3) + amount(1) });
  });

  it('a card level-up counts for its quest', async () => {
    t.clock.set(new Date('2026-12-10T10:00:00Z'));
    const g = await newGuest(t);
    await setQuests(g, '2026-12-10', [['level_card', 1], ['win_battles', 3], ['play_battles', 5]]);
    await t.database.db.execute(sql`update balances set amount = 100000 where account_id = ${g.accountId} and currency in ('fragments', 'game_coin')`);
    await g.browser.client.call(api.levelUpCard, { params: { instanceId: g.cards[0]!.instanceId }, body: { idempotencyKey: 'level-quest-1' } });
    expect((await g.browser.client.call(api.getQuests)).quests[0]).toMatchObject({ quest: 'level_card', progress: 1 });
    await g.browser.client.call(api.claimQuest, { params: { slot: 0 } });
    expect((await paid(g.accountId, 'quest_reward')).movements).toBe(1);
  });
});
