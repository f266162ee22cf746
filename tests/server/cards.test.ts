import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../src/contracts/api';
import { cardStatsAtLevel } from '../../src/rules/cards/cardStatsAtLevel';
import { STARTER_CARD_IDS, STARTER_SPARE_CARD_IDS, burnFragments, levelUpCost } from '../../src/content';
import { cardRepository } from '../../server/db/cardRepository';
import { ledgerRepository } from '../../server/db/ledgerRepository';
import { serverKey } from '../../server/domain/economy/ledgerKey';
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
const key = (label: string) => `test-${label}-${(keySeq += 1)}-${Date.now()}`;

async function guest(): Promise<{ browser: BrowserSession; accountId: string }> {
  const browser = t.browser();
  const { account } = await browser.client.call(api.startAsGuest);
  await freeStarterCards(browser);
  return { browser, accountId: account.id };
}

async function firstOf(browser: BrowserSession, cardId: string) {
  const { cards } = await browser.client.call(api.listCards);
  const card = cards.find((c) => c.cardId === cardId);
  if (!card) throw new Error(`no ${cardId}`);
  return card;
}

/** For each currency: the balance and the sum of the account's ledger entries (they must always agree). */
async function ledgerAgrees(accountId: string): Promise<boolean> {
  const rows = await selectRows<{ balance: string; ledger: string }>(t.database.db, sql`
    select b.amount as balance, coalesce(sum(e.amount), 0) as ledger
    from balances b
    left join ledger_movements m on m.account_id = b.account_id
    left join ledger_entries e on e.movement_id = m.id and e.currency = b.currency
    where b.account_id = ${accountId}
    group by b.currency, b.amount`);
  return rows.every((r) => Number(r.balance) === Number(r.ledger));
}

async function rejection(promise: Promise<unknown>): Promise<{ status: number; field?: string; reason?: string; params?: unknown }> {
  try {
    await promise;
  } catch (error) {
    return error as { status: number; field?: string; reason?: string };
  }
  throw new Error('expected a rejection');
}

describe('ownership', () => {
  it('a new guest owns the starter cards and one spare copy, all at level 1, free', async () => {
    const { browser } = await guest();
    const { cards } = await browser.client.call(api.listCards);
    expect(cards.map((c) => c.cardId).sort()).toEqual([...STARTER_CARD_IDS, ...STARTER_SPARE_CARD_IDS].sort());
    expect(cards.every((c) => c.level === 1 && c.lockedBy === null && c.acquiredHow === 'starter_grant')).toBe(true);
  });

  it('a player never sees or touches another player\'s cards', async () => {
    const a = await guest();
    const b = await guest();
    const theirs = await firstOf(a.browser, 'iron_recruit');
    const refused = await rejection(b.browser.client.call(api.levelUpCard, { params: { instanceId: theirs.instanceId }, body: { idempotencyKey: key('other') } }));
    expect(refused).toMatchObject({ status: 404, reason: 'card_not_found', field: 'instanceId' });
    const burn = await rejection(b.browser.client.call(api.burnCards, { body: { idempotencyKey: key('other'), instanceIds: [theirs.instanceId] } }));
    expect(burn).toMatchObject({ status: 404, reason: 'card_not_found', field: 'instanceIds.0' });
  });
});

describe('level-up', () => {
  it('charges the content cost in one ledger movement, and the new stats are the engine\'s', async () => {
    const { browser, accountId } = await guest();
    const card = await firstOf(browser, 'iron_recruit');
    const before = await ledgerRepository.balances(t.database.db, accountId);
    const cost = levelUpCost('common', 1);
    const result = await browser.client.call(api.levelUpCard, { params: { instanceId: card.instanceId }, body: { idempotencyKey: key('lvl') } });
    expect(result.card).toMatchObject({ instanceId: card.instanceId, level: 2 });
    expect(result.replayed).toBe(false);
    expect(result.balances.fragments).toBe(before.fragments - (cost?.fragments ?? 0));
    expect(result.balances.game_coin).toBe(before.game_coin - (cost?.gameCoin ?? 0));
    const movements = await selectRows<{ reason: string; n: number }>(
      t.database.db,
      sql`select m.reason, count(e.*)::int as n from ledger_movements m join ledger_entries e on e.movement_id = m.id where m.account_id = ${accountId} and m.reason = 'card_level_up' group by m.id, m.reason`,
    );
    expect(movements).toEqual([{ reason: 'card_level_up', n: 2 }]);
    expect(cardStatsAtLevel('iron_recruit', result.card.level).attack).toBeGreaterThan(cardStatsAtLevel('iron_recruit', 1).attack);
    expect(await ledgerAgrees(accountId)).toBe(true);
  });

  it('a retried request with the same key charges once and answers the same card', async () => {
    const { browser, accountId } = await guest();
    const card = await firstOf(browser, 'town_guard');
    const idempotencyKey = key('retry');
    const first = await browser.client.call(api.levelUpCard, { params: { instanceId: card.instanceId }, body: { idempotencyKey } });
    const again = await browser.client.call(api.levelUpCard, { params: { instanceId: card.instanceId }, body: { idempotencyKey } });
    expect(again).toEqual({ ...first, replayed: true });
    expect((await firstOf(browser, 'town_guard')).level).toBe(2);
    expect(await ledgerAgrees(accountId)).toBe(true);
  });

  it('refuses without enough fragments, naming the currency, and writes nothing', async () => {
    const { browser, accountId } = await guest();
    await t.database.db.execute(sql`update balances set amount = 2 where account_id = ${accountId} and currency = 'fragments'`);
    const card = await firstOf(browser, 'street_thief');
    const counts = await rowCounts(t.database.db);
    const refused = await rejection(browser.client.call(api.levelUpCard, { params: { instanceId: card.instanceId }, body: { idempotencyKey: key('poor') } }));
    expect(refused).toMatchObject({ status: 409, reason: 'insufficient_funds', params: { currency: 'fragments', needed: 5, available: 2 } });
    expect(await rowCounts(t.database.db)).toEqual(counts);
    expect((await firstOf(browser, 'street_thief')).level).toBe(1);
  });

  it('refuses at the highest level and for a card listed on the market', async () => {
    const { browser, accountId } = await guest();
    const card = await firstOf(browser, 'apprentice_mage');
    await t.database.db.execute(sql`update card_instances set level = 10 where id = ${card.instanceId}`);
    expect(await rejection(browser.client.call(api.levelUpCard, { params: { instanceId: card.instanceId }, body: { idempotencyKey: key('max') } }))).toMatchObject({ status: 409, reason: 'max_level' });
    const listed = await firstOf(browser, 'temple_acolyte');
    await cardRepository.setLock(t.database.db, accountId, [listed.instanceId], 'market', null);
    expect(await rejection(browser.client.call(api.levelUpCard, { params: { instanceId: listed.instanceId }, body: { idempotencyKey: key('mkt') } }))).toMatchObject({ status: 409, reason: 'card_listed' });
  });

  it('bad input is a 400 naming the field, and nothing is written', async () => {
    const { browser } = await guest();
    const card = await firstOf(browser, 'iron_recruit');
    const counts = await rowCounts(t.database.db);
    const badId = await rejection(browser.client.call(api.levelUpCard, { params: { instanceId: 'not-a-uuid' }, body: { idempotencyKey: key('bad') } }));
    expect(badId).toMatchObject({ status: 400, field: 'instanceId' });
    const badKey = await rejection(browser.client.call(api.levelUpCard, { params: { instanceId: card.instanceId }, body: { idempotencyKey: 'x' } }));
    expect(badKey).toMatchObject({ status: 400, field: 'idempotencyKey' });
    const noIds = await rejection(browser.client.call(api.burnCards, { body: { idempotencyKey: key('bad'), instanceIds: [] } }));
    expect(noIds).toMatchObject({ status: 400, field: 'instanceIds' });
    const twice = await rejection(browser.client.call(api.burnCards, { body: { idempotencyKey: key('bad'), instanceIds: [card.instanceId, card.instanceId] } }));
    expect(twice).toMatchObject({ status: 400, field: 'instanceIds' });
    expect(await rowCounts(t.database.db)).toEqual(counts);
  });
});

describe('burn', () => {
  it('burns the spare copy for the content rate, lists it with when and what it gave, and is idempotent', async () => {
    const { browser, accountId } = await guest();
    const spares = (await browser.client.call(api.listCards)).cards.filter((c) => c.cardId === 'iron_recruit');
    expect(spares).toHaveLength(2);
    const target = spares[1]!;
    const before = await ledgerRepository.balances(t.database.db, accountId);
    const idempotencyKey = key('burn');
    const result = await browser.client.call(api.burnCards, { body: { idempotencyKey, instanceIds: [target.instanceId] } });
    expect(result.fragments).toBe(burnFragments('common', 1));
    expect(result.balances.fragments).toBe(before.fragments + result.fragments);
    expect(result.burned).toEqual([{ instanceId: target.instanceId, cardId: 'iron_recruit', level: 1, burnedAt: t.clock.now().toISOString(), fragments: result.fragments }]);
    const again = await browser.client.call(api.burnCards, { body: { idempotencyKey, instanceIds: [target.instanceId] } });
    expect(again).toEqual({ ...result, replayed: true });
    expect((await browser.client.call(api.listCards)).cards.filter((c) => c.cardId === 'iron_recruit')).toHaveLength(1);
    expect((await browser.client.call(api.listBurnedCards)).burned).toEqual(result.burned);
    expect((await ledgerRepository.balances(t.database.db, accountId)).fragments).toBe(before.fragments + result.fragments);
    expect(await ledgerAgrees(accountId)).toBe(true);
  });

  it('a card in a team or on the market cannot be burned, and a refused batch burns nothing', async () => {
    const { browser, accountId } = await guest();
    const { cards } = await browser.client.call(api.listCards);
    const [free, inTeam, listed] = cards;
    await cardRepository.setLock(t.database.db, accountId, [inTeam!.instanceId], 'team', null);
    await cardRepository.setLock(t.database.db, accountId, [listed!.instanceId], 'market', null);
    const counts = await rowCounts(t.database.db);
    const team = await rejection(browser.client.call(api.burnCards, { body: { idempotencyKey: key('lock'), instanceIds: [free!.instanceId, inTeam!.instanceId] } }));
    expect(team).toMatchObject({ status: 409, reason: 'card_locked', params: { lock: 'team' }, field: 'instanceIds.1' });
    const market = await rejection(browser.client.call(api.burnCards, { body: { idempotencyKey: key('lock'), instanceIds: [listed!.instanceId] } }));
    expect(market).toMatchObject({ status: 409, reason: 'card_locked', params: { lock: 'market' } });
    expect(await rowCounts(t.database.db)).toEqual(counts);
    expect((await browser.client.call(api.listCards)).cards).toHaveLength(cards.length);
  });
});

describe('races', () => {
  it('50 concurrent burns of one card: exactly one burns it, the fragments are credited once', async () => {
    const { browser, accountId } = await guest();
    const card = await firstOf(browser, 'village_militia');
    const before = await ledgerRepository.balances(t.database.db, accountId);
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) => browser.client.call(api.burnCards, { body: { idempotencyKey: key(`race${i}`), instanceIds: [card.instanceId] } })),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    expect(ok).toHaveLength(1);
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toMatchObject({ status: 404, reason: 'card_not_found' });
    expect((await ledgerRepository.balances(t.database.db, accountId)).fragments).toBe(before.fragments + burnFragments('common', 1));
    expect(await ledgerAgrees(accountId)).toBe(true);
  });

  it('50 concurrent level-ups and burns of one card and one balance leave one consistent outcome', async () => {
    const { browser, accountId } = await guest();
    await ledgerRepository.post(t.database.db, {
      accountId,
      reason: 'admin_adjustment',
      reference: null,
      idempotencyKey: serverKey('admin', key('topup')),
      legs: [
        { currency: 'fragments', amount: 100000 - 100 },
        { currency: 'game_coin', amount: 100000 - 1000 },
      ],
    });
    const card = await firstOf(browser, 'iron_recruit');
    const calls = Array.from({ length: 50 }, (_, i) =>
      i === 25
        ? browser.client.call(api.burnCards, { body: { idempotencyKey: key(`mix${i}`), instanceIds: [card.instanceId] } })
        : browser.client.call(api.levelUpCard, { params: { instanceId: card.instanceId }, body: { idempotencyKey: key(`mix${i}`) } }),
    );
    await Promise.allSettled(calls);
    const [row] = await selectRows<{ level: number; burned_at: string | null; burn_fragments: number | null }>(t.database.db, sql`select level, burned_at, burn_fragments from card_instances where id = ${card.instanceId}`);
    const ups = await selectRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from ledger_movements where account_id = ${accountId} and reason = 'card_level_up'`);
    expect(row?.burned_at).not.toBeNull();
    expect(row!.level).toBe(1 + (ups[0]?.n ?? 0));
    expect(row!.burn_fragments).toBe(burnFragments('common', row!.level));
    let spentFragments = 0;
    let spentCoin = 0;
    for (let from = 1; from < row!.level; from += 1) {
      spentFragments += levelUpCost('common', from)?.fragments ?? 0;
      spentCoin += levelUpCost('common', from)?.gameCoin ?? 0;
    }
    const after = await ledgerRepository.balances(t.database.db, accountId);
    expect(after.fragments).toBe(100000 - spentFragments + (row!.burn_fragments ?? 0));
    expect(after.game_coin).toBe(100000 - spentCoin);
    expect(await ledgerAgrees(accountId)).toBe(true);
  });

  it('50 concurrent level-ups on a tight balance: levels match the charges, never below zero', async () => {
    const { browser, accountId } = await guest();
    const card = await firstOf(browser, 'town_guard');
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) => browser.client.call(api.levelUpCard, { params: { instanceId: card.instanceId }, body: { idempotencyKey: key(`tight${i}`) } })),
    );
    const applied = results.filter((r) => r.status === 'fulfilled').length;
    // 1,000 game coin pay 50 fragments' worth of steps: 1->2 (5), 2->3 (10), 3->4 (15) and 4->5 (20), exactly four
    // level-ups; the coin runs out first (100 starter fragments would pay a fifth step).
    expect(applied).toBe(4);
    expect((await firstOf(browser, 'town_guard')).level).toBe(5);
    expect(await ledgerRepository.balances(t.database.db, accountId)).toMatchObject({ fragments: 100 - 50, game_coin: 0 });
    expect(await ledgerAgrees(accountId)).toBe(true);
  });

  it('the same key sent 50 times at once levels the card once', async () => {
    const { browser, accountId } = await guest();
    const card = await firstOf(browser, 'temple_acolyte');
    const idempotencyKey = key('same');
    const results = await Promise.all(Array.from({ length: 50 }, () => browser.client.call(api.levelUpCard, { params: { instanceId: card.instanceId }, body: { idempotencyKey } })));
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(results.every((r) => r.card.level === 2)).toBe(true);
    expect((await ledgerRepository.balances(t.database.db, accountId)).fragments).toBe(100 - 5);
  });
});
