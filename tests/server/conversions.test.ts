import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../src/contracts/api';
import { CONVERSIONS, conversionQuote, type ConversionKind } from '../../src/content/economy/conversions';
import { ledgerRepository } from '../../server/db/ledgerRepository';
import { allRowCounts, freshKey, grant, ledgerAgrees, newGuest, refusalOf } from './marketKit';
import { createTestApp, type TestApp } from './testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ accounts: { guestQuota: { limit: 100_000, windowSeconds: 3600 } } });
});
afterAll(async () => {
  await t.close();
});

const cases: { kind: ConversionKind; amount: number; receive: number }[] = [
  { kind: 'gold_to_game_coin', amount: 7, receive: 140 },
  { kind: 'invite_points_to_game_coin', amount: 7, receive: 17 },
  { kind: 'game_coin_to_fragments', amount: 99, receive: 2 },
];

describe('conversions', () => {
  it.each(cases)('$kind: the preview is exactly what the conversion moves, in one ledger movement', async ({ kind, amount, receive }) => {
    const { browser, accountId } = await newGuest(t);
    await grant(t, accountId, 'invite_points', 50);
    const rate = CONVERSIONS[kind];
    const preview = await browser.client.call(api.quoteConversion, { params: { kind }, query: { amount } });
    expect(preview.quote).toEqual(conversionQuote(rate, amount));
    expect(preview.quote.receive).toBe(receive);
    expect(preview.affordable).toBe(true);
    const before = await ledgerRepository.balances(t.database.db, accountId);
    const done = await browser.client.call(api.convertCurrency, { params: { kind }, body: { idempotencyKey: freshKey(kind), amount, rateVersion: rate.version } });
    expect(done).toMatchObject({ paid: amount, received: receive, replayed: false });
    expect(done.balances[rate.from]).toBe(before[rate.from] - amount);
    expect(done.balances[rate.to]).toBe(before[rate.to] + receive);
    expect(await ledgerAgrees(t.database.db, accountId)).toBe(true);
  });

  it('a request against an older rate version gets 409 with the new rate; a retry of a done conversion still replays', async () => {
    const { browser, accountId } = await newGuest(t);
    const rate = CONVERSIONS.gold_to_game_coin as { version: number; numerator: number };
    const doneKey = freshKey('before-bump');
    await browser.client.call(api.convertCurrency, { params: { kind: 'gold_to_game_coin' }, body: { idempotencyKey: doneKey, amount: 5, rateVersion: 1 } });
    const before = await allRowCounts(t.database.db);
    rate.version = 2;
    rate.numerator = 18;
    try {
      const stale = await refusalOf(browser.client.call(api.convertCurrency, { params: { kind: 'gold_to_game_coin' }, body: { idempotencyKey: freshKey('stale'), amount: 5, rateVersion: 1 } }));
      expect(stale).toMatchObject({ status: 409, reason: 'rate_changed', field: 'rateVersion', params: { version: 2, numerator: 18, denominator: 1 } });
      expect(await allRowCounts(t.database.db)).toEqual(before);
      const retried = await browser.client.call(api.convertCurrency, { params: { kind: 'gold_to_game_coin' }, body: { idempotencyKey: doneKey, amount: 5, rateVersion: 1 } });
      expect(retried).toMatchObject({ received: 100, replayed: true });
      const fresh = await browser.client.call(api.convertCurrency, { params: { kind: 'gold_to_game_coin' }, body: { idempotencyKey: freshKey('new'), amount: 5, rateVersion: 2 } });
      expect(fresh.received).toBe(90);
    } finally {
      rate.version = 1;
      rate.numerator = 20;
    }
    expect(await ledgerAgrees(t.database.db, accountId)).toBe(true);
  });

  it('30 concurrent conversions with different keys never spend more than held; same-key retries move once', async () => {
    const { browser, accountId } = await newGuest(t);
    // Starter gold is 50: ten conversions of 5 fit, the other twenty are refused.
    const answers = await Promise.allSettled(
      Array.from({ length: 30 }, (_, i) => browser.client.call(api.convertCurrency, { params: { kind: 'gold_to_game_coin' }, body: { idempotencyKey: freshKey(`race-${i}`), amount: 5, rateVersion: 1 } })),
    );
    expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(10);
    for (const a of answers) if (a.status === 'rejected') expect(a.reason).toMatchObject({ status: 409, reason: 'insufficient_funds', params: { currency: 'gold_coin' } });
    const balances = await ledgerRepository.balances(t.database.db, accountId);
    expect(balances.gold_coin).toBe(0);
    expect(await ledgerAgrees(t.database.db, accountId)).toBe(true);

    await grant(t, accountId, 'gold_coin', 10);
    const key = freshKey('same');
    const twins = await Promise.all(Array.from({ length: 8 }, () => browser.client.call(api.convertCurrency, { params: { kind: 'gold_to_game_coin' }, body: { idempotencyKey: key, amount: 10, rateVersion: 1 } })));
    expect(twins.filter((a) => !a.replayed)).toHaveLength(1);
    expect((await ledgerRepository.balances(t.database.db, accountId)).gold_coin).toBe(0);
    const reused = await refusalOf(browser.client.call(api.convertCurrency, { params: { kind: 'gold_to_game_coin' }, body: { idempotencyKey: key, amount: 3, rateVersion: 1 } }));
    expect(reused).toMatchObject({ status: 409, reason: 'idempotency_conflict', field: 'idempotencyKey' });
    expect(await ledgerAgrees(t.database.db, accountId)).toBe(true);
  });

  it('bad input is a 4xx naming the field, and writes nothing', async () => {
    const { browser } = await newGuest(t);
    const before = await allRowCounts(t.database.db);
    const send = (kind: string, body: Record<string, unknown>) => browser.request(`/api/conversions/${kind}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-tcg-csrf': '1' }, body: JSON.stringify({ idempotencyKey: freshKey('bad'), rateVersion: 1, ...body }) });
    for (const [kind, body, field] of [
      ['gold_to_game_coin', { amount: -5 }, 'amount'],
      ['gold_to_game_coin', { amount: 0 }, 'amount'],
      ['gold_to_game_coin', { amount: 1.5 }, 'amount'],
      ['gold_to_game_coin', { amount: 1e300 }, 'amount'],
      ['gold_to_game_coin', { amount: '5' }, 'amount'],
      ['gold_to_game_coin', { amount: 100_001 }, 'amount'],
      ['invite_points_to_game_coin', { amount: 1 }, 'amount'],
      ['fragments_to_gold_coin', { amount: 5 }, 'kind'],
      ['gold_to_game_coin', { amount: 5, rateVersion: 0 }, 'rateVersion'],
      ['gold_to_game_coin', { amount: 5, idempotencyKey: 'x' }, 'idempotencyKey'],
    ] as const) {
      const response = await send(kind, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(((await response.json()) as { error: { field?: string } }).error.field).toBe(field);
    }
    const short = await refusalOf(browser.client.call(api.convertCurrency, { params: { kind: 'invite_points_to_game_coin' }, body: { idempotencyKey: freshKey('none'), amount: 10, rateVersion: 1 } }));
    expect(short).toMatchObject({ status: 409, reason: 'insufficient_funds', params: { currency: 'invite_points', needed: 10, available: 0 } });
    const quote = await refusalOf(browser.client.call(api.quoteConversion, { params: { kind: 'game_coin_to_fragments' }, query: { amount: 39 } }));
    expect(quote).toMatchObject({ status: 400, field: 'amount', reason: 'amount_out_of_range', params: { min: 40 } });
    expect(await allRowCounts(t.database.db)).toEqual(before);
  });
});
