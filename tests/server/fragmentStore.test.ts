import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../src/contracts/api';
import { storeOffer, storeRotation } from '../../src/rules/fragmentStore/storeOffer';
import { ledgerRepository } from '../../server/db/ledgerRepository';
import { countRows, grant, guest, key, ledgerAgrees, rejection } from './mysteryTestHelpers';
import { createTestApp, type TestApp } from './testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-11-23T12:00:00Z'));
});
afterAll(async () => {
  await t.close();
});

describe('fragment store', () => {
  it('the offer is derived from the UTC date alone and changes at midnight UTC', () => {
    expect(storeOffer('2026-11-23')).toEqual(storeOffer('2026-11-23'));
    expect(storeOffer('2026-11-23')).not.toEqual(storeOffer('2026-11-24'));
    expect(storeRotation(new Date('2026-11-23T23:59:59Z'))).toBe('2026-11-23');
    expect(storeRotation(new Date('2026-11-24T00:00:00Z'))).toBe('2026-11-24');
    const ids = storeOffer('2026-11-23').map((s) => s.cardId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('buys an offered card for its price, once per key, up to the rotation limit; a stale rotation gets 409 and today', async () => {
    const { browser, accountId } = await guest(t);
    await grant(t.database.db, accountId, 'fragments', 5000);
    const store = await browser.client.call(api.getFragmentStore);
    expect(store.rotation).toBe('2026-11-23');
    expect(store.endsAt).toBe('2026-11-24T00:00:00.000Z');
    const common = store.offer.find((o) => o.rarity === 'common')!;
    const before = (await ledgerRepository.balances(t.database.db, accountId)).fragments;
    const k = key('buy');
    const first = await browser.client.call(api.buyFromFragmentStore, { body: { idempotencyKey: k, rotation: store.rotation, cardId: common.cardId } });
    expect(first).toMatchObject({ replayed: false, bought: 1, limit: common.limit, card: { cardId: common.cardId, acquiredHow: 'fragment_store', level: 1 } });
    expect(first.balances.fragments).toBe(before - common.priceFragments);
    const again = await browser.client.call(api.buyFromFragmentStore, { body: { idempotencyKey: k, rotation: store.rotation, cardId: common.cardId } });
    expect(again).toMatchObject({ replayed: true, card: { instanceId: first.card.instanceId } });
    expect(again.balances.fragments).toBe(first.balances.fragments);
    for (let i = 1; i < common.limit; i += 1) await browser.client.call(api.buyFromFragmentStore, { body: { idempotencyKey: key('more'), rotation: store.rotation, cardId: common.cardId } });
    const over = await rejection(browser.client.call(api.buyFromFragmentStore, { body: { idempotencyKey: key('over'), rotation: store.rotation, cardId: common.cardId } }));
    expect(over).toMatchObject({ status: 409, reason: 'limit_reached', field: 'cardId', params: { limit: common.limit } });
    const stale = await rejection(browser.client.call(api.buyFromFragmentStore, { body: { idempotencyKey: key('stale'), rotation: '2026-11-22', cardId: common.cardId } }));
    expect(stale).toMatchObject({ status: 409, reason: 'offer_rotated', field: 'rotation', params: { rotation: '2026-11-23' } });
    const notOffered = storeOffer('2026-11-23').map((s) => s.cardId).includes('iron_recruit') ? 'apprentice_mage' : 'iron_recruit';
    const missing = await rejection(browser.client.call(api.buyFromFragmentStore, { body: { idempotencyKey: key('none'), rotation: store.rotation, cardId: notOffered } }));
    expect(missing).toMatchObject({ status: 404, reason: 'not_on_offer', field: 'cardId' });
    expect(await ledgerAgrees(t.database.db, accountId)).toBe(true);
  });

  it('bad input is a 400 naming the field; too few fragments changes nothing', async () => {
    const { browser, accountId } = await guest(t);
    const store = await browser.client.call(api.getFragmentStore);
    const rows = await countRows(t.database.db, 'fragment_store_purchases');
    const bad = await rejection(browser.client.call(api.buyFromFragmentStore, { body: { idempotencyKey: key('bad'), rotation: '23-11-2026', cardId: 'x' } }));
    expect(bad).toMatchObject({ status: 400, field: 'rotation' });
    const legendary = store.offer.find((o) => o.rarity === 'legendary')!;
    const before = await ledgerRepository.balances(t.database.db, accountId);
    const poor = await rejection(browser.client.call(api.buyFromFragmentStore, { body: { idempotencyKey: key('poor'), rotation: store.rotation, cardId: legendary.cardId } }));
    expect(poor).toMatchObject({ status: 409, reason: 'insufficient_funds', params: { currency: 'fragments', needed: legendary.priceFragments } });
    expect(await ledgerRepository.balances(t.database.db, accountId)).toEqual(before);
    expect(await countRows(t.database.db, 'fragment_store_purchases')).toBe(rows);
    expect((await browser.client.call(api.getFragmentStore)).offer.find((o) => o.cardId === legendary.cardId)!.bought).toBe(0);
  });

  it('30 concurrent purchases of one card: exactly the limit succeed, each paid once', async () => {
    const { browser, accountId } = await guest(t);
    await grant(t.database.db, accountId, 'fragments', 10_000);
    const store = await browser.client.call(api.getFragmentStore);
    const rare = store.offer.find((o) => o.rarity === 'rare')!;
    const before = (await ledgerRepository.balances(t.database.db, accountId)).fragments;
    const results = await Promise.allSettled(Array.from({ length: 30 }, (_, i) => browser.client.call(api.buyFromFragmentStore, { body: { idempotencyKey: key(`race${i}`), rotation: store.rotation, cardId: rare.cardId } })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(rare.limit);
    expect((await ledgerRepository.balances(t.database.db, accountId)).fragments).toBe(before - rare.limit * rare.priceFragments);
    const copies = (await browser.client.call(api.listCards)).cards.filter((c) => c.acquiredHow === 'fragment_store' && c.cardId === rare.cardId);
    expect(copies).toHaveLength(rare.limit);
    // The same key sent 10 times at once: one purchase.
    const k = key('same');
    const common = store.offer.find((o) => o.rarity === 'common')!;
    const same = await Promise.all(Array.from({ length: 10 }, () => browser.client.call(api.buyFromFragmentStore, { body: { idempotencyKey: k, rotation: store.rotation, cardId: common.cardId } })));
    expect(new Set(same.map((s) => s.card.instanceId)).size).toBe(1);
    expect(same.filter((s) => !s.replayed)).toHaveLength(1);
    expect(await ledgerAgrees(t.database.db, accountId)).toBe(true);
  });
});
