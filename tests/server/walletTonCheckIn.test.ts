import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../src/contracts/api';
import type { TonSignedText } from '../../src/contracts/wallets/tonCheckIn';
import { TON_CHECK_IN_REWARD } from '../../src/content/economy/tonCheckIn';
import { ledgerRepository } from '../../server/db/ledgerRepository';
import type { BrowserSession } from './browserSession';
import { createTestApp, type TestApp } from './testApp';
import { signedTextBody, testTonWallet, tonProofBody, type TestTonWallet } from './walletProofs';

// The test app's requests go to http://test.local: with no WALLET_DOMAINS that is the one domain accepted.
const DOMAIN = 'test.local';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A player signed up with a fresh TON wallet (so the wallet is linked to the account). */
async function playerWithWallet(): Promise<{ browser: BrowserSession; wallet: TestTonWallet; accountId: string }> {
  const wallet = testTonWallet('v4');
  const browser = t.browser();
  const { challenge } = await browser.client.call(api.issueTonProofPayload);
  const signedIn = await browser.client.call(api.loginWithTonProof, { body: tonProofBody(wallet, { payload: challenge, domain: DOMAIN, now: t.clock.now() }) });
  return { browser, wallet, accountId: signedIn.account.id };
}

async function reasonOf(run: () => Promise<unknown>): Promise<string | undefined> {
  try {
    await run();
  } catch (error) {
    return (error as { reason?: string }).reason;
  }
  return 'accepted';
}

const checkIn = (browser: BrowserSession, body: TonSignedText) => browser.client.call(api.checkInWithTonWallet, { body });
const gameCoins = async (accountId: string) => (await ledgerRepository.balances(t.database.db, accountId)).game_coin;

describe('daily TON check-in (signData)', () => {
  it('a linked wallet signs today\'s text and is credited once; the next offer that day is refused until tomorrow', async () => {
    const { browser, wallet, accountId } = await playerWithWallet();
    const before = await gameCoins(accountId);
    expect(await browser.client.call(api.getTonCheckIn)).toMatchObject({ checkedIn: false, reward: TON_CHECK_IN_REWARD });
    const offer = await browser.client.call(api.offerTonCheckIn);
    expect(offer.text).toContain(`Player: ${accountId}`);
    expect(offer.reward).toEqual(TON_CHECK_IN_REWARD);
    expect(new Date(offer.expiresAt).getTime() - t.clock.now().getTime()).toBe(5 * 60 * 1000);
    const body = signedTextBody(wallet, { text: offer.text, domain: DOMAIN, now: t.clock.now() });
    const done = await checkIn(browser, body);
    expect(done).toMatchObject({ day: offer.day, reward: TON_CHECK_IN_REWARD });
    expect(done.balances.game_coin).toBe(before + TON_CHECK_IN_REWARD.amount);
    // The same signature again: its code is spent.
    expect(await reasonOf(() => checkIn(browser, body))).toBe('ton_payload_used');
    expect(await reasonOf(() => browser.client.call(api.offerTonCheckIn))).toBe('ton_check_in_done');
    expect(await browser.client.call(api.getTonCheckIn)).toMatchObject({ checkedIn: true, day: offer.day });
    expect(await gameCoins(accountId)).toBe(before + TON_CHECK_IN_REWARD.amount);
  });

  it('refuses a player without a linked TON wallet', async () => {
    const browser = t.browser();
    await browser.client.call(api.startAsGuest);
    expect(await reasonOf(() => browser.client.call(api.offerTonCheckIn))).toBe('ton_wallet_not_linked');
  });

  it('refuses stale, future, other-site, tampered, other-key and other-state-init answers, crediting nothing', async () => {
    const { browser, wallet, accountId } = await playerWithWallet();
    const before = await gameCoins(accountId);
    const now = t.clock.now();
    const seconds = Math.floor(now.getTime() / 1000);
    const { text } = await browser.client.call(api.offerTonCheckIn);
    const other = testTonWallet('v4');
    const cases: [string, TonSignedText][] = [
      ['ton_timestamp_stale', signedTextBody(wallet, { text, domain: DOMAIN, now, timestamp: seconds - 6 * 60 })],
      ['ton_timestamp_future', signedTextBody(wallet, { text, domain: DOMAIN, now, timestamp: seconds + 5 * 60 })],
      ['ton_domain_unknown', signedTextBody(wallet, { text, domain: 'evil.example', now })],
      ['ton_sign_data_text_mismatch', signedTextBody(wallet, { text: text.replace(/Day: \S+/, 'Day: 2099-01-01').replace(/Player: \S+/, 'Player: x'), domain: DOMAIN, now })],
      ['ton_signature_invalid', signedTextBody(wallet, { text, domain: DOMAIN, now, signer: other })],
      // Signed over another code, sent with this one.
      ['ton_signature_invalid', { ...signedTextBody(wallet, { text: text.replace(/Code: \w+/, `Code: ${'cd'.repeat(32)}`), domain: DOMAIN, now }), payload: { type: 'text', text } }],
      ['ton_state_init_mismatch', signedTextBody(wallet, { text, domain: DOMAIN, now, stateInit: other.stateInit })],
    ];
    for (const [reason, body] of cases) expect(await reasonOf(() => checkIn(browser, body)), reason).toBe(reason);
    expect(await gameCoins(accountId)).toBe(before);
    // None of those spent the code: the honest answer still works.
    await checkIn(browser, signedTextBody(wallet, { text, domain: DOMAIN, now }));
  });

  it('refuses a day or code it did not issue, another account\'s text, and a wallet linked to another account', async () => {
    const { browser, wallet, accountId } = await playerWithWallet();
    const stranger = await playerWithWallet();
    const strangerBefore = await gameCoins(stranger.accountId);
    const now = t.clock.now();
    const { text } = await browser.client.call(api.offerTonCheckIn);
    const forged = text.replace(/Code: \w+/, `Code: ${'ab'.repeat(32)}`);
    expect(await reasonOf(() => checkIn(browser, signedTextBody(wallet, { text: forged, domain: DOMAIN, now })))).toBe('ton_payload_unknown');
    const otherDay = text.replace(/Day: \S+/, 'Day: 2020-01-01');
    expect(await reasonOf(() => checkIn(browser, signedTextBody(wallet, { text: otherDay, domain: DOMAIN, now })))).toBe('ton_payload_unknown');
    // The stranger signs this player's text with their own wallet, or sends it from their own session.
    expect(await reasonOf(() => checkIn(browser, signedTextBody(stranger.wallet, { text, domain: DOMAIN, now })))).toBe('ton_wallet_not_linked');
    expect(await reasonOf(() => checkIn(stranger.browser, signedTextBody(stranger.wallet, { text, domain: DOMAIN, now })))).toBe('ton_sign_data_text_mismatch');
    expect(await gameCoins(stranger.accountId)).toBe(strangerBefore);
    // Still unspent: the player's own wallet checks in with it.
    await checkIn(browser, signedTextBody(wallet, { text, domain: DOMAIN, now }));
    expect(accountId).not.toBe(stranger.accountId);
  });

  it('refuses an expired code (signed after its 5 minutes)', async () => {
    const { browser, wallet } = await playerWithWallet();
    const { text } = await browser.client.call(api.offerTonCheckIn);
    t.clock.advance(5 * 60 + 1);
    expect(await reasonOf(() => checkIn(browser, signedTextBody(wallet, { text, domain: DOMAIN, now: t.clock.now() })))).toBe('ton_payload_expired');
  });

  it('two check-ins at once with two codes credit the day once; the next UTC day opens again', async () => {
    const { browser, wallet, accountId } = await playerWithWallet();
    const before = await gameCoins(accountId);
    const offers = [await browser.client.call(api.offerTonCheckIn), await browser.client.call(api.offerTonCheckIn)];
    const now = t.clock.now();
    const reasons = await Promise.all(offers.map((offer) => reasonOf(() => checkIn(browser, signedTextBody(wallet, { text: offer.text, domain: DOMAIN, now })))));
    expect(reasons.sort()).toEqual(['accepted', 'ton_check_in_done']);
    expect(await gameCoins(accountId)).toBe(before + TON_CHECK_IN_REWARD.amount);
    t.clock.advance(24 * 3600);
    const tomorrow = await browser.client.call(api.offerTonCheckIn);
    await checkIn(browser, signedTextBody(wallet, { text: tomorrow.text, domain: DOMAIN, now: t.clock.now() }));
    expect(await gameCoins(accountId)).toBe(before + 2 * TON_CHECK_IN_REWARD.amount);
  });
});
