import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../src/contracts/api';
import type { TonProofSignIn } from '../../src/contracts/wallets/tonProof';
import type { BrowserSession } from './browserSession';
import { createTestApp, type TestApp } from './testApp';
import { beginCell, storeStateInit } from '@ton/core';
import { testTonWallet, tonProofBody } from './walletProofs';

/** A state init whose data is no wallet layout (12 bits). */
function unsupportedStateInit(): string {
  const init = { code: beginCell().storeUint(1, 8).endCell(), data: beginCell().storeUint(7, 12).endCell() };
  return beginCell().store(storeStateInit(init)).endCell().toBoc().toString('base64');
}

// The test app's requests go to http://test.local, so with no WALLET_DOMAINS that is the one domain accepted.
const DOMAIN = 'test.local';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function payload(browser: BrowserSession): Promise<string> {
  return (await browser.client.call(api.issueTonProofPayload)).challenge;
}

async function refusal(browser: BrowserSession, body: TonProofSignIn): Promise<string | undefined> {
  try {
    await browser.client.call(api.loginWithTonProof, { body });
  } catch (error) {
    return (error as { reason?: string }).reason;
  }
  return 'accepted';
}

describe('ton_proof sign-in', () => {
  it('issues single-use 32-byte payloads that expire in 5 minutes', async () => {
    const issued = await t.browser().client.call(api.issueTonProofPayload);
    expect(issued.challenge).toMatch(/^[0-9a-f]{64}$/);
    expect(new Date(issued.expiresAt).getTime() - t.clock.now().getTime()).toBe(5 * 60 * 1000);
  });

  it('a v4 wallet signs up, then signs in again to the same account', async () => {
    const wallet = testTonWallet('v4');
    const browser = t.browser();
    const first = await browser.client.call(api.loginWithTonProof, { body: tonProofBody(wallet, { payload: await payload(browser), domain: DOMAIN, now: t.clock.now() }) });
    expect(first).toMatchObject({ created: true, linked: false });
    const again = await t.browser().client.call(api.loginWithTonProof, { body: tonProofBody(wallet, { payload: await payload(browser), domain: DOMAIN, now: t.clock.now() }) });
    expect(again).toMatchObject({ created: false, account: { id: first.account.id } });
    const me = await browser.client.call(api.getMe);
    expect(me.identities).toEqual([expect.objectContaining({ kind: 'ton_wallet', verified: true, label: expect.stringMatching(/^UQ.{2}….{4}$/) })]);
  });

  it('a v5r1 wallet on the masterchain (workchain -1) signs in', async () => {
    const wallet = testTonWallet('v5r1', -1);
    expect(wallet.address.startsWith('-1:')).toBe(true);
    const browser = t.browser();
    const signedIn = await browser.client.call(api.loginWithTonProof, { body: tonProofBody(wallet, { payload: await payload(browser), domain: DOMAIN, now: t.clock.now() }) });
    expect(signedIn.created).toBe(true);
  });

  it('refuses and names each broken part of a proof', async () => {
    const browser = t.browser();
    const wallet = testTonWallet('v4');
    const other = testTonWallet('v5r1');
    const now = () => t.clock.now();
    const nowSeconds = () => Math.floor(now().getTime() / 1000);
    const ok = async () => tonProofBody(wallet, { payload: await payload(browser), domain: DOMAIN, now: now() });

    expect(await refusal(browser, tonProofBody(wallet, { payload: await payload(browser), domain: 'evil.example', now: now() }))).toBe('ton_domain_unknown');
    expect(await refusal(browser, tonProofBody(wallet, { payload: await payload(browser), domain: DOMAIN, now: now(), lengthBytes: 9 }))).toBe('ton_domain_length_mismatch');
    expect(await refusal(browser, tonProofBody(wallet, { payload: await payload(browser), domain: DOMAIN, now: now(), timestamp: nowSeconds() - 6 * 60 }))).toBe('ton_timestamp_stale');
    expect(await refusal(browser, tonProofBody(wallet, { payload: await payload(browser), domain: DOMAIN, now: now(), timestamp: nowSeconds() + 5 * 60 }))).toBe('ton_timestamp_future');
    expect(await refusal(browser, { ...(await ok()), publicKey: other.publicKey.toString('hex') })).toBe('ton_key_mismatch');
    const swapped = await ok();
    expect(await refusal(browser, { ...swapped, proof: { ...swapped.proof, stateInit: other.stateInit } })).toBe('ton_state_init_mismatch');
    expect(await refusal(browser, { ...swapped, proof: { ...swapped.proof, stateInit: unsupportedStateInit() } })).toBe('ton_state_init_mismatch');
    expect(await refusal(browser, { ...swapped, proof: { ...swapped.proof, stateInit: 'bm90IGEgYm9j' } })).toBe('ton_state_init_unreadable');
    expect(await refusal(browser, tonProofBody(wallet, { payload: await payload(browser), domain: DOMAIN, now: now(), signer: other }))).toBe('ton_signature_invalid');
    const tampered = await ok();
    expect(await refusal(browser, { ...tampered, proof: { ...tampered.proof, payload: await payload(browser) } })).toBe('ton_signature_invalid');
    expect(await refusal(browser, tonProofBody(wallet, { payload: 'a'.repeat(64), domain: DOMAIN, now: now() }))).toBe('ton_payload_unknown');

    const used = await ok();
    expect(await refusal(browser, used)).toBe('accepted');
    expect(await refusal(browser, used)).toBe('ton_payload_used');

    const late = await payload(browser);
    t.clock.advance(5 * 60 + 1);
    expect(await refusal(browser, tonProofBody(wallet, { payload: late, domain: DOMAIN, now: now() }))).toBe('ton_payload_expired');
  });

  it('answers refusals as 422 (bad proof) or 409 (spent payload) with the reason', async () => {
    const browser = t.browser();
    const wallet = testTonWallet('v4');
    const body = tonProofBody(wallet, { payload: await payload(browser), domain: 'evil.example', now: t.clock.now() });
    const response = await browser.request('/api/auth/ton/proof', { method: 'POST', headers: { 'x-tcg-csrf': '1', 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ error: { reason: 'ton_domain_unknown', params: { domain: 'evil.example' } } });
  });

  it('two identical proofs sent at once: one session, the other told the payload was used', async () => {
    const wallet = testTonWallet('v5r1');
    const browser = t.browser();
    const body = tonProofBody(wallet, { payload: await payload(browser), domain: DOMAIN, now: t.clock.now() });
    const results = await Promise.all([t.browser(), t.browser(), t.browser()].map((b) => refusal(b, body)));
    expect(results.sort()).toEqual(['accepted', 'ton_payload_used', 'ton_payload_used']);
  });
});

describe('linking a TON wallet', () => {
  it('a signed-in guest links a wallet; another account cannot take it; it can be unlinked when another method remains', async () => {
    const wallet = testTonWallet('v4');
    const guest = t.browser();
    const guestAccount = await guest.client.call(api.startAsGuest);
    const linked = await guest.client.call(api.loginWithTonProof, { body: tonProofBody(wallet, { payload: await payload(guest), domain: DOMAIN, now: t.clock.now() }) });
    expect(linked).toMatchObject({ linked: true, created: false, account: { id: guestAccount.account.id, isGuest: false } });

    const thief = t.browser();
    await thief.client.call(api.startAsGuest);
    await expect(thief.client.call(api.loginWithTonProof, { body: tonProofBody(wallet, { payload: await payload(thief), domain: DOMAIN, now: t.clock.now() }) })).rejects.toMatchObject({ status: 409, reason: 'identity_in_use' });

    const second = testTonWallet('v5r1');
    await guest.client.call(api.loginWithTonProof, { body: tonProofBody(second, { payload: await payload(guest), domain: DOMAIN, now: t.clock.now() }) });
    const identities = (await guest.client.call(api.getMe)).identities;
    expect(identities.map((i) => i.kind)).toEqual(['ton_wallet', 'ton_wallet']);
    await guest.client.call(api.unlinkIdentity, { params: { id: identities[0]?.id ?? '' } });
    await expect(guest.client.call(api.unlinkIdentity, { params: { id: identities[1]?.id ?? '' } })).rejects.toMatchObject({ status: 409 });
  });
});
