import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../src/contracts/api';
import type { OwnedCard } from '../../src/contracts/cards/ownedCard';
import type { TeamPlacement } from '../../src/contracts/teams/savedTeam';
import { cardRepository } from '../../server/db/cardRepository';
import type { BrowserSession } from './browserSession';
import { rowCounts, selectRows } from './rowCounts';
import { createTestApp, type TestApp } from './testApp';
import { freeStarterCards } from './freeStarterCards';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let keySeq = 0;
const key = (label: string) => `team-${label}-${(keySeq += 1)}-${Date.now()}`;

async function guest(): Promise<{ browser: BrowserSession; accountId: string; cards: OwnedCard[] }> {
  const browser = t.browser();
  const { account } = await browser.client.call(api.startAsGuest);
  await freeStarterCards(browser);
  const { cards } = await browser.client.call(api.listCards);
  // Stable order: by card id, then instance id (the spare copy second).
  cards.sort((a, b) => a.cardId.localeCompare(b.cardId) || a.instanceId.localeCompare(b.instanceId));
  return { browser, accountId: account.id, cards };
}

const placed = (cards: readonly OwnedCard[]): TeamPlacement[] => cards.map((c, position) => ({ instanceId: c.instanceId, position }));

async function rejection(promise: Promise<unknown>): Promise<{ status: number; field?: string; reason?: string; params?: Record<string, unknown> }> {
  try {
    await promise;
  } catch (error) {
    return error as { status: number; field?: string; reason?: string };
  }
  throw new Error('expected a rejection');
}

/** Every table a team write touches, counted (to prove a refused save wrote nothing). */
async function allCounts(): Promise<Record<string, number>> {
  const [teams] = await selectRows<{ n: number }>(t.database.db, 'select count(*)::int as n from teams');
  const [units] = await selectRows<{ n: number }>(t.database.db, 'select count(*)::int as n from team_units');
  const [locked] = await selectRows<{ n: number }>(t.database.db, 'select count(*)::int as n from card_instances where locked_by is not null');
  return { ...(await rowCounts(t.database.db)), teams: teams!.n, team_units: units!.n, locked: locked!.n };
}

/** Copies whose team lock disagrees with membership (must always be none). */
async function lockMismatches(accountId: string): Promise<unknown[]> {
  return selectRows(t.database.db, sql`
    select c.id, c.locked_by, exists (select 1 from team_units u where u.instance_id = c.id) as in_team
    from card_instances c
    where c.account_id = ${accountId} and c.locked_by is distinct from 'market'
      and (c.locked_by = 'team') <> exists (select 1 from team_units u where u.instance_id = c.id)`);
}

describe('saving and listing teams', () => {
  it('with no team (the starter team deleted), a saved team lists with its cards and levels, is the defence team, and locks its copies', async () => {
    const { browser, accountId, cards } = await guest();
    expect(await browser.client.call(api.listTeams)).toEqual({ teams: [], maxTeams: 5 });
    const chosen = cards.slice(0, 4);
    const { team } = await browser.client.call(api.saveTeam, { params: { slot: 1 }, body: { name: '  Vanguard ', units: placed(chosen) } });
    expect(team).toMatchObject({ slot: 1, name: 'Vanguard', defence: true });
    expect(team.units).toEqual(chosen.map((c, position) => ({ instanceId: c.instanceId, cardId: c.cardId, level: 1, position })));
    expect((await browser.client.call(api.listTeams)).teams).toEqual([team]);
    const after = (await browser.client.call(api.listCards)).cards;
    for (const c of after) expect(c.lockedBy).toBe(chosen.some((x) => x.instanceId === c.instanceId) ? 'team' : null);
    expect(await lockMismatches(accountId)).toEqual([]);
  });

  it('saving the same body again changes nothing; a second team is not the defence team', async () => {
    const { browser, cards } = await guest();
    const body = { name: 'Twice', units: placed(cards.slice(0, 2)) };
    const first = await browser.client.call(api.saveTeam, { params: { slot: 2 }, body });
    const counts = await allCounts();
    const again = await browser.client.call(api.saveTeam, { params: { slot: 2 }, body });
    expect(again.team).toEqual(first.team);
    expect(await allCounts()).toEqual(counts);
    const other = await browser.client.call(api.saveTeam, { params: { slot: 4 }, body: { name: 'Other', units: placed(cards.slice(2, 3)) } });
    expect(other.team.defence).toBe(false);
  });

  it('a levelled copy shows its new level in the team', async () => {
    const { browser, cards } = await guest();
    const card = cards.find((c) => c.cardId === 'town_guard')!;
    await browser.client.call(api.saveTeam, { params: { slot: 1 }, body: { name: 'Lvl', units: placed([card]) } });
    await browser.client.call(api.levelUpCard, { params: { instanceId: card.instanceId }, body: { idempotencyKey: key('lvl') } });
    expect((await browser.client.call(api.listTeams)).teams[0]!.units[0]!.level).toBe(2);
  });
});

describe('validation', () => {
  it('the engine refuses a team it cannot field, naming the problem and the unit, and nothing is written', async () => {
    const { browser, cards } = await guest();
    expect(cards).toHaveLength(7);
    const counts = await allCounts();
    const seven = await rejection(browser.client.call(api.saveTeam, { params: { slot: 1 }, body: { name: 'Too many', units: placed(cards) } }));
    expect(seven).toMatchObject({ status: 422, reason: 'invalid_team', field: 'units', params: { problem: 'tooMany' } });
    const taken = await rejection(browser.client.call(api.saveTeam, {
      params: { slot: 1 },
      body: { name: 'Stacked', units: [{ instanceId: cards[0]!.instanceId, position: 3 }, { instanceId: cards[1]!.instanceId, position: 3 }] },
    }));
    expect(taken).toMatchObject({ status: 422, reason: 'invalid_team', params: { problem: 'positionTaken', unit: 2, card: cards[1]!.cardId } });
    const off = await rejection(browser.client.call(api.saveTeam, { params: { slot: 1 }, body: { name: 'Off', units: [{ instanceId: cards[0]!.instanceId, position: 12 }] } }));
    expect(off).toMatchObject({ status: 422, params: { problem: 'position', unit: 1 } });
    const empty = await rejection(browser.client.call(api.saveTeam, { params: { slot: 1 }, body: { name: 'Empty', units: [] } }));
    expect(empty).toMatchObject({ status: 422, params: { problem: 'empty' } });
    expect(await allCounts()).toEqual(counts);
  });

  it('refuses another player\'s copy, a burned copy and a copy on the market, naming the unit', async () => {
    const a = await guest();
    const b = await guest();
    const counts = await allCounts();
    const theirs = await rejection(b.browser.client.call(api.saveTeam, { params: { slot: 1 }, body: { name: 'Thief', units: [{ instanceId: b.cards[0]!.instanceId, position: 0 }, { instanceId: a.cards[0]!.instanceId, position: 1 }] } }));
    expect(theirs).toMatchObject({ status: 404, reason: 'team_card_not_owned', params: { unit: 2 } });
    const listed = a.cards[0]!;
    await cardRepository.setLock(t.database.db, a.accountId, [listed.instanceId], 'market', null);
    const market = await rejection(a.browser.client.call(api.saveTeam, { params: { slot: 1 }, body: { name: 'Market', units: placed([listed]) } }));
    expect(market).toMatchObject({ status: 409, reason: 'team_card_listed', params: { unit: 1 } });
    const spare = a.cards.filter((c) => c.cardId === 'iron_recruit')[1]!;
    await a.browser.client.call(api.burnCards, { body: { idempotencyKey: key('burn'), instanceIds: [spare.instanceId] } });
    const counts2 = await allCounts();
    const burned = await rejection(a.browser.client.call(api.saveTeam, { params: { slot: 1 }, body: { name: 'Ashes', units: placed([spare]) } }));
    expect(burned).toMatchObject({ status: 404, reason: 'team_card_not_owned' });
    expect(await allCounts()).toEqual(counts2);
    expect(counts.teams).toBe(counts2.teams);
  });

  it('bad input is a 400 naming the field, and nothing is written', async () => {
    const { browser, cards } = await guest();
    const counts = await allCounts();
    const units = placed(cards.slice(0, 1));
    expect(await rejection(browser.client.call(api.saveTeam, { params: { slot: 6 }, body: { name: 'Six', units } }))).toMatchObject({ status: 400, field: 'slot' });
    expect(await rejection(browser.client.call(api.saveTeam, { params: { slot: 1 }, body: { name: '   ', units } }))).toMatchObject({ status: 400, field: 'name' });
    expect(await rejection(browser.client.call(api.saveTeam, { params: { slot: 1 }, body: { name: 'x'.repeat(25), units } }))).toMatchObject({ status: 400, field: 'name' });
    expect(await rejection(browser.client.call(api.saveTeam, { params: { slot: 1 }, body: { name: 'Bad', units: [{ instanceId: 'nope', position: 0 }] } }))).toMatchObject({ status: 400, field: 'units.0.instanceId' });
    expect(await rejection(browser.client.call(api.saveTeam, { params: { slot: 1 }, body: { name: 'Twice', units: [...units, { ...units[0]!, position: 1 }] } }))).toMatchObject({ status: 400, field: 'units' });
    expect(await rejection(browser.client.call(api.saveTeam, { params: { slot: 1 }, body: { name: 'Frac', units: [{ ...units[0]!, position: 1.5 }] } }))).toMatchObject({ status: 400, field: 'units.0.position' });
    expect(await allCounts()).toEqual(counts);
  });
});

describe('locks, delete and defence', () => {
  it('a team copy cannot be burned; taken out of every team it can', async () => {
    const { browser, accountId, cards } = await guest();
    const card = cards.find((c) => c.cardId === 'street_thief')!;
    const other = cards.find((c) => c.cardId === 'town_guard')!;
    await browser.client.call(api.saveTeam, { params: { slot: 1 }, body: { name: 'One', units: placed([card, other]) } });
    await browser.client.call(api.saveTeam, { params: { slot: 2 }, body: { name: 'Two', units: placed([card]) } });
    expect(await rejection(browser.client.call(api.burnCards, { body: { idempotencyKey: key('b'), instanceIds: [card.instanceId] } }))).toMatchObject({ status: 409, reason: 'card_locked', params: { lock: 'team' } });
    // Out of team 1, still in team 2: still locked.
    await browser.client.call(api.saveTeam, { params: { slot: 1 }, body: { name: 'One', units: placed([other]) } });
    expect(await rejection(browser.client.call(api.burnCards, { body: { idempotencyKey: key('b'), instanceIds: [card.instanceId] } }))).toMatchObject({ reason: 'card_locked' });
    const { deleted, teams } = await browser.client.call(api.deleteTeam, { params: { slot: 2 } });
    expect(deleted).toBe(true);
    expect(teams.map((x) => x.slot)).toEqual([1]);
    expect(await lockMismatches(accountId)).toEqual([]);
    const burnt = await browser.client.call(api.burnCards, { body: { idempotencyKey: key('b'), instanceIds: [card.instanceId] } });
    expect(burnt.burned).toHaveLength(1);
    expect((await browser.client.call(api.deleteTeam, { params: { slot: 2 } })).deleted).toBe(false);
  });

  it('one defence team: set it, and deleting it passes the role to the lowest remaining slot', async () => {
    const { browser, cards } = await guest();
    for (const slot of [1, 3, 5]) await browser.client.call(api.saveTeam, { params: { slot }, body: { name: `T${slot}`, units: placed(cards.slice(0, 1)) } });
    const defence = (teams: { slot: number; defence: boolean }[]) => teams.filter((x) => x.defence).map((x) => x.slot);
    expect(defence((await browser.client.call(api.listTeams)).teams)).toEqual([1]);
    expect(defence((await browser.client.call(api.setDefenceTeam, { params: { slot: 5 } })).teams)).toEqual([5]);
    expect(defence((await browser.client.call(api.deleteTeam, { params: { slot: 5 } })).teams)).toEqual([1]);
    expect(await rejection(browser.client.call(api.setDefenceTeam, { params: { slot: 2 } }))).toMatchObject({ status: 404, reason: 'team_not_found', params: { slot: 2 } });
  });
});

describe('races', () => {
  it('25 team saves and 25 burns of one copy at once leave it in exactly one state', async () => {
    const { browser, accountId, cards } = await guest();
    const spare = cards.filter((c) => c.cardId === 'iron_recruit')[1]!;
    const mate = cards.find((c) => c.cardId === 'town_guard')!;
    const calls = Array.from({ length: 50 }, (_, i) =>
      i % 2 === 0
        ? browser.client.call(api.saveTeam, { params: { slot: 1 + (i % 5) }, body: { name: `Race ${i}`, units: placed([mate, spare]) } })
        : browser.client.call(api.burnCards, { body: { idempotencyKey: key(`race${i}`), instanceIds: [spare.instanceId] } }),
    );
    const results = await Promise.allSettled(calls);
    const [row] = await selectRows<{ burned_at: string | null; locked_by: string | null; teams: number }>(t.database.db, sql`
      select c.burned_at, c.locked_by, (select count(*)::int from team_units u where u.instance_id = c.id) as teams
      from card_instances c where c.id = ${spare.instanceId}`);
    const burns = results.filter((r, i) => i % 2 === 1 && r.status === 'fulfilled').length;
    if (row!.burned_at) {
      // Burned first: no team holds it, exactly one burn succeeded, every later save was refused.
      expect(row!.teams).toBe(0);
      expect(row!.locked_by).toBeNull();
      expect(burns).toBe(1);
    } else {
      expect(row!.teams).toBeGreaterThan(0);
      expect(row!.locked_by).toBe('team');
      expect(burns).toBe(0);
    }
    for (const [i, r] of results.entries()) {
      if (r.status === 'rejected') expect(r.reason).toMatchObject(i % 2 === 0 ? { reason: 'team_card_not_owned' } : { reason: expect.stringMatching(/card_locked|card_not_found/) });
    }
    expect(await lockMismatches(accountId)).toEqual([]);
  });

  it('concurrent saves and deletes of several slots sharing copies keep every lock equal to membership', async () => {
    const { browser, accountId, cards } = await guest();
    const pool = cards.slice(0, 5);
    const calls = Array.from({ length: 40 }, (_, i) => {
      const slot = 1 + (i % 5);
      if (i % 4 === 3) return browser.client.call(api.deleteTeam, { params: { slot } });
      const units = placed([pool[i % 5]!, pool[(i + 2) % 5]!]);
      return browser.client.call(api.saveTeam, { params: { slot }, body: { name: `Mix ${i}`, units } });
    });
    const results = await Promise.allSettled(calls);
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    expect(await lockMismatches(accountId)).toEqual([]);
    const defence = await selectRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from teams where account_id = ${accountId} and is_defence`);
    const teams = (await browser.client.call(api.listTeams)).teams;
    expect(defence[0]!.n).toBe(teams.length > 0 ? 1 : 0);
  });
});
