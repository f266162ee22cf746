import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../src/contracts/api';
import type { OwnedCard } from '../../src/contracts/cards/ownedCard';
import { MARKET, marketFee } from '../../src/content/economy/market';
import { ledgerRepository } from '../../server/db/ledgerRepository';
import { expireListings } from '../../server/listings/expireListings';
import { repositories } from '../../server/db/repositories';
import type { BrowserSession } from './browserSession';
import { allRowCounts, freshKey, grant, ledgerAgrees, newGuest, refusalOf } from './marketKit';
import { selectRows } from './rowCounts';
import { retryingUnavailable } from './retryingUnavailable';
import { createTestApp, type TestApp } from './testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ accounts: { guestQuota: { limit: 100_000, windowSeconds: 3600 } } });
});
afterAll(async () => {
  await t.close();
});

const balancesOf = (accountId: string) => ledgerRepository.balances(t.database.db, accountId);

async function seller(): Promise<{ browser: BrowserSession; accountId: string; card: OwnedCard }> {
  const g = await newGuest(t);
  const { cards } = await g.browser.client.call(api.listCards);
  const card = cards.find((c) => c.cardId === 'iron_recruit');
  if (!card) throw new Error('no iron_recruit');
  return { ...g, card };
}

const list = (s: { browser: BrowserSession; card: OwnedCard }, price = 500) =>
  s.browser.client.call(api.createListing, { body: { idempotencyKey: freshKey('list'), instanceId: s.card.instanceId, price } });

async function cardRow(instanceId: string) {
  const [row] = await selectRows<{ account_id: string; locked_by: string | null; burned_at: string | null; level: number }>(t.database.db, sql`select account_id, locked_by, burned_at, level from card_instances where id = ${instanceId}`);
  return row;
}

async function activeListings(instanceId: string): Promise<number> {
  const [row] = await selectRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from market_listings where card_instance_id = ${instanceId} and status = 'active'`);
  return Number(row?.n);
}

describe('listing and buying', () => {
  it('lists into escrow, shows the net, and a sale moves coin, fee and card exactly once', async () => {
    const s = await seller();
    const b = await newGuest(t);
    const { listing } = await list(s, 501);
    expect(listing).toMatchObject({ price: 501, fee: marketFee(501), sellerNet: 501 - marketFee(501), status: 'active', mine: true });
    expect((await cardRow(s.card.instanceId))?.locked_by).toBe('market');
    const browse = await b.browser.client.call(api.browseListings, { query: { cardId: 'iron_recruit', family: listing.families[0], element: listing.element, rarity: 'common', minLevel: 1, maxLevel: 1, minPrice: 501, maxPrice: 501 } });
    expect(browse.listings.map((l) => l.id)).toContain(listing.id);
    expect(browse.listings.find((l) => l.id === listing.id)?.mine).toBe(false);

    const [sBefore, bBefore] = [await balancesOf(s.accountId), await balancesOf(b.accountId)];
    const bought = await b.browser.client.call(api.buyListing, { params: { listingId: listing.id }, body: { idempotencyKey: freshKey('buy') } });
    expect(bought.card).toMatchObject({ instanceId: s.card.instanceId, lockedBy: null, acquiredHow: 'market_purchase' });
    expect(bought.balances.game_coin).toBe(bBefore.game_coin - 501);
    expect((await balancesOf(s.accountId)).game_coin).toBe(sBefore.game_coin + 501 - marketFee(501));
    expect((await cardRow(s.card.instanceId))?.account_id).toBe(b.accountId);
    const { trades } = await s.browser.client.call(api.marketHistory);
    expect(trades[0]).toMatchObject({ listingId: listing.id, role: 'sold', price: 501, fee: marketFee(501) });
    const prices = await b.browser.client.call(api.cardPriceHistory, { params: { cardId: 'iron_recruit' } });
    expect(prices.lastSales.some((x) => x.price === 501)).toBe(true);
    expect(prices.days.at(-1)?.sales).toBeGreaterThanOrEqual(1);
    const { cards } = await b.browser.client.call(api.listCards);
    expect(cards.some((c) => c.instanceId === s.card.instanceId)).toBe(true);
    expect(await ledgerAgrees(t.database.db, s.accountId)).toBe(true);
    expect(await ledgerAgrees(t.database.db, b.accountId)).toBe(true);

    const again = await refusalOf(b.browser.client.call(api.buyListing, { params: { listingId: listing.id }, body: { idempotencyKey: freshKey('buy2') } }));
    expect(again).toMatchObject({ status: 409, reason: 'listing_sold' });
    const cancelSold = await refusalOf(s.browser.client.call(api.cancelListing, { params: { listingId: listing.id } }));
    expect(cancelSold).toMatchObject({ status: 409, reason: 'listing_sold' });
  });

  it('refuses the own listing, a poor buyer, a second listing, a team card and prices out of range, changing nothing', async () => {
    const s = await seller();
    const { listing } = await list(s, 800);
    const before = await allRowCounts(t.database.db);
    expect(await refusalOf(s.browser.client.call(api.buyListing, { params: { listingId: listing.id }, body: { idempotencyKey: freshKey('own') } }))).toMatchObject({ status: 403, reason: 'own_listing' });
    const poor = await newGuest(t);
    const poorBalances = await balancesOf(poor.accountId);
    const { listing: pricey } = await list(await seller(), 5_000);
    const refused = await refusalOf(poor.browser.client.call(api.buyListing, { params: { listingId: pricey.id }, body: { idempotencyKey: freshKey('poor') } }));
    expect(refused).toMatchObject({ status: 409, reason: 'insufficient_funds', params: { currency: 'game_coin', needed: 5_000 } });
    expect(await balancesOf(poor.accountId)).toEqual(poorBalances);
    expect(await refusalOf(list(s, 900))).toMatchObject({ status: 409, reason: 'card_listed', field: 'instanceId' });
    const cheap = await seller();
    expect(await refusalOf(list(cheap, MARKET.priceFloor.common - 1))).toMatchObject({ status: 400, reason: 'price_out_of_range', field: 'price', params: { min: MARKET.priceFloor.common } });
    await cheap.browser.client.call(api.saveTeam, { params: { slot: 1 }, body: { name: 'Team', units: [{ instanceId: cheap.card.instanceId, position: 0 }] } });
    expect(await refusalOf(list(cheap, 500))).toMatchObject({ status: 409, reason: 'card_in_team' });
    const after = await allRowCounts(t.database.db);
    expect(after.ledger_movements).toBe((before.ledger_movements ?? 0) + 3); // the three new guests' starter grants only
    expect(after.market_sales ?? 0).toBe(before.market_sales ?? 0);
  });

  it('a listed card cannot be burned, levelled or fielded in a team', async () => {
    const s = await seller();
    await list(s);
    expect(await refusalOf(s.browser.client.call(api.burnCards, { body: { idempotencyKey: freshKey('burn'), instanceIds: [s.card.instanceId] } }))).toMatchObject({ status: 409, reason: 'card_locked', params: { lock: 'market' } });
    expect(await refusalOf(s.browser.client.call(api.levelUpCard, { params: { instanceId: s.card.instanceId }, body: { idempotencyKey: freshKey('lvl') } }))).toMatchObject({ status: 409, reason: 'card_listed' });
    expect(await refusalOf(s.browser.client.call(api.saveTeam, { params: { slot: 1 }, body: { name: 'T', units: [{ instanceId: s.card.instanceId, position: 0 }] } }))).toMatchObject({ status: 409 });
    expect((await cardRow(s.card.instanceId))?.locked_by).toBe('market');
  });

  it('cancel frees the copy; a retried cancel answers again; bulk cancel names what it could not cancel', async () => {
    const s = await seller();
    const { listing } = await list(s);
    const cancelled = await s.browser.client.call(api.cancelListing, { params: { listingId: listing.id } });
    expect(cancelled).toMatchObject({ replayed: false, listing: { status: 'cancelled' } });
    expect((await cardRow(s.card.instanceId))?.locked_by).toBeNull();
    expect((await s.browser.client.call(api.cancelListing, { params: { listingId: listing.id } })).replayed).toBe(true);
    const { cards } = await s.browser.client.call(api.listCards);
    const free = cards.filter((c) => c.lockedBy === null).slice(0, 3);
    const ids = [];
    for (const c of free) ids.push((await s.browser.client.call(api.createListing, { body: { idempotencyKey: freshKey('bulk'), instanceId: c.instanceId, price: 300 } })).listing.id);
    const buyer = await newGuest(t);
    await buyer.browser.client.call(api.buyListing, { params: { listingId: ids[0] ?? '' }, body: { idempotencyKey: freshKey('b') } });
    const other = await seller();
    const { listing: theirs } = await list(other);
    const bulk = await s.browser.client.call(api.cancelListings, { body: { listingIds: [...ids, theirs.id] } });
    expect(bulk.cancelled.sort()).toEqual(ids.slice(1).sort());
    expect(bulk.refused).toEqual(expect.arrayContaining([{ listingId: ids[0], reason: 'listing_sold' }, { listingId: theirs.id, reason: 'listing_not_found' }]));
    for (const c of free.slice(1)) expect((await cardRow(c.instanceId))?.locked_by).toBeNull();
    expect(await refusalOf(s.browser.client.call(api.cancelListing, { params: { listingId: '00000000-0000-4000-8000-000000000000' } }))).toMatchObject({ status: 404, reason: 'listing_not_found' });
  });
});

describe('races', () => {
  it('100 concurrent buyers on one listing: one is charged and gets the card, 99 get 409 with nothing changed', async () => {
    const s = await seller();
    const { listing } = await list(s, 700);
    const buyers = [];
    for (let i = 0; i < 100; i += 1) buyers.push(await newGuest(t));
    const before = await Promise.all(buyers.map((b) => balancesOf(b.accountId)));
    const sBefore = await balancesOf(s.accountId);
    const answers = await Promise.allSettled(buyers.map((b) => { const body = { idempotencyKey: freshKey('race') }; return retryingUnavailable(() => b.browser.client.call(api.buyListing, { params: { listingId: listing.id }, body })); }));
    const winners = answers.flatMap((a, i) => (a.status === 'fulfilled' ? [i] : []));
    expect(winners).toHaveLength(1);
    for (const a of answers) if (a.status === 'rejected') expect(a.reason).toMatchObject({ status: 409, reason: 'listing_sold' });
    const winner = winners[0] ?? -1;
    const after = await Promise.all(buyers.map((b) => balancesOf(b.accountId)));
    after.forEach((balances, i) => expect(balances.game_coin).toBe((before[i]?.game_coin ?? 0) - (i === winner ? 700 : 0)));
    expect((await balancesOf(s.accountId)).game_coin).toBe(sBefore.game_coin + 700 - marketFee(700));
    expect((await cardRow(s.card.instanceId))?.account_id).toBe(buyers[winner]?.accountId);
    const [sales] = await selectRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from market_sales where listing_id = ${listing.id}`);
    expect(Number(sales?.n)).toBe(1);
    for (const b of [s, ...buyers]) expect(await ledgerAgrees(t.database.db, b.accountId)).toBe(true);
  }, 240_000);

  it('list, cancel and buy racing on one card leave it in exactly one place', async () => {
    for (let round = 0; round < 6; round += 1) {
      const s = await seller();
      const b = await newGuest(t);
      const lists = await Promise.allSettled([list(s, 400), list(s, 410), list(s, 420)]);
      expect(lists.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
      expect(await activeListings(s.card.instanceId)).toBe(1);
      const [first] = lists.flatMap((a) => (a.status === 'fulfilled' ? [a.value.listing] : []));
      if (!first) throw new Error('no listing');
      const [cancel, buy] = await Promise.allSettled([
        s.browser.client.call(api.cancelListing, { params: { listingId: first.id } }),
        b.browser.client.call(api.buyListing, { params: { listingId: first.id }, body: { idempotencyKey: freshKey('rb') } }),
      ]);
      expect([cancel.status, buy.status].filter((x) => x === 'fulfilled')).toHaveLength(1);
      const row = await cardRow(s.card.instanceId);
      expect(row?.locked_by).toBeNull();
      expect(row?.account_id).toBe(buy.status === 'fulfilled' ? b.accountId : s.accountId);
      expect(await ledgerAgrees(t.database.db, s.accountId)).toBe(true);
      expect(await ledgerAgrees(t.database.db, b.accountId)).toBe(true);
    }
  }, 120_000);

  it('listing racing burn, level-up and a team save: the card ends in one consistent state', async () => {
    for (let round = 0; round < 4; round += 1) {
      const s = await seller();
      await grant(t, s.accountId, 'fragments', 100);
      const results = await Promise.allSettled([
        list(s),
        s.browser.client.call(api.burnCards, { body: { idempotencyKey: freshKey('rburn'), instanceIds: [s.card.instanceId] } }),
        s.browser.client.call(api.levelUpCard, { params: { instanceId: s.card.instanceId }, body: { idempotencyKey: freshKey('rlvl') } }),
        s.browser.client.call(api.saveTeam, { params: { slot: 2 }, body: { name: 'Race', units: [{ instanceId: s.card.instanceId, position: 0 }] } }),
      ]);
      const [listed, burned, , teamed] = results.map((r) => r.status === 'fulfilled');
      const row = await cardRow(s.card.instanceId);
      const active = await activeListings(s.card.instanceId);
      if (burned) {
        expect(listed || teamed).toBe(false);
        expect(row?.burned_at).not.toBeNull();
      }
      expect(listed && teamed).toBe(false);
      expect(active).toBe(listed ? 1 : 0);
      expect(row?.locked_by).toBe(listed ? 'market' : teamed ? 'team' : null);
      if (listed) {
        const [l] = await selectRows<{ level: number }>(t.database.db, sql`select level from market_listings where card_instance_id = ${s.card.instanceId} and status = 'active'`);
        expect(l?.level).toBe(row?.level);
      }
      expect(await ledgerAgrees(t.database.db, s.accountId)).toBe(true);
    }
  }, 120_000);
});

describe('expiry, history and browse', () => {
  it('an expired listing is hidden, cannot be bought, and any number of sweepers end it once', async () => {
    const s = await seller();
    const b = await newGuest(t);
    const { listing } = await list(s);
    t.clock.advance(MARKET.listingHours * 3600 + 1);
    try {
      const browse = await b.browser.client.call(api.browseListings, { query: { cardId: 'iron_recruit', limit: 50 } });
      expect(browse.listings.some((l) => l.id === listing.id)).toBe(false);
      expect(await refusalOf(b.browser.client.call(api.buyListing, { params: { listingId: listing.id }, body: { idempotencyKey: freshKey('late') } }))).toMatchObject({ status: 409, reason: 'listing_closed', params: { status: 'expired' } });
      const swept = await Promise.all(Array.from({ length: 4 }, () => expireListings({ db: t.database.db, repositories }, { now: t.clock.now(), batch: 3 })));
      expect(swept.reduce((a, n) => a + n, 0)).toBeGreaterThanOrEqual(1);
      expect(await activeListings(s.card.instanceId)).toBe(0);
      expect((await cardRow(s.card.instanceId))?.locked_by).toBeNull();
      const mine = await s.browser.client.call(api.myListings);
      expect(mine.listings.find((l) => l.id === listing.id)?.status).toBe('expired');
      const relisted = await list(s);
      expect(relisted.listing.status).toBe('active');
    } finally {
      t.clock.advance(0);
    }
  });

  it('a trade between accounts sharing sign-in evidence stays out of price history', async () => {
    const s = await seller();
    const b = await newGuest(t);
    const ua = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';
    await t.database.db.execute(sql`update sessions set ip = '198.51.100.7', user_agent = ${ua} where account_id in (${s.accountId}, ${b.accountId})`);
    await grant(t, b.accountId, 'game_coin', 10_000);
    const { listing } = await list(s, 9_999);
    await b.browser.client.call(api.buyListing, { params: { listingId: listing.id }, body: { idempotencyKey: freshKey('wash') } });
    const [sale] = await selectRows<{ in_price_history: boolean }>(t.database.db, sql`select in_price_history from market_sales where listing_id = ${listing.id}`);
    expect(sale?.in_price_history).toBe(false);
    const prices = await b.browser.client.call(api.cardPriceHistory, { params: { cardId: 'iron_recruit' } });
    expect(prices.lastSales.some((x) => x.price === 9_999)).toBe(false);
    expect((await s.browser.client.call(api.marketHistory)).trades[0]).toMatchObject({ listingId: listing.id, role: 'sold' });
  });

  it('cursor pages walk every matching listing once, in order', async () => {
    const s = await seller();
    const { cards } = await s.browser.client.call(api.listCards);
    const prices = [333, 111, 222, 111, 444];
    for (const [i, c] of cards.slice(0, prices.length).entries()) await s.browser.client.call(api.createListing, { body: { idempotencyKey: freshKey('page'), instanceId: c.instanceId, price: (prices[i] ?? 0) + 100_000 } });
    const seen: number[] = [];
    let cursor: string | undefined;
    do {
      const page = await s.browser.client.call(api.browseListings, { query: { minPrice: 100_000, maxPrice: 100_999, limit: 2, sort: 'price_desc', ...(cursor ? { cursor } : {}) } });
      seen.push(...page.listings.map((l) => l.price - 100_000));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual([444, 333, 222, 111, 111]);
  });

  it('bad input is a 4xx naming the field and writes nothing', async () => {
    const s = await seller();
    const before = await allRowCounts(t.database.db);
    const post = (path: string, body: unknown) => s.browser.request(path, { method: 'POST', headers: { 'content-type': 'application/json', 'x-tcg-csrf': '1' }, body: JSON.stringify(body) });
    for (const [price, field] of [[-5, 'price'], [0, 'price'], [10.5, 'price'], [1e20, 'price'], ['500', 'price']] as const) {
      const r = await post('/api/market/listings', { idempotencyKey: freshKey('bad'), instanceId: s.card.instanceId, price });
      expect(r.status).toBe(400);
      expect(((await r.json()) as { error: { field: string } }).error.field).toBe(field);
    }
    const unknownCard = await post('/api/market/listings', { idempotencyKey: freshKey('bad'), instanceId: '00000000-0000-4000-8000-000000000000', price: 500 });
    expect(unknownCard.status).toBe(404);
    expect((await post('/api/market/listings/not-a-uuid/buy', { idempotencyKey: freshKey('bad') })).status).toBe(400);
    const unknown = await post('/api/market/listings/00000000-0000-4000-8000-000000000000/buy', { idempotencyKey: freshKey('bad') });
    expect(unknown.status).toBe(404);
    expect((await s.browser.request('/api/market/listings?cursor=zzzz')).status).toBe(400);
    expect((await s.browser.request('/api/market/listings?minPrice=-1')).status).toBe(400);
    expect((await s.browser.request('/api/market/listings?rarity=mythic')).status).toBe(400);
    expect(await allRowCounts(t.database.db)).toEqual(before);
  });
});
