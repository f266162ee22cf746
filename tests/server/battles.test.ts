import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../src/contracts/api';
import { commitServerSeed, deriveBattleSeed } from '../../src/rules/battles/seedFairness';
import { cardCatalog } from '../../src/content';
import { RANDOM_TEAM_ECONOMY, TOWER_ECONOMY } from '../../src/content/economy/battleRewards';
import { campaignStage } from '../../src/content/modes/campaignStages';
import { campaignTerms } from '../../src/content/modes/campaignTerms';
import { towerFloorCached, towerReward } from '../../src/content/modes/towerFloors';
import { towerMode } from '../../server/battles/modes/towerMode';
import { rankingRepository } from '../../server/db/rankingRepository';
import { verify } from '../../src/engine';
import { placeByRole } from '../../src/rules/teams/presetTeams';
import { cardRepository } from '../../server/db/cardRepository';
import { retryingUnavailable } from './retryingUnavailable';
import { battleCounts, battleKey, fight, newGuest, rejection, saveStarterTeam, type Guest } from './battlesKit';
import { selectRows } from './rowCounts';
import { createTestApp, type TestApp } from './testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const coin = async (g: Guest) => (await g.browser.client.call(api.getMe)).balances.game_coin;

/** Fights `stage` until a win (the seed is random; the starter team wins early stages most of the time). */
async function winCampaign(g: Guest, stageId: string) {
  for (let attempt = 0; attempt < 8; attempt++) {
    const answer = await fight(g, { mode: 'campaign', stageId, teamSlot: 1 });
    if (answer.battle.result === 'win') return answer;
  }
  throw new Error(`could not win ${stageId} in 8 tries`);
}

describe('campaign', () => {
  it('a win pays the first clear once, records stars and unlocks the next stage; a later win pays the repeat reward', async () => {
    const g = await newGuest(t);
    await saveStarterTeam(g);
    const modes = await g.browser.client.call(api.battleModes);
    expect(modes.campaign.chapters.flatMap((c) => c.stages)).toHaveLength(30);
    expect(modes.campaign.chapters[0]!.stages.map((s) => s.state)).toEqual(['open', 'locked', 'locked', 'locked', 'locked']);
    const locked = await rejection(fight(g, { mode: 'campaign', stageId: '1-2', teamSlot: 1 }));
    expect(locked).toMatchObject({ status: 409, reason: 'stage_locked', field: 'stageId', params: { stage: '1-2', previous: '1-1' } });

    const stage = campaignStage('1-1')!;
    const terms = campaignTerms(stage, 5);
    const before = await coin(g);
    const first = await winCampaign(g, '1-1');
    expect(first.battle).toMatchObject({ mode: 'campaign', stageId: '1-1', firstClear: true, rewards: terms.firstClear, staminaCost: terms.stamina });
    expect(first.battle.stars).toBeGreaterThanOrEqual(1);
    expect(first.battle.input.teams[1]).toEqual(stage.enemy);
    const lost = (await g.browser.client.call(api.listBattles, { query: { mode: 'campaign', result: 'loss' } })).items.length;
    const paidCoin = terms.firstClear.find((r) => r.currency === 'game_coin')!.amount;
    expect(first.balances.game_coin).toBe(before + paidCoin);
    expect(first.stamina.current).toBe(120 - terms.stamina * (lost + 1));

    const after = await g.browser.client.call(api.battleModes);
    const chapter = after.campaign.chapters[0]!.stages;
    expect(chapter[0]).toMatchObject({ state: 'cleared', stars: first.battle.stars });
    expect(chapter[1]!.state).toBe('open');
    expect(after.campaign.totalStars).toBe(first.battle.stars);

    const again = await winCampaign(g, '1-1');
    expect(again.battle).toMatchObject({ firstClear: false, rewards: terms.repeat });
    // The answer is built from what was inserted (nothing is read back): it is exactly what is stored.
    for (const answered of [first.battle, again.battle]) {
      expect((await g.browser.client.call(api.getBattle, { params: { id: answered.id } })).battle).toEqual(answered);
    }
  });

  it('refuses an unknown stage and a missing team', async () => {
    const g = await newGuest(t);
    await saveStarterTeam(g);
    expect(await rejection(fight(g, { mode: 'campaign', stageId: '9-9', teamSlot: 1 }))).toMatchObject({ status: 404, reason: 'stage_not_found', field: 'stageId' });
    expect(await rejection(fight(g, { mode: 'campaign', stageId: '1-1', teamSlot: 3 }))).toMatchObject({ status: 404, reason: 'team_not_found', field: 'teamSlot' });
  });
});

describe('verifiable seeds', () => {
  it('anyone re-derives the seed from the revealed server seed and client seed, and the re-run gives the stored hash', async () => {
    const g = await newGuest(t);
    const commit = await g.browser.client.call(api.createSeedCommit);
    expect(commit.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    const { battle } = await g.browser.client.call(api.startBattle, { body: { idempotencyKey: battleKey('seed'), mode: 'random_team', commitId: commit.commitId, clientSeed: 'my lucky seed' } });
    // Public: a browser without a session reads it (share links).
    const { battle: shared } = await t.browser().client.call(api.getBattle, { params: { id: battle.id } });
    expect(shared).toEqual(battle);
    expect(shared.fairness.serverSeedHash).toBe(commit.serverSeedHash);
    expect(commitServerSeed(shared.fairness.serverSeed)).toBe(commit.serverSeedHash);
    expect(deriveBattleSeed(shared.fairness.serverSeed, 'my lucky seed')).toBe(shared.input.seed);
    const rerun = verify(shared.input, cardCatalog);
    expect(rerun.hash).toBe(shared.eventHash);
    expect(rerun.winner).toBe(shared.winner);
    expect(rerun.rounds).toBe(shared.rounds);
  });

  it('a commitment is single use, expires, and belongs to its player', async () => {
    const g = await newGuest(t);
    const other = await newGuest(t);
    const commit = await g.browser.client.call(api.createSeedCommit);
    const body = { mode: 'random_team' as const, commitId: commit.commitId, clientSeed: '' };
    await g.browser.client.call(api.startBattle, { body: { ...body, idempotencyKey: battleKey('once') } });
    const counts = await battleCounts(t, g.accountId);
    expect(await rejection(g.browser.client.call(api.startBattle, { body: { ...body, idempotencyKey: battleKey('twice') } }))).toMatchObject({ status: 409, reason: 'commit_used', field: 'commitId' });
    expect(await battleCounts(t, g.accountId)).toEqual(counts);
    const theirs = await other.browser.client.call(api.createSeedCommit);
    expect(await rejection(g.browser.client.call(api.startBattle, { body: { ...body, commitId: theirs.commitId, idempotencyKey: battleKey('theirs') } }))).toMatchObject({ status: 404, reason: 'commit_not_found' });
    const late = await g.browser.client.call(api.createSeedCommit);
    t.clock.advance(31 * 60);
    expect(await rejection(g.browser.client.call(api.startBattle, { body: { ...body, commitId: late.commitId, idempotencyKey: battleKey('late') } }))).toMatchObject({ status: 409, reason: 'commit_expired' });
  });
});

describe('exactly once', () => {
  it('50 concurrent starts with distinct keys spend stamina and pay rewards once each, until stamina runs out', async () => {
    const g = await newGuest(t);
    const commits = await Promise.all(Array.from({ length: 50 }, () => g.browser.client.call(api.createSeedCommit)));
    const before = await coin(g);
    const answers = await Promise.allSettled(
      commits.map((c, i) => retryingUnavailable(() => g.browser.client.call(api.startBattle, { body: { idempotencyKey: battleKey(`many-${i}`), mode: 'random_team', commitId: c.commitId } }))),
    );
    const won = answers.flatMap((a) => (a.status === 'fulfilled' ? [a.value] : []));
    const refused = answers.flatMap((a) => (a.status === 'rejected' ? [a.reason as { reason: string }] : []));
    const affordable = Math.floor(120 / RANDOM_TEAM_ECONOMY.stamina);
    expect(won).toHaveLength(affordable);
    expect(refused.every((r) => r.reason === 'insufficient_stamina')).toBe(true);
    const paid = won.reduce((sum, a) => sum + a.battle.rewards.reduce((s, r) => s + r.amount, 0), 0);
    expect(await coin(g)).toBe(before + paid);
    const [stored] = await selectRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from battles where attacker_id = ${g.accountId}`);
    expect(stored!.n).toBe(affordable);
    const [movements] = await selectRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from ledger_movements where account_id = ${g.accountId} and reason = 'battle_reward'`);
    expect(movements!.n).toBe(affordable);
    expect((await battleCounts(t, g.accountId)).stamina).toBe(120 - affordable * RANDOM_TEAM_ECONOMY.stamina);
  });

  it('50 concurrent retries of one key fight one battle: the same battle is answered, stamina and rewards taken once', async () => {
    const g = await newGuest(t);
    const commit = await g.browser.client.call(api.createSeedCommit);
    const body = { idempotencyKey: battleKey('retry'), mode: 'random_team' as const, commitId: commit.commitId, clientSeed: 'r' };
    const before = await coin(g);
    const answers = await Promise.all(Array.from({ length: 50 }, () => retryingUnavailable(() => g.browser.client.call(api.startBattle, { body }))));
    expect(new Set(answers.map((a) => a.battle.id)).size).toBe(1);
    expect(answers.filter((a) => !a.replayed)).toHaveLength(1);
    const paid = answers[0]!.battle.rewards.reduce((s, r) => s + r.amount, 0);
    expect(await coin(g)).toBe(before + paid);
    expect((await battleCounts(t, g.accountId)).stamina).toBe(120 - RANDOM_TEAM_ECONOMY.stamina);
    // A retry later still answers the battle; the key reused for another battle is a conflict.
    expect((await g.browser.client.call(api.startBattle, { body })).replayed).toBe(true);
    const other = await g.browser.client.call(api.createSeedCommit);
    expect(await rejection(g.browser.client.call(api.startBattle, { body: { ...body, commitId: other.commitId } }))).toMatchObject({ status: 409, reason: 'idempotency_conflict', field: 'idempotencyKey', params: { differs: 'commitment' } });
  });

  it('a retry under the same key and commitment that asks for another team, mode or client seed is a 409 naming what differs; only the same request replays', async () => {
    const g = await newGuest(t);
    await saveStarterTeam(g);
    const distinct = g.cards.filter((c, i, all) => all.findIndex((x) => x.cardId === c.cardId) === i).slice(0, 3);
    const placed = placeByRole(distinct.map((c) => ({ instanceId: c.instanceId, cardId: c.cardId, level: c.level }))).map(({ instanceId, position }) => ({ instanceId, position }));
    const commit = await g.browser.client.call(api.createSeedCommit, { query: { mode: 'tower' } });
    const body = { idempotencyKey: battleKey('team-retry'), mode: 'tower' as const, units: placed.slice(0, 2), commitId: commit.commitId, clientSeed: 'same' };
    const first = await g.browser.client.call(api.startBattle, { body });
    expect(first.replayed).toBe(false);
    const counts = await battleCounts(t, g.accountId);
    const swapped = [{ ...placed[0]!, position: placed[1]!.position }, { ...placed[1]!, position: placed[0]!.position }];
    const retries: [Record<string, unknown>, string][] = [
      [{ units: placed }, 'team'],
      [{ units: [placed[0]!, placed[2]!] }, 'team'],
      [{ units: swapped }, 'team'],
      [{ units: undefined, teamSlot: 1 }, 'team'],
      [{ mode: 'campaign', stageId: '1-1' }, 'mode'],
      [{ clientSeed: 'other' }, 'client_seed'],
    ];
    for (const [change, differs] of retries) {
      const answer = await rejection(g.browser.client.call(api.startBattle, { body: { ...body, ...change } as never }));
      expect(answer, JSON.stringify(change)).toMatchObject({ status: 409, reason: 'idempotency_conflict', field: 'idempotencyKey', params: { differs } });
    }
    expect(await battleCounts(t, g.accountId)).toEqual(counts);
    const again = await g.browser.client.call(api.startBattle, { body });
    expect(again).toMatchObject({ replayed: true, battle: { id: first.battle.id } });
  });
});

describe('ownership and validation', () => {
  it('no battle with someone else\'s card, a listed card or an invalid team; nothing is written', async () => {
    const a = await newGuest(t);
    const b = await newGuest(t);
    await saveStarterTeam(a);
    const counts = await battleCounts(t, b.accountId);
    const stolen = await rejection(fight(b, { mode: 'tower', units: [{ instanceId: b.cards[0]!.instanceId, position: 0 }, { instanceId: a.cards[0]!.instanceId, position: 1 }] }));
    expect(stolen).toMatchObject({ status: 404, reason: 'team_card_not_owned', field: 'units', params: { unit: 2 } });
    const seven = await rejection(fight(b, { mode: 'tower', units: b.cards.map((c, position) => ({ instanceId: c.instanceId, position })) }));
    expect(seven).toMatchObject({ status: 422, reason: 'invalid_team', params: { problem: 'tooMany' } });
    await cardRepository.setLock(t.database.db, b.accountId, [b.cards[1]!.instanceId], 'market', null);
    const listed = await rejection(fight(b, { mode: 'pvp', units: [{ instanceId: b.cards[1]!.instanceId, position: 0 }] }));
    expect(listed).toMatchObject({ status: 409, reason: 'team_card_listed', params: { unit: 1 } });
    expect(await battleCounts(t, b.accountId)).toEqual(counts);
  });

  it('bad input is a 400 naming the field, and nothing is written', async () => {
    const g = await newGuest(t);
    const commit = await g.browser.client.call(api.createSeedCommit);
    const counts = await battleCounts(t, g.accountId);
    const base = { idempotencyKey: battleKey('bad'), mode: 'random_team', commitId: commit.commitId };
    const cases: [unknown, string][] = [
      [{ ...base, mode: 'arena' }, 'mode'],
      [{ ...base, commitId: 'nope' }, 'commitId'],
      [{ ...base, clientSeed: 'tab\there' }, 'clientSeed'],
      [{ ...base, idempotencyKey: 'x' }, 'idempotencyKey'],
      [{ ...base, mode: 'campaign', teamSlot: 1 }, 'stageId'],
      [{ ...base, mode: 'tower' }, 'teamSlot'],
      [{ ...base, mode: 'tower', teamSlot: 9 }, 'teamSlot'],
    ];
    for (const [body, field] of cases) {
      const response = await g.browser.client.call(api.startBattle, { body: body as never }).then(() => null, (e: { status: number; field?: string }) => e);
      expect(response, JSON.stringify(body)).toMatchObject({ status: 400, field });
    }
    expect(await battleCounts(t, g.accountId)).toEqual(counts);
  });
});

describe('tower and random teams', () => {
  it('the tower offers the floor above the best; a win records it and pays the floor once', async () => {
    const g = await newGuest(t);
    await saveStarterTeam(g);
    expect((await g.browser.client.call(api.battleModes)).tower).toMatchObject({ bestFloor: 0, nextFloor: 1 });
    let answer = await fight(g, { mode: 'tower', teamSlot: 1 });
    for (let i = 0; i < 8 && answer.battle.result !== 'win'; i++) {
      expect(answer.battle).toMatchObject({ floor: 1, rewards: [] });
      answer = await fight(g, { mode: 'tower', teamSlot: 1 });
    }
    expect(answer.battle).toMatchObject({ floor: 1, result: 'win', rewards: towerReward(1), staminaCost: TOWER_ECONOMY.stamina });
    const tower = (await g.browser.client.call(api.battleModes)).tower;
    expect(tower).toMatchObject({ bestFloor: 1, nextFloor: 2, nextReward: towerReward(2) });
    expect(tower.nextEnemy.units.length).toBeGreaterThanOrEqual(2);
    expect((await fight(g, { mode: 'tower', teamSlot: 1 })).battle.floor).toBe(2);
  });

  it('a searched floor is searched before the battle\'s transaction (warm), so the transaction holds no search', async () => {
    const g = await newGuest(t);
    await saveStarterTeam(g);
    await fight(g, { mode: 'tower', teamSlot: 1 });
    await rankingRepository.updateStats(t.database.db, g.accountId, { bestFloor: 14 });
    expect(towerFloorCached(15)).toBe(false);
    await towerMode.warm!({ db: t.database.db, repositories: t.repositories }, g.accountId);
    expect(towerFloorCached(15)).toBe(true);
    expect((await fight(g, { mode: 'tower', teamSlot: 1 })).battle.floor).toBe(15);
  });

  it('random-team battles deal both sides random teams at equal level; the player\'s cards do not fight', async () => {
    const g = await newGuest(t);
    const { battle } = await fight(g, { mode: 'random_team' });
    const levels = battle.input.teams.flatMap((team) => team.units.map((u) => u.level));
    expect(new Set(levels)).toEqual(new Set([5]));
    expect(battle.input.teams[0].units).toHaveLength(6);
    expect(battle.input.teams[1].units).toHaveLength(6);
    expect(battle.rewards).toEqual(battle.result === 'win' ? RANDOM_TEAM_ECONOMY.win : RANDOM_TEAM_ECONOMY.loss);
    expect(battle.opponent.kind).toBe('random');
  });
});

describe('history', () => {
  it('lists the player\'s battles newest first, filtered, with cursor pages that neither repeat nor skip', async () => {
    const g = await newGuest(t);
    await saveStarterTeam(g);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      t.clock.advance(1);
      ids.push((await fight(g, { mode: i % 2 === 0 ? 'random_team' : 'tower', ...(i % 2 === 0 ? {} : { teamSlot: 1 }) })).battle.id);
    }
    const all = await g.browser.client.call(api.listBattles);
    expect(all.items.map((e) => e.id)).toEqual([...ids].reverse());
    expect(all.nextCursor).toBeNull();
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await g.browser.client.call(api.listBattles, { query: { limit: 2, ...(cursor ? { cursor } : {}) } });
      seen.push(...page.items.map((e) => e.id));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual([...ids].reverse());
    const random = await g.browser.client.call(api.listBattles, { query: { mode: 'random_team' } });
    expect(random.items.map((e) => e.id)).toEqual([ids[4], ids[2], ids[0]]);
    const wins = await g.browser.client.call(api.listBattles, { query: { result: 'win' } });
    expect(wins.items.every((e) => e.result === 'win')).toBe(true);
    const bad = await rejection(g.browser.client.call(api.listBattles, { query: { mode: 'nope' as never } }));
    expect(bad).toMatchObject({ status: 400, field: 'mode' });
  });
});
