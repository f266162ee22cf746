import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Environment } from '@apple/app-store-server-library';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../src/contracts/api';
import { GOODS_PACKS } from '../../src/content/economy/purchases';
import { ledgerRepository } from '../../server/db/ledgerRepository';
import { countRows, grant, guest, ledgerAgrees, rejection } from './mysteryTestHelpers';
import { startBotApiStandIn, STAND_IN_BOT_TOKEN, type BotApiStandIn } from './botApiStandIn';
import { makeTestAppleChain, type TestAppleChain } from './purchaseCertificates';
import { selectRows } from './rowCounts';
import { createTestApp, type TestApp } from './testApp';

const BUNDLE = 'game.tcg.test';
const SECRET = 'webhook-secret-123';
const pack = GOODS_PACKS[1]!;

let chain: TestAppleChain;
let t: TestApp;
let bot: BotApiStandIn;

beforeAll(async () => {
  chain = await makeTestAppleChain();
  bot = await startBotApiStandIn();
  t = await createTestApp({
    purchases: {
      apple: { rootCertificates: [chain.rootDer], bundleId: BUNDLE, appAppleId: undefined, environment: Environment.SANDBOX, onlineChecks: false },
      stars: { botToken: STAND_IN_BOT_TOKEN, apiBaseUrl: bot.url, webhookSecret: SECRET },
    },
  });
});
afterAll(async () => {
  await t.close();
  bot.server.close();
});

function transaction(accountId: string, overrides: Record<string, unknown> = {}) {
  const now = Date.now();
  return {
    transactionId: String(2000000000 + Math.floor(Math.random() * 1e9)),
    originalTransactionId: '1',
    bundleId: BUNDLE,
    productId: pack.appleProductId,
    purchaseDate: now,
    signedDate: now,
    quantity: 1,
    type: 'Consumable',
    inAppOwnershipType: 'PURCHASED',
    environment: 'Sandbox',
    appAccountToken: accountId,
    ...overrides,
  };
}

const gold = async (accountId: string) => (await ledgerRepository.balances(t.database.db, accountId)).gold_coin;

/** Apple's REFUND notification (v2) for a transaction, its transaction info signed by the test chain. */
async function refundNotification(tx: ReturnType<typeof transaction>) {
  return {
    notificationType: 'REFUND',
    notificationUUID: randomUUID(),
    version: '2.0',
    signedDate: Date.now(),
    data: { bundleId: BUNDLE, environment: 'Sandbox', signedTransactionInfo: await chain.sign({ ...tx, revocationDate: Date.now(), revocationReason: 0 }) },
  };
}

describe('App Store purchases', () => {
  it('a verified transaction credits its pack once; replays credit nothing; another account cannot reuse it', async () => {
    const { browser, accountId } = await guest(t);
    const before = await gold(accountId);
    const tx = transaction(accountId);
    const signed = await chain.sign(tx);
    const first = await browser.client.call(api.verifyApplePurchase, { body: { signedTransaction: signed } });
    expect(first).toMatchObject({ replayed: false, purchase: { channel: 'apple', packId: pack.id, gold: pack.gold, status: 'credited' } });
    expect(await gold(accountId)).toBe(before + pack.gold);
    const again = await browser.client.call(api.verifyApplePurchase, { body: { signedTransaction: signed } });
    expect(again.replayed).toBe(true);
    const racing = await Promise.all(Array.from({ length: 5 }, () => browser.client.call(api.verifyApplePurchase, { body: { signedTransaction: signed } })));
    expect(racing.every((r) => r.replayed)).toBe(true);
    expect(await gold(accountId)).toBe(before + pack.gold);
    const other = await guest(t);
    const stolen = await rejection(other.browser.client.call(api.verifyApplePurchase, { body: { signedTransaction: await chain.sign({ ...tx, appAccountToken: undefined }) } }));
    expect(stolen).toMatchObject({ status: 409, reason: 'transaction_used', field: 'signedTransaction' });
    const mine = await browser.client.call(api.getPurchases);
    expect(mine.channels).toEqual({ apple: true, telegramStars: true });
    expect(mine.purchases).toHaveLength(1);
    expect(await ledgerAgrees(t.database.db, accountId)).toBe(true);
  });

  it('refuses a wrong bundle, a wrong environment, a tampered or untrusted signature, an unknown product, another account', async () => {
    const { browser, accountId } = await guest(t);
    const rows = await countRows(t.database.db, 'purchases');
    const cases: [Promise<string>, string][] = [
      [chain.sign(transaction(accountId, { bundleId: 'com.other.app' })), 'wrong_app'],
      [chain.sign(transaction(accountId, { environment: 'Production' })), 'wrong_environment'],
      [chain.sign(transaction(accountId, { environment: 'Xcode' })), 'wrong_environment'],
      [chain.signUntrusted(transaction(accountId)), 'invalid_signature'],
      [chain.sign(transaction(accountId, { productId: 'game.tcg.unknown' })), 'unknown_product'],
      [chain.sign(transaction(accountId, { appAccountToken: randomUUID() })), 'account_mismatch'],
      [chain.sign(transaction(accountId, { revocationDate: Date.now(), revocationReason: 1 })), 'transaction_revoked'],
    ];
    for (const [signed, reason] of cases) {
      const refused = await rejection(browser.client.call(api.verifyApplePurchase, { body: { signedTransaction: await signed } }));
      expect(refused, reason).toMatchObject({ reason, field: 'signedTransaction' });
    }
    // Tampered: the payload changed after signing (gold pack swapped for the largest).
    const [h, p, s] = (await chain.sign(transaction(accountId))).split('.');
    const payload = JSON.parse(Buffer.from(p!, 'base64url').toString()) as Record<string, unknown>;
    const forgedPayload = Buffer.from(JSON.stringify({ ...payload, productId: GOODS_PACKS[2]!.appleProductId })).toString('base64url');
    expect(await rejection(browser.client.call(api.verifyApplePurchase, { body: { signedTransaction: `${h}.${forgedPayload}.${s}` } }))).toMatchObject({ status: 422, reason: 'invalid_signature' });
    expect(await rejection(browser.client.call(api.verifyApplePurchase, { body: { signedTransaction: 'not a jws' } }))).toMatchObject({ status: 400, field: 'signedTransaction' });
    expect(await countRows(t.database.db, 'purchases')).toBe(rows);
  });

  it('a refund notification debits once (deduplicated by notification id); a forged notification is refused', async () => {
    const { browser, accountId } = await guest(t);
    const tx = transaction(accountId);
    await browser.client.call(api.verifyApplePurchase, { body: { signedTransaction: await chain.sign(tx) } });
    const after = await gold(accountId);
    const notification = await refundNotification(tx);
    const post = (signedPayload: string) => t.request('/api/purchases/apple/notifications', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ signedPayload }) });
    const forged = await post(await chain.signUntrusted(notification));
    expect(forged.status).toBe(400);
    expect(await gold(accountId)).toBe(after);
    const signed = await chain.sign(notification);
    const answers = await Promise.all([post(signed), post(signed), post(signed)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(await gold(accountId)).toBe(after - pack.gold);
    expect((await browser.client.call(api.getPurchases)).purchases[0]).toMatchObject({ status: 'refunded' });
    // A second REFUND notification (new id) for the same transaction takes nothing more.
    expect((await post(await chain.sign({ ...notification, notificationUUID: randomUUID() }))).status).toBe(200);
    expect(await gold(accountId)).toBe(after - pack.gold);
    expect(await ledgerAgrees(t.database.db, accountId)).toBe(true);
  });

  it('the unsigned Xcode/LocalTesting environments are refused unless a test allows them', async () => {
    const local = await createTestApp({ purchases: { apple: { rootCertificates: [chain.rootDer], bundleId: BUNDLE, appAppleId: undefined, environment: Environment.LOCAL_TESTING, onlineChecks: false }, stars: null } });
    try {
      const { browser, accountId } = await guest(local);
      const unsigned = await chain.signUntrusted(transaction(accountId, { environment: 'LocalTesting' }));
      expect(await rejection(browser.client.call(api.verifyApplePurchase, { body: { signedTransaction: unsigned } }))).toMatchObject({ status: 422, reason: 'wrong_environment' });
    } finally {
      await local.close();
    }
  });
});

describe('Telegram Stars', () => {
  const webhook = (update: Record<string, unknown>, secret = SECRET) =>
    t.request('/api/purchases/telegram/webhook', { method: 'POST', headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': secret }, body: JSON.stringify(update) });

  it('invoice in XTR, pre-checkout re-validated, credited once per charge id under duplicate webhooks, refund debits', async () => {
    const { browser, accountId } = await guest(t);
    const invoice = await browser.client.call(api.createStarsInvoice, { body: { packId: pack.id } });
    expect(invoice.stars).toBe(pack.stars);
    const created = bot.calls.find((c) => c.method === 'createInvoiceLink' && c.body.payload === invoice.orderId)!;
    expect(created.body).toMatchObject({ currency: 'XTR', prices: [{ amount: pack.stars }] });
    expect(created.body.provider_token).toBeUndefined();

    expect((await webhook({ update_id: 1, pre_checkout_query: { id: 'q1', from: { id: 7 }, currency: 'XTR', total_amount: pack.stars, invoice_payload: invoice.orderId } })).status).toBe(200);
    expect(bot.calls.find((c) => c.method === 'answerPreCheckoutQuery' && c.body.pre_checkout_query_id === 'q1')!.body).toMatchObject({ ok: true });
    await webhook({ update_id: 2, pre_checkout_query: { id: 'q2', from: { id: 7 }, currency: 'XTR', total_amount: 1, invoice_payload: invoice.orderId } });
    expect(bot.calls.find((c) => c.body.pre_checkout_query_id === 'q2')!.body).toMatchObject({ ok: false });

    const before = await gold(accountId);
    const paid = { update_id: 3, message: { from: { id: 7 }, successful_payment: { currency: 'XTR', total_amount: pack.stars, invoice_payload: invoice.orderId, telegram_payment_charge_id: 'charge-abc-1' } } };
    expect((await webhook(paid, 'wrong-secret')).status).toBe(403);
    expect(await gold(accountId)).toBe(before);
    const answers = await Promise.all(Array.from({ length: 8 }, () => webhook(paid)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(await gold(accountId)).toBe(before + pack.gold);
    // The paid order cannot pass pre-checkout again.
    await webhook({ update_id: 4, pre_checkout_query: { id: 'q3', from: { id: 7 }, currency: 'XTR', total_amount: pack.stars, invoice_payload: invoice.orderId } });
    expect(bot.calls.find((c) => c.body.pre_checkout_query_id === 'q3')!.body).toMatchObject({ ok: false });

    await webhook({ update_id: 5, message: { refunded_payment: { currency: 'XTR', total_amount: pack.stars, invoice_payload: invoice.orderId, telegram_payment_charge_id: 'charge-abc-1' } } });
    await webhook({ update_id: 5, message: { refunded_payment: { currency: 'XTR', total_amount: pack.stars, invoice_payload: invoice.orderId, telegram_payment_charge_id: 'charge-abc-1' } } });
    expect(await gold(accountId)).toBe(before);
    expect(await ledgerAgrees(t.database.db, accountId)).toBe(true);
  });

  it('an unknown pack is a 404 naming the field; bad input writes nothing', async () => {
    const { browser } = await guest(t);
    const orders = await countRows(t.database.db, 'stars_orders');
    expect(await rejection(browser.client.call(api.createStarsInvoice, { body: { packId: 'gold_999' } }))).toMatchObject({ status: 404, reason: 'pack_not_found', field: 'packId' });
    expect(await rejection(browser.client.call(api.createStarsInvoice, { body: { packId: 'BAD PACK' } }))).toMatchObject({ status: 400, field: 'packId' });
    expect(await countRows(t.database.db, 'stars_orders')).toBe(orders);
  });
});

/** A player's 1-gold conversion under `idempotencyKey`: the client key an attacker chooses. */
async function convertOneGold(browser: Awaited<ReturnType<typeof guest>>['browser'], idempotencyKey: string) {
  return browser.client.call(api.convertCurrency, { params: { kind: 'gold_to_game_coin' }, body: { idempotencyKey, amount: 1, rateVersion: 1 } });
}

/** How many movements of `reason` the account has. */
async function movementsOf(accountId: string, reason: string): Promise<number> {
  const rows = await selectRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from ledger_movements where account_id = ${accountId} and reason = ${reason}`);
  return Number(rows[0]?.n);
}

describe('a player cannot take the keys of purchases and refunds', () => {
  it('a conversion under "refund:apple:<T>" does not stop Apple\'s refund of T from taking the gold back', async () => {
    const { browser, accountId } = await guest(t);
    const tx = transaction(accountId);
    await browser.client.call(api.verifyApplePurchase, { body: { signedTransaction: await chain.sign(tx) } });
    await convertOneGold(browser, `refund:apple:${tx.transactionId}`);
    const held = await gold(accountId);
    const notification = await refundNotification(tx);
    const post = async () =>
      (await t.request('/api/purchases/apple/notifications', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ signedPayload: await chain.sign(notification) }) })).status;
    expect(await post()).toBe(200);
    expect(await post()).toBe(200);
    expect(await gold(accountId)).toBe(held - Math.min(pack.gold, held));
    expect(await movementsOf(accountId, 'purchase_refund')).toBe(1);
    expect((await browser.client.call(api.getPurchases)).purchases[0]).toMatchObject({ status: 'refunded' });
    expect(await ledgerAgrees(t.database.db, accountId)).toBe(true);
  });

  it('conversions under a transaction\'s purchase keys (now and before 0013) do not stop its credit', async () => {
    const { browser, accountId } = await guest(t);
    await grant(t.database.db, accountId, 'gold_coin', 2);
    const tx = transaction(accountId);
    await convertOneGold(browser, `purchase:apple:${tx.transactionId}`);
    await convertOneGold(browser, `apple:${tx.transactionId}`);
    const before = await gold(accountId);
    const bought = await browser.client.call(api.verifyApplePurchase, { body: { signedTransaction: await chain.sign(tx) } });
    expect(bought).toMatchObject({ replayed: false, purchase: { status: 'credited' } });
    expect(await gold(accountId)).toBe(before + pack.gold);
    expect(await movementsOf(accountId, 'purchase')).toBe(1);
  });

  it('a conversion under "refund:telegram_stars:<charge>" does not stop Telegram\'s refunded_payment; nor the purchase keys its credit', async () => {
    const { browser, accountId } = await guest(t);
    await grant(t.database.db, accountId, 'gold_coin', 3);
    const charge = `charge-attack-${randomUUID()}`;
    await convertOneGold(browser, `purchase:telegram_stars:${charge}`);
    await convertOneGold(browser, `telegram_stars:${charge}`);
    const invoice = await browser.client.call(api.createStarsInvoice, { body: { packId: pack.id } });
    const webhook = (update: Record<string, unknown>) =>
      t.request('/api/purchases/telegram/webhook', { method: 'POST', headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': SECRET }, body: JSON.stringify(update) });
    const before = await gold(accountId);
    const payment = { currency: 'XTR', total_amount: pack.stars, invoice_payload: invoice.orderId, telegram_payment_charge_id: charge };
    expect((await webhook({ update_id: 101, message: { from: { id: 7 }, successful_payment: payment } })).status).toBe(200);
    expect(await gold(accountId)).toBe(before + pack.gold);
    await convertOneGold(browser, `refund:telegram_stars:${charge}`);
    const held = await gold(accountId);
    expect((await webhook({ update_id: 102, message: { refunded_payment: payment } })).status).toBe(200);
    expect((await webhook({ update_id: 102, message: { refunded_payment: payment } })).status).toBe(200);
    expect(await gold(accountId)).toBe(held - pack.gold);
    expect(await movementsOf(accountId, 'purchase')).toBe(1);
    expect(await movementsOf(accountId, 'purchase_refund')).toBe(1);
    expect(await ledgerAgrees(t.database.db, accountId)).toBe(true);
  });
});

describe('a server without a payment channel', () => {
  it('answers 503 "unavailable" (not "internal") naming no field', async () => {
    const bare = await createTestApp({ purchases: { apple: null, stars: null } });
    try {
      const { browser } = await guest(bare);
      expect(await rejection(browser.client.call(api.createStarsInvoice, { body: { packId: pack.id } }))).toMatchObject({ status: 503, code: 'unavailable', reason: 'channel_unavailable', field: undefined });
      expect(await rejection(browser.client.call(api.verifyApplePurchase, { body: { signedTransaction: await chain.sign(transaction(randomUUID())) } }))).toMatchObject({
        status: 503,
        code: 'unavailable',
        reason: 'channel_unavailable',
        field: undefined,
      });
      const apple = await bare.request('/api/purchases/apple/notifications', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ signedPayload: await chain.sign({ notificationType: 'REFUND', notificationUUID: randomUUID() }) }) });
      expect(apple.status).toBe(503);
      expect(await apple.json()).toMatchObject({ error: { code: 'unavailable' } });
      const stars = await bare.request('/api/purchases/telegram/webhook', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ update_id: 1 }) });
      expect(stars.status).toBe(503);
      expect(await stars.json()).toMatchObject({ error: { code: 'unavailable' } });
    } finally {
      await bare.close();
    }
  });
});
