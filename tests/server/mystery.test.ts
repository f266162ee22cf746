import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../src/contracts/api';
import { serverSeedMatches } from '../../src/rules/battles/seedFairness';
import { mysteryDraw } from '../../src/rules/mystery/mysteryDraw';
import { MYSTERY_BOX } from '../../src/content/economy/mysteryShop';
import { ledgerRepository } from '../../server/db/ledgerRepository';
import { countRows, grant, guest, key, ledgerAgrees, rejection } from './mysteryTestHelpers';
import { createTestApp, type TestApp } from './testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('mystery shop', () => {
  it('publishes the box and a commitment before any draw, and never the server seed', async () => {
    const { browser } = await guest(t);
    const shop = await browser.client.call(api.getMysteryShop);
    expect(shop.box.oddsBp).toEqual(MYSTERY_BOX.oddsBp);
    expect(Object.values(shop.box.oddsBp).reduce((a, b) => a + b, 0)).toBe(10_000);
    expect(shop.box.contents.legendary.length).toBeGreaterThan(0);
    expect(shop.seed.serverSeed).toBeNull();
    expect(shop.seed.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(shop.pity).toEqual({ count: 0, after: MYSTERY_BOX.pity.after });
  });

  it('a fragment draw charges the price and grants the drawn copy; draws reproduce from the revealed seed', async () => {
    const { browser, accountId } = await guest(t);
    await grant(t.database.db, accountId, 'fragments', MYSTERY_BOX.fragmentPrice * 12);
    const before = await ledgerRepository.balances(t.database.db, accountId);
    const first = await browser.client.call(api.getMysteryShop);
    const draws = [];
    for (let i = 0; i < 12; i += 1) draws.push(await browser.client.call(api.drawMystery, { body: { idempotencyKey: key('draw'), payment: { kind: 'fragments' } } }));
    expect(draws.at(-1)!.balances.fragments).toBe(before.fragments - 12 * MYSTERY_BOX.fragmentPrice);
    const { cards } = await browser.client.call(api.listCards);
    for (const d of draws) expect(cards.find((c) => c.instanceId === d.card.instanceId)).toMatchObject({ cardId: d.draw.cardId, acquiredHow: 'mystery_shop' });
    // Pity: 12 draws hold at least one epic or better.
    expect(draws.some((d) => d.draw.rarity === 'epic' || d.draw.rarity === 'legendary')).toBe(true);
    const rotated = await browser.client.call(api.rotateMysterySeed, { body: { clientSeed: 'my lucky seed' } });
    expect(rotated.revealed.id).toBe(first.seed.id);
    expect(serverSeedMatches(rotated.revealed.serverSeed!, first.seed.commitment)).toBe(true);
    expect(rotated.active.clientSeed).toBe('my lucky seed');
    expect(rotated.active.serverSeed).toBeNull();
    const history = await browser.client.call(api.listMysteryHistory);
    expect(history.draws).toHaveLength(12);
    for (const d of history.draws) {
      const again = mysteryDraw(history.box, rotated.revealed.serverSeed!, rotated.revealed.clientSeed, d.nonce, d.pityBefore);
      expect({ rarity: again.rarity, cardId: again.cardId }).toEqual({ rarity: d.rarity, cardId: d.cardId });
    }
    expect(history.draws.map((d) => d.nonce).sort((a, b) => a - b)).toEqual([...Array(12).keys()]);
    expect(await ledgerAgrees(t.database.db, accountId)).toBe(true);
  });

  it('a retried draw answers the first one; a different payment under the key is a conflict', async () => {
    const { browser, accountId } = await guest(t);
    await grant(t.database.db, accountId, 'fragments', 500);
    const k = key('retry');
    const a = await browser.client.call(api.drawMystery, { body: { idempotencyKey: k, payment: { kind: 'fragments' } } });
    const b = await browser.client.call(api.drawMystery, { body: { idempotencyKey: k, payment: { kind: 'fragments' } } });
    expect(b.replayed).toBe(true);
    expect(b.draw.id).toBe(a.draw.id);
    expect(b.balances.fragments).toBe(a.balances.fragments);
    const { cards } = await browser.client.call(api.listCards);
    const refused = await rejection(browser.client.call(api.drawMystery, { body: { idempotencyKey: k, payment: { kind: 'cards', instanceIds: cards.slice(0, 3).map((c) => c.instanceId) } } }));
    expect(refused).toMatchObject({ status: 409, reason: 'idempotency_conflict' });
  });

  it('trades exactly three free copies for a draw; a locked, foreign or wrong number of copies is refused, nothing written', async () => {
    const { browser } = await guest(t);
    const other = await guest(t);
    const { cards } = await browser.client.call(api.listCards);
    const theirs = (await other.browser.client.call(api.listCards)).cards[0]!;
    const drawsBefore = await countRows(t.database.db, 'mystery_draws');
    const two = await rejection(browser.client.call(api.drawMystery, { body: { idempotencyKey: key('two'), payment: { kind: 'cards', instanceIds: cards.slice(0, 2).map((c) => c.instanceId) } } }));
    expect(two).toMatchObject({ status: 400, reason: 'wrong_card_count', field: 'payment.instanceIds' });
    const foreign = await rejection(browser.client.call(api.drawMystery, { body: { idempotencyKey: key('foreign'), payment: { kind: 'cards', instanceIds: [cards[0]!.instanceId, cards[1]!.instanceId, theirs.instanceId] } } }));
    expect(foreign).toMatchObject({ status: 404, reason: 'card_not_found', field: 'payment.instanceIds.2' });
    const bad = await rejection(browser.client.call(api.drawMystery, { body: { idempotencyKey: key('bad'), payment: { kind: 'cards', instanceIds: ['nope'] } } } as never));
    expect(bad).toMatchObject({ status: 400, field: 'payment.instanceIds.0' });
    expect(await countRows(t.database.db, 'mystery_draws')).toBe(drawsBefore);
    const traded = cards.slice(0, 3).map((c) => c.instanceId);
    const drawn = await browser.client.call(api.drawMystery, { body: { idempotencyKey: key('trade'), payment: { kind: 'cards', instanceIds: traded } } });
    expect(drawn.draw.paidWith).toBe('cards');
    const after = (await browser.client.call(api.listCards)).cards.map((c) => c.instanceId);
    expect(traded.some((id) => after.includes(id))).toBe(false);
    expect(after).toContain(drawn.card.instanceId);
  });

  it('without fragments a draw is refused with the amounts and changes nothing', async () => {
    const { browser, accountId } = await guest(t);
    // The starter grant pays a first draw (docs/ECONOMY.md "The first session"): leave the player 10 short of one.
    const starting = (await ledgerRepository.balances(t.database.db, accountId)).fragments;
    await grant(t.database.db, accountId, 'fragments', MYSTERY_BOX.fragmentPrice - 10 - starting);
    const before = await ledgerRepository.balances(t.database.db, accountId);
    const refused = await rejection(browser.client.call(api.drawMystery, { body: { idempotencyKey: key('poor'), payment: { kind: 'fragments' } } }));
    expect(refused).toMatchObject({ status: 409, reason: 'insufficient_funds', params: { currency: 'fragments', needed: MYSTERY_BOX.fragmentPrice, available: before.fragments } });
    expect(await ledgerRepository.balances(t.database.db, accountId)).toEqual(before);
    expect((await browser.client.call(api.getMysteryShop)).seed.nextNonce).toBe(0);
  });

  it('concurrent draws: each paid once, nonces 0..n-1 without gaps, pity exact, funds never overdrawn', async () => {
    const { browser, accountId } = await guest(t);
    const starting = (await ledgerRepository.balances(t.database.db, accountId)).fragments;
    await grant(t.database.db, accountId, 'fragments', MYSTERY_BOX.fragmentPrice * 15 - starting);
    const results = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => browser.client.call(api.drawMystery, { body: { idempotencyKey: key(`race${i}`), payment: { kind: 'fragments' } } })));
    const ok = results.filter((r) => r.status === 'fulfilled');
    expect(ok).toHaveLength(15);
    expect((await ledgerRepository.balances(t.database.db, accountId)).fragments).toBe(0);
    const history = await browser.client.call(api.listMysteryHistory);
    const draws = [...history.draws].sort((a, b) => a.nonce - b.nonce);
    expect(draws.map((d) => d.nonce)).toEqual([...Array(15).keys()]);
    let pity = 0;
    for (const d of draws) {
      expect(d.pityBefore).toBe(pity);
      pity = d.rarity === 'epic' || d.rarity === 'legendary' ? 0 : pity + 1;
      expect(pity).toBeLessThan(MYSTERY_BOX.pity.after);
    }
    expect((await browser.client.call(api.getMysteryShop)).pity.count).toBe(pity);
    expect(await ledgerAgrees(t.database.db, accountId)).toBe(true);
  });
});
