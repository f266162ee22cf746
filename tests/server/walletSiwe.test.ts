import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';
import { api } from '../../src/contracts/api';
import type { BrowserSession } from './browserSession';
import { createTestApp, type TestApp } from './testApp';

const DOMAIN = 'test.local';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type MessageFields = Partial<Parameters<typeof createSiweMessage>[0]>;

/** A signed EIP-4361 message for a fresh nonce, as the client builds it; `fields` tamper with single fields. */
async function signIn(browser: BrowserSession, account: PrivateKeyAccount, fields: MessageFields = {}, signer: PrivateKeyAccount = account) {
  const issued = await browser.client.call(api.issueSiweNonce);
  const message = createSiweMessage({
    address: account.address,
    chainId: issued.chainId,
    domain: DOMAIN,
    nonce: issued.challenge,
    uri: `http://${DOMAIN}/wallet-login`,
    version: '1',
    issuedAt: t.clock.now(),
    statement: 'Sign in to TCG',
    ...fields,
  });
  return { address: account.address, message, signature: await signer.signMessage({ message }) };
}

async function outcome(browser: BrowserSession, body: { address: string; message: string; signature: string }): Promise<string> {
  try {
    await browser.client.call(api.loginWithSiwe, { body });
    return 'accepted';
  } catch (error) {
    return (error as { reason?: string }).reason ?? String(error);
  }
}

describe('Sign-In with Ethereum', () => {
  it('issues nonces for Core (1116) and signs a new wallet up, then in', async () => {
    const account = privateKeyToAccount(generatePrivateKey());
    const browser = t.browser();
    expect((await browser.client.call(api.issueSiweNonce)).chainId).toBe(1116);
    const first = await browser.client.call(api.loginWithSiwe, { body: await signIn(browser, account) });
    expect(first.created).toBe(true);
    const again = await t.browser().client.call(api.loginWithSiwe, { body: await signIn(browser, account) });
    expect(again).toMatchObject({ created: false, account: { id: first.account.id } });
    const me = await browser.client.call(api.getMe);
    const short = `${account.address.toLowerCase().slice(0, 4)}…${account.address.toLowerCase().slice(-4)}`;
    expect(me.identities).toEqual([expect.objectContaining({ kind: 'evm_wallet', label: short })]);
  });

  it('refuses and names each problem', async () => {
    const browser = t.browser();
    const account = privateKeyToAccount(generatePrivateKey());
    const stranger = privateKeyToAccount(generatePrivateKey());
    const now = () => t.clock.now().getTime();

    expect(await outcome(browser, await signIn(browser, account, { chainId: 1 }))).toBe('siwe_wrong_chain');
    expect(await outcome(browser, await signIn(browser, account, { domain: 'evil.example', uri: 'https://evil.example/' }))).toBe('siwe_domain_unknown');
    expect(await outcome(browser, await signIn(browser, account, { uri: 'https://evil.example/' }))).toBe('siwe_uri_mismatch');
    expect(await outcome(browser, await signIn(browser, account, { issuedAt: new Date(now() - 6 * 60_000) }))).toBe('siwe_issued_at_stale');
    expect(await outcome(browser, await signIn(browser, account, { issuedAt: new Date(now() + 5 * 60_000) }))).toBe('siwe_issued_at_future');
    expect(await outcome(browser, await signIn(browser, account, { expirationTime: new Date(now() - 1000) }))).toBe('siwe_expired');
    expect(await outcome(browser, await signIn(browser, account, { notBefore: new Date(now() + 60_000) }))).toBe('siwe_not_yet_valid');
    expect(await outcome(browser, await signIn(browser, account, { nonce: 'abcdefgh12345678' }))).toBe('siwe_nonce_unknown');
    expect(await outcome(browser, { ...(await signIn(browser, account)), address: stranger.address })).toBe('siwe_address_mismatch');
    expect(await outcome(browser, await signIn(browser, account, {}, stranger))).toBe('siwe_signature_invalid');
    const tampered = await signIn(browser, account);
    expect(await outcome(browser, { ...tampered, message: tampered.message.replace('Sign in to TCG', 'Send me everything') })).toBe('siwe_signature_invalid');
    expect(await outcome(browser, { ...tampered, message: 'hello' })).toBe('siwe_message_invalid');

    const once = await signIn(browser, account);
    expect(await outcome(browser, once)).toBe('accepted');
    expect(await outcome(browser, once)).toBe('siwe_nonce_used');

    const late = await signIn(browser, account);
    t.clock.advance(5 * 60 + 1);
    const relayed = await signIn(browser, account, { nonce: /Nonce: (\w+)/.exec(late.message)?.[1] ?? '' });
    expect(await outcome(browser, relayed)).toBe('siwe_nonce_expired');
  });

  it('two identical concurrent sign-ins yield one session', async () => {
    const account = privateKeyToAccount(generatePrivateKey());
    const body = await signIn(t.browser(), account);
    const browsers = [t.browser(), t.browser(), t.browser()];
    const results = await Promise.all(browsers.map((b) => outcome(b, body)));
    expect(results.sort()).toEqual(['accepted', 'siwe_nonce_used', 'siwe_nonce_used']);
    const signedInBrowsers = await Promise.all(browsers.map(async (b) => (await b.client.call(api.getSessionState)).me !== null));
    expect(signedInBrowsers.filter(Boolean)).toHaveLength(1);
  });

  it('links to a signed-in account and refuses a wallet another account owns', async () => {
    const account = privateKeyToAccount(generatePrivateKey());
    const player = t.browser();
    const guest = await player.client.call(api.startAsGuest);
    expect(await player.client.call(api.loginWithSiwe, { body: await signIn(player, account) })).toMatchObject({ linked: true, account: { id: guest.account.id } });
    const other = t.browser();
    await other.client.call(api.startAsGuest);
    await expect(other.client.call(api.loginWithSiwe, { body: await signIn(other, account) })).rejects.toMatchObject({ status: 409 });
  });
});
