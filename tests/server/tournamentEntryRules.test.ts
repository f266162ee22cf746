import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../src/contracts/api';
import { cardCatalog } from '../../src/content/catalog';
import { tournamentFamily } from '../../src/contracts/tournaments/tournamentRules';
import type { ApiClient } from '../../src/services/api';
import { guestFrom } from './guestFrom';
import { selectRows } from './rowCounts';
import { createTestApp, type TestApp } from './testApp';
import { saveStarterTeam } from './tournamentKit';

let t: TestApp;
let host: { client: ApiClient; accountId: string };
let entrant: { client: ApiClient; accountId: string };

beforeAll(async () => {
  t = await createTestApp({ accounts: { trustProxy: true, auth: undefined } });
  host = await guestFrom(t, '10.9.0.1');
  entrant = await guestFrom(t, '10.9.0.2');
  await saveStarterTeam(entrant.client);
}, 120_000);

afterAll(async () => t?.close());

/** The entrant's game coin, its ledger movements and its entry rows: what a refused entry must leave as they were. */
async function entrantState() {
  const coin = (await entrant.client.call(api.getBalances)).balances.game_coin;
  const movements = await selectRows<{ n: number }>(t.database.db, `select count(*)::int as n from ledger_movements where account_id = '${entrant.accountId}'`);
  const entries = await selectRows<{ n: number }>(t.database.db, `select count(*)::int as n from tournament_entries where account_id = '${entrant.accountId}'`);
  return { coin, movements: movements[0]!.n, entries: entries[0]!.n };
}

/** A private tournament of the host's (or `by`'s: a player runs at most 3) with a fee and these rules; answers its invite code. */
async function privateCup(key: string, rules: { levelCap?: number; family?: (typeof tournamentFamily.options)[number]; bannedCards?: string[] }, by = host): Promise<string> {
  const created = await by.client.call(api.createTournament, { body: { idempotencyKey: `entry-rules-${key}`, name: `Cup ${key}`, maxPlayers: 8, startsInMinutes: 30, entryFee: 20, rules: { bannedCards: [], ...rules } } });
  return created.tournament.inviteCode!;
}

describe('tournament entry rules', () => {
  it('a team above the level cap is refused with the rule and the unit: nothing charged, no entry row', async () => {
    const team = (await entrant.client.call(api.listTeams)).teams[0]!;
    // The team's third unit levelled above the cap of 1 (as a level-up would leave it).
    await t.database.db.execute(`update card_instances set level = 2 where id = '${team.units[2]!.instanceId}'`);
    const code = await privateCup('cap', { levelCap: 1 });
    const before = await entrantState();
    await expect(entrant.client.call(api.joinTournament, { body: { inviteCode: code, teamSlot: 1 } })).rejects.toMatchObject({ status: 422, reason: 'team_breaks_rules', params: { unit: 3, rule: 'level_cap' } });
    expect(await entrantState()).toEqual(before);
    // At the card's own level the same team enters and pays the fee: the refusal was the cap's.
    const code2 = await privateCup('cap2', { levelCap: 2 });
    await entrant.client.call(api.joinTournament, { body: { inviteCode: code2, teamSlot: 1 } });
    expect(await entrantState()).toMatchObject({ coin: before.coin - 20, entries: before.entries + 1 });
  });

  it('a card outside the allowed family is refused with the rule and the unit: nothing charged, no entry row', async () => {
    const team = (await entrant.client.call(api.listTeams)).teams[0]!;
    const families = team.units.map((u) => cardCatalog.units.get(u.cardId)!.families);
    // A family the first unit has and some later unit lacks: the first unit fits, the refusal names the later one.
    const family = tournamentFamily.options.find((f) => families[0]!.includes(f) && families.some((fs) => !fs.includes(f)))!;
    expect(family).toBeDefined();
    const outside = families.findIndex((fs) => !fs.includes(family)) + 1;
    const code = await privateCup('family', { family });
    const before = await entrantState();
    await expect(entrant.client.call(api.joinTournament, { body: { inviteCode: code, teamSlot: 1 } })).rejects.toMatchObject({ status: 422, reason: 'team_breaks_rules', params: { unit: outside, rule: 'family' } });
    expect(await entrantState()).toEqual(before);
  });

  it('a banned card in the team is refused with the rule and the unit: nothing charged, no entry row', async () => {
    const team = (await entrant.client.call(api.listTeams)).teams[0]!;
    const code = await privateCup('ban', { bannedCards: [team.units[1]!.cardId] }, await guestFrom(t, '10.9.0.3'));
    const before = await entrantState();
    await expect(entrant.client.call(api.joinTournament, { body: { inviteCode: code, teamSlot: 1 } })).rejects.toMatchObject({ status: 422, reason: 'team_breaks_rules', params: { unit: 2, rule: 'banned_card' } });
    expect(await entrantState()).toEqual(before);
  });

  it('a ban of a card outside the set, of one card twice or of more than five cards is refused at the boundary: no tournament made', async () => {
    const ids = [...cardCatalog.units.keys()];
    const organiser = await guestFrom(t, '10.9.0.4');
    const made = async () => (await selectRows<{ n: number }>(t.database.db, `select count(*)::int as n from tournaments where created_by = '${organiser.accountId}'`))[0]!.n;
    for (const [key, bannedCards] of [['unknown', ['no-such-card']], ['twice', [ids[0]!, ids[0]!]], ['six', ids.slice(0, 6)]] as const) {
      await expect(privateCup(`bad-${key}`, { bannedCards: [...bannedCards] }, organiser), key).rejects.toMatchObject({ status: 400 });
    }
    expect(await made()).toBe(0);
    // Five different cards of the set are within the limit.
    await privateCup('five', { bannedCards: ids.slice(0, 5) }, organiser);
    expect(await made()).toBe(1);
  });
});
