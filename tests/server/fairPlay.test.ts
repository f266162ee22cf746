import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../src/contracts/api';
import { eloUpdate } from '../../src/content/modes/pvpRating';
import { resultCounts } from '../../server/fairPlay/fairPlay';
import { repositories } from '../../server/db/repositories';
import { battleKey, fight, type Guest } from './battlesKit';
import { guestFrom } from './guestFrom';
import { createTestApp, type TestApp } from './testApp';
import { placeByRole } from '../../src/rules/teams/presetTeams';

// Its own database: matchmaking offers the only defence team there.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ accounts: { trustProxy: true, auth: undefined } });
  t.clock.set(new Date('2026-11-26T09:00:00Z'));
});
afterAll(async () => t?.close());

/** A guest signed in from `ip` with the six starters saved in slot 1 (its first save: the defence team). */
async function player(ip: string): Promise<Guest & { client: Awaited<ReturnType<typeof guestFrom>>['client'] }> {
  const { client, accountId } = await guestFrom(t, ip);
  const { cards } = await client.call(api.listCards);
  const distinct = cards.filter((c, i, all) => all.findIndex((x) => x.cardId === c.cardId) === i).slice(0, 6);
  const placed = placeByRole(distinct.map((c) => ({ instanceId: c.instanceId, cardId: c.cardId, level: c.level })));
  await client.call(api.saveTeam, { params: { slot: 1 }, body: { name: 'Fair', units: placed.map(({ instanceId, position }) => ({ instanceId, position })) } });
  return { client, accountId, cards, browser: { client } as unknown as Guest['browser'] };
}

describe('fair play', () => {
  let a: Awaited<ReturnType<typeof player>>;
  let b: Awaited<ReturnType<typeof player>>;

  it('a duel between accounts sharing sign-in evidence moves no rating; the function tournaments call says so', async () => {
    a = await player('198.51.100.20');
    b = await player('198.51.100.21');
    expect(await resultCounts({ db: t.database.db, repositories }, a.accountId, b.accountId, t.clock.now())).toBe(false);
    const { battle } = await fight(a, { mode: 'pvp', teamSlot: 1, idempotencyKey: battleKey('shared') });
    expect(battle.opponent).toMatchObject({ kind: 'player', playerId: b.accountId });
    expect(battle.attackerRating).toEqual({ before: 1000, after: 1000, change: 0 });
    expect(battle.defenderRating).toEqual({ before: 1000, after: 1000, change: 0 });
  });

  it('repeated duels of the same two accounts in a UTC day move ratings by a half, a quarter … and fully again the next day', async () => {
    // B signs in from elsewhere from now on: the evidence was its only session; now it shares none.
    await t.database.db.execute(sql`update sessions set ip = '203.0.113.9' where account_id = ${b.accountId}`);
    expect(await resultCounts({ db: t.database.db, repositories }, a.accountId, b.accountId, t.clock.now())).toBe(true);
    const duel = async (weight: number) => {
      const { battle } = await fight(a, { mode: 'pvp', teamSlot: 1, idempotencyKey: battleKey('repeat') });
      const score = battle.result === 'win' ? 1 : battle.result === 'loss' ? 0 : 0.5;
      const next = eloUpdate(battle.attackerRating!.before, battle.defenderRating!.before, score, weight);
      expect(battle.attackerRating!.after).toBe(next.attacker);
      expect(battle.defenderRating!.after).toBe(next.defender);
    };
    // The shared-evidence duel of this morning was the pair's first today.
    await duel(0.5);
    await duel(0.25);
    t.clock.set(new Date('2026-11-27T00:00:10Z'));
    await duel(1);
  });
});
