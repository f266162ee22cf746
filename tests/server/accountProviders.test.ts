import { createHash, createHmac } from 'node:crypto';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type JWK, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../src/contracts/api';
import { authConfigFromEnv } from '../../server/domain/auth/authConfig';
import type { BrowserSession } from './browserSession';
import { rowCounts } from './rowCounts';
import { createTestApp, type TestApp } from './testApp';

const BOT_TOKEN = '7000000001:AAHserverTESTtoken_for_accounts-xyz';
const GOOGLE_CLIENT = 'tcg-web.apps.googleusercontent.com';
const APPLE_SERVICE = 'com.example.tcg.web';
const csrf = { 'x-tcg-csrf': '1', 'content-type': 'application/json' };

type Key = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];
let googleKey: Key;
let appleKey: Key;
let attackerKey: Key;
let t: TestApp;

beforeAll(async () => {
  const google = await generateKeyPair('RS256');
  const apple = await generateKeyPair('RS256');
  googleKey = google.privateKey;
  appleKey = apple.privateKey;
  attackerKey = (await generateKeyPair('RS256')).privateKey;
  const jwk = async (key: CryptoKey, kid: string): Promise<JWK> => ({ ...(await exportJWK(key)), kid, alg: 'RS256', use: 'sig' });
  t = await createTestApp({
    accounts: {
      auth: authConfigFromEnv({ TELEGRAM_BOT_TOKEN: BOT_TOKEN, TELEGRAM_BOT_USERNAME: '@tcg_test_bot', GOOGLE_CLIENT_ID: GOOGLE_CLIENT, APPLE_SERVICE_ID: APPLE_SERVICE }),
      keySets: {
        google: createLocalJWKSet({ keys: [await jwk(google.publicKey, 'g1')] }),
        apple: createLocalJWKSet({ keys: [await jwk(apple.publicKey, 'a1')] }),
      },
    },
  });
});
afterAll(async () => {
  await t.close();
});

// Signers written from Telegram's documentation, independent of the server's validator.
function signMiniApp(params: Record<string, string>, token = BOT_TOKEN): string {
  const dcs = Object.keys(params).sort().map((k) => `${k}=${params[k]}`).join('\n');
  const secret = createHmac('sha256', 'WebAppData').update(token).digest();
  return new URLSearchParams({ ...params, hash: createHmac('sha256', secret).update(dcs).digest('hex') }).toString();
}
function signWidget(fields: Record<string, string | number>, token = BOT_TOKEN): Record<string, string | number> {
  const dcs = Object.keys(fields).sort().map((k) => `${k}=${fields[k]}`).join('\n');
  const secret = createHash('sha256').update(token).digest();
  return { ...fields, hash: createHmac('sha256', secret).update(dcs).digest('hex') };
}
let tgId = 500_000;
function miniAppParams(user: { id: number; first_name: string; username?: string }, ageSeconds = 30): Record<string, string> {
  return {
    query_id: 'AAHdF6IQAAAAAN0XohDhrOrc',
    user: JSON.stringify(user),
    auth_date: String(Math.floor(t.clock.now().getTime() / 1000) - ageSeconds),
    signature: 'SignatureFromTelegramEd25519_base64url',
  };
}

describe('Telegram mini-app', () => {
  it('signs in with valid initData: a new account named after the user, then the same account again', async () => {
    const user = { id: ++tgId, first_name: 'Мария', username: 'maria_tg' };
    const browser = t.browser();
    const first = await browser.client.call(api.loginWithTelegramMiniApp, { body: { initData: signMiniApp(miniAppParams(user)) } });
    expect(first).toMatchObject({ created: true, linked: false, account: { displayName: 'Мария', isGuest: false } });
    const me = await browser.client.call(api.getMe);
    expect(me.identities).toEqual([expect.objectContaining({ kind: 'telegram', label: '@maria_tg', verified: true })]);
    const again = await t.browser().client.call(api.loginWithTelegramMiniApp, { body: { initData: signMiniApp(miniAppParams(user)) } });
    expect(again).toMatchObject({ created: false, account: { id: first.account.id } });
  });

  it.each([
    ['a tampered user', (p: Record<string, string>) => signMiniApp(p).replace('first_name', 'first_namf'), 'telegram_signature_invalid'],
    ['another bot token', (p: Record<string, string>) => signMiniApp(p, '7000000002:AAHotherBOT'), 'telegram_signature_invalid'],
    ['the signature field dropped', (p: Record<string, string>) => new URLSearchParams([...new URLSearchParams(signMiniApp(p))].filter(([k]) => k !== 'signature')).toString(), 'telegram_signature_invalid'],
  ])('refuses %s (403, nothing written)', async (_name, build) => {
    const before = await rowCounts(t.database.db);
    const response = await t.request('/api/auth/telegram/mini-app', {
      method: 'POST',
      headers: csrf,
      body: JSON.stringify({ initData: build(miniAppParams({ id: ++tgId, first_name: 'Eve' })) }),
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(await response.json()).toMatchObject({ error: { reason: 'telegram_signature_invalid' } });
    expect(await rowCounts(t.database.db)).toEqual(before);
  });

  it('refuses initData older than 24 hours with "reopen the game"', async () => {
    const initData = signMiniApp(miniAppParams({ id: ++tgId, first_name: 'Old' }, 24 * 3600 + 5));
    await expect(t.browser().client.call(api.loginWithTelegramMiniApp, { body: { initData } })).rejects.toMatchObject({ field: 'initData', reason: 'telegram_expired' });
  });

  it('widget data cannot be replayed as mini-app data, nor the other way round', async () => {
    const user = { id: ++tgId, first_name: 'Cross' };
    const authDate = Math.floor(t.clock.now().getTime() / 1000);
    const widget = signWidget({ id: user.id, first_name: user.first_name, auth_date: authDate });
    const asMiniApp = new URLSearchParams(Object.entries(widget).map(([k, v]) => [k, String(v)])).toString();
    await expect(t.browser().client.call(api.loginWithTelegramMiniApp, { body: { initData: asMiniApp } })).rejects.toMatchObject({ field: 'initData' });
    const mini = Object.fromEntries(new URLSearchParams(signMiniApp({ user: JSON.stringify(user), auth_date: String(authDate) })));
    await expect(t.browser().client.call(api.loginWithTelegramWidget, { body: { authData: { ...mini, id: user.id } } })).rejects.toMatchObject({ field: 'authData' });
  });
});

describe('Telegram Login Widget', () => {
  it('signs in with valid widget data and refuses it after an hour', async () => {
    const authDate = Math.floor(t.clock.now().getTime() / 1000);
    const authData = signWidget({ id: ++tgId, first_name: 'Widget', username: 'widget_user', auth_date: authDate, photo_url: 'https://t.me/i/userpic/1.jpg' });
    await expect(t.browser().client.call(api.loginWithTelegramWidget, { body: { authData } })).resolves.toMatchObject({ created: true });
    t.clock.advance(3601);
    await expect(t.browser().client.call(api.loginWithTelegramWidget, { body: { authData } })).rejects.toMatchObject({ reason: 'telegram_expired' });
  });
});

describe('providers', () => {
  it('reports what is configured, with public ids only', async () => {
    expect(await t.client.call(api.getProviderStatus)).toEqual({
      email: true,
      guest: true,
      telegram: { configured: true, botUsername: 'tcg_test_bot' },
      google: { configured: true, clientId: GOOGLE_CLIENT },
      apple: { configured: true, clientId: APPLE_SERVICE },
    });
  });

  it('an app without Telegram or Google says "not configured" clearly', async () => {
    const bare = await createTestApp();
    try {
      expect(await bare.client.call(api.getProviderStatus)).toMatchObject({ telegram: { configured: false }, google: { configured: false, clientId: null } });
      await expect(bare.browser().client.call(api.loginWithTelegramMiniApp, { body: { initData: 'user=x&hash=y' } })).rejects.toMatchObject({
        status: 503,
        message: 'telegram_not_configured',
      });
      await expect(bare.browser().client.call(api.issueOidcNonce, { body: { provider: 'google' } })).rejects.toMatchObject({ status: 503 });
    } finally {
      await bare.close();
    }
  });
});

async function nonceFor(browser: BrowserSession, provider: 'google' | 'apple'): Promise<string> {
  return (await browser.client.call(api.issueOidcNonce, { body: { provider } })).nonce;
}

function googleClaims(nonce: string, sub = `g-${Math.random().toString(36).slice(2)}`): JWTPayload {
  const now = Math.floor(t.clock.now().getTime() / 1000);
  return { iss: 'https://accounts.google.com', aud: GOOGLE_CLIENT, sub, email: 'ana.lee@gmail.com', email_verified: true, name: 'Ana Lee', nonce, iat: now, exp: now + 3600 };
}

function sign(claims: JWTPayload, key: Key = googleKey, kid = 'g1'): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid }).sign(key);
}

describe('Google and Apple (OIDC)', () => {
  it('signs in with a valid Google token and its nonce; the nonce cannot be replayed', async () => {
    const browser = t.browser();
    const token = await sign(googleClaims(await nonceFor(browser, 'google')));
    const signedIn = await browser.client.call(api.loginWithIdToken, { body: { provider: 'google', idToken: token } });
    expect(signedIn).toMatchObject({ created: true, account: { displayName: 'Ana Lee' } });
    expect((await browser.client.call(api.getMe)).identities).toEqual([expect.objectContaining({ kind: 'google', label: 'a•••e@gmail.com' })]);
    await expect(t.browser().client.call(api.loginWithIdToken, { body: { provider: 'google', idToken: token } })).rejects.toMatchObject({
      field: 'idToken',
      message: 'nonce_used',
    });
  });

  it('signs in with Apple (its own issuer, key and audience)', async () => {
    const browser = t.browser();
    const nonce = await nonceFor(browser, 'apple');
    const now = Math.floor(t.clock.now().getTime() / 1000);
    const token = await sign({ iss: 'https://appleid.apple.com', aud: APPLE_SERVICE, sub: '001234.abcdef', nonce, iat: now, exp: now + 600, email: 'x@privaterelay.appleid.com', email_verified: 'true' }, appleKey, 'a1');
    await expect(browser.client.call(api.loginWithIdToken, { body: { provider: 'apple', idToken: token, displayNameHint: 'Tim C' } })).resolves.toMatchObject({
      created: true,
      account: { displayName: 'Tim C' },
    });
  });

  it.each([
    ['wrong issuer', (c: JWTPayload) => ({ ...c, iss: 'https://evil.example' }), 'id_token_wrong_issuer'],
    ['wrong audience', (c: JWTPayload) => ({ ...c, aud: 'someone-else.apps.googleusercontent.com' }), 'id_token_wrong_audience'],
    ['expired', (c: JWTPayload) => ({ ...c, iat: (c.iat ?? 0) - 7200, exp: (c.iat ?? 0) - 3600 }), 'id_token_expired'],
    ['a nonce we never issued', (c: JWTPayload) => ({ ...c, nonce: 'made-up-nonce' }), 'nonce_invalid'],
  ])('refuses a token with %s, writing nothing', async (_name, change, reason) => {
    const browser = t.browser();
    const claims = change(googleClaims(await nonceFor(browser, 'google')));
    const before = await rowCounts(t.database.db);
    await expect(browser.client.call(api.loginWithIdToken, { body: { provider: 'google', idToken: await sign(claims) } })).rejects.toMatchObject({ field: 'idToken', reason });
    expect(await rowCounts(t.database.db)).toEqual(before);
  });

  it('refuses a token signed by another key, an expired nonce, and a Google nonce used for Apple', async () => {
    const browser = t.browser();
    await expect(browser.client.call(api.loginWithIdToken, { body: { provider: 'google', idToken: await sign(googleClaims(await nonceFor(browser, 'google')), attackerKey) } })).rejects.toMatchObject({ field: 'idToken' });
    const stale = await nonceFor(browser, 'google');
    t.clock.advance(11 * 60);
    await expect(browser.client.call(api.loginWithIdToken, { body: { provider: 'google', idToken: await sign(googleClaims(stale)) } })).rejects.toMatchObject({ reason: 'nonce_expired' });
    const googleNonce = await nonceFor(browser, 'google');
    const now = Math.floor(t.clock.now().getTime() / 1000);
    const appleToken = await sign({ iss: 'https://appleid.apple.com', aud: APPLE_SERVICE, sub: 'apple-x', nonce: googleNonce, iat: now, exp: now + 600 }, appleKey, 'a1');
    await expect(browser.client.call(api.loginWithIdToken, { body: { provider: 'apple', idToken: appleToken } })).rejects.toMatchObject({ field: 'idToken' });
  });
});

describe('linking and unlinking', () => {
  it('a signed-in player links Telegram and Google to one account, and cannot unlink the last verified method', async () => {
    const browser = t.browser();
    const guest = await browser.client.call(api.startAsGuest);
    const linkedTg = await browser.client.call(api.loginWithTelegramMiniApp, { body: { initData: signMiniApp(miniAppParams({ id: ++tgId, first_name: 'Linker' })) } });
    expect(linkedTg).toMatchObject({ linked: true, created: false, account: { id: guest.account.id, isGuest: false } });
    t.clock.advance(1);
    const linkedGoogle = await browser.client.call(api.loginWithIdToken, { body: { provider: 'google', idToken: await sign(googleClaims(await nonceFor(browser, 'google'))) } });
    expect(linkedGoogle).toMatchObject({ linked: true, account: { id: guest.account.id } });

    const identities = (await browser.client.call(api.getMe)).identities;
    expect(identities.map((i) => i.kind)).toEqual(['telegram', 'google']);
    await browser.client.call(api.unlinkIdentity, { params: { id: identities[0]?.id ?? '' } });
    const refused = await browser.request(`/api/account/identities/${identities[1]?.id ?? ''}`, { method: 'DELETE', headers: { ...csrf, 'accept-language': 'en' } });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ error: { code: 'conflict', reason: 'last_identity' } });
    expect((await browser.client.call(api.getMe)).identities).toHaveLength(1);
    await expect(browser.client.call(api.unlinkIdentity, { params: { id: '00000000-0000-4000-8000-000000000000' } })).rejects.toMatchObject({ status: 404 });
  });

  it("refuses to link an identity that belongs to another account (no silent merge)", async () => {
    const owner = { id: ++tgId, first_name: 'Owner' };
    const ownerAccount = await t.browser().client.call(api.loginWithTelegramMiniApp, { body: { initData: signMiniApp(miniAppParams(owner)) } });
    const other = t.browser();
    const otherGuest = await other.client.call(api.startAsGuest);
    await expect(other.client.call(api.loginWithTelegramMiniApp, { body: { initData: signMiniApp(miniAppParams(owner)) } })).rejects.toMatchObject({ status: 409 });
    expect((await other.client.call(api.getMe)).account.id).toBe(otherGuest.account.id);
    expect(ownerAccount.account.id).not.toBe(otherGuest.account.id);
  });

  it('the same first sign-in fired twice at once makes one account', async () => {
    const user = { id: ++tgId, first_name: 'Twice' };
    const results = await Promise.all([0, 1, 2].map(() => t.browser().client.call(api.loginWithTelegramMiniApp, { body: { initData: signMiniApp(miniAppParams(user)) } })));
    expect(new Set(results.map((r) => r.account.id)).size).toBe(1);
    expect(results.filter((r) => r.created)).toHaveLength(1);
  });
});
