import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../src/contracts/api';
import { STARTER_CARD_IDS, STARTER_SPARE_CARD_IDS } from '../../src/content';
import { browserSession } from './browserSession';
import { createTestApp, type TestApp } from './testApp';
import { rowCounts, selectRows } from './rowCounts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const csrf = { 'x-tcg-csrf': '1', 'content-type': 'application/json' };

describe('guest start (/new-player)', () => {
  it('creates an account with a generated name, signs it in with an httpOnly cookie, and grants the starter set', async () => {
    const browser = t.browser();
    const started = await browser.client.call(api.startAsGuest);
    expect(started.created).toBe(true);
    expect(started.linked).toBe(false);
    expect(started.account.displayName).toMatch(/^Player-[0-9A-HJKMNP-TV-Z]{5}$/);
    expect(started.account.isGuest).toBe(true);
    const cookie = browser.setCookies.at(-1) ?? '';
    expect(cookie).toMatch(/^tcg_session=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=15552000; HttpOnly; SameSite=Lax$/);

    const me = await browser.client.call(api.getMe);
    expect(me.account.id).toBe(started.account.id);
    expect(me.balances).toEqual({ game_coin: 1000, gold_coin: 50, fragments: 100, invite_points: 0 });
    expect(me.stamina).toMatchObject({ current: 120, max: 120, regenIntervalSeconds: 360, nextPointAt: null, fullAt: null });
    expect(me.identities).toEqual([]);
    expect(me.settings).toEqual({ language: 'en', soundOn: true, soundVolume: 80, musicOn: true, musicVolume: 50, hapticsOn: true, battleSpeed: 1, reducedMotion: false });

    const cards = await selectRows<{ card_id: string; level: number }>(
      t.database.db,
      `select card_id, level from card_instances where account_id = '${started.account.id}' order by card_id`,
    );
    expect(cards.map((r) => r.card_id)).toEqual([...STARTER_CARD_IDS, ...STARTER_SPARE_CARD_IDS].sort());
    expect(cards.every((r) => r.level === 1)).toBe(true);
  });

  it('repeated in a signed-in browser, answers the same account and creates nothing', async () => {
    const browser = t.browser();
    const first = await browser.client.call(api.startAsGuest);
    const before = await rowCounts(t.database.db);
    const again = await browser.client.call(api.startAsGuest);
    expect(again).toEqual({ ...first, created: false });
    expect(await rowCounts(t.database.db)).toEqual(before);
  });

  it('uses the Accept-Language header for a new account; its refusals are reasons for the client to word', async () => {
    const browser = t.browser();
    await browser.request('/api/auth/guest', { method: 'POST', headers: { ...csrf, 'accept-language': 'ru-RU,ru;q=0.9' } });
    const me = await browser.client.call(api.getMe);
    expect(me.settings.language).toBe('ru');
    const refused = await browser.request('/api/account/profile', { method: 'PATCH', headers: csrf, body: JSON.stringify({ avatarCardId: 'no_such_card' }) });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error: { code: 'bad_request', message: 'unknown_avatar', field: 'avatarCardId', reason: 'unknown_avatar' } });
  });
});

describe('player endpoints', () => {
  it.each([
    ['GET', '/api/account/me'],
    ['GET', '/api/account/balances'],
    ['GET', '/api/account/stamina'],
    ['GET', '/api/account/sessions'],
  ])('%s %s without a session answers 401', async (method, path) => {
    const response = await t.request(path, { method });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: { code: 'unauthorized', message: 'not_signed_in', reason: 'not_signed_in' } });
  });

  it('a player write without a session is 401 (the reason, whatever the language) and nothing is written', async () => {
    const before = await rowCounts(t.database.db);
    const response = await t.request('/api/economy/recover-stamina', { method: 'POST', headers: { ...csrf, 'accept-language': 'ru' }, body: JSON.stringify({ idempotencyKey: 'no-session-1' }) });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: { code: 'unauthorized', message: 'not_signed_in', reason: 'not_signed_in' } });
    expect(await rowCounts(t.database.db)).toEqual(before);
  });

  it('a forged or unknown cookie is 401 and the browser is told to drop it', async () => {
    const response = await t.request('/api/account/me', { headers: { cookie: `tcg_session=${'A'.repeat(43)}` } });
    expect(response.status).toBe(401);
    expect(await response.clone().json()).toMatchObject({ error: { code: 'unauthorized', reason: 'session_expired' } });
    expect(response.headers.getSetCookie()).toEqual(['tcg_session=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax']);
  });
});

describe('CSRF', () => {
  it('refuses a write without the CSRF header with a 403 csrf_rejected, and writes nothing', async () => {
    const before = await rowCounts(t.database.db);
    const response = await t.request('/api/auth/guest', { method: 'POST', headers: { 'accept-language': 'zh-CN' } });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: { code: 'forbidden', message: 'csrf_rejected', reason: 'csrf_rejected' } });
    expect(await rowCounts(t.database.db)).toEqual(before);
  });

  it.each([
    ['a cross-site fetch', { ...csrf, 'sec-fetch-site': 'cross-site' }],
    ['a foreign Origin', { ...csrf, origin: 'https://evil.example' }],
    ['a sibling host that is not allowed', { ...csrf, origin: 'http://other.test.local', 'sec-fetch-site': 'same-site' }],
  ])('refuses %s even with the header', async (_name, headers) => {
    const response = await t.request('/api/auth/guest', { method: 'POST', headers });
    expect(response.status).toBe(403);
  });

  it('refuses a cookie-authenticated write without the header (logout) and keeps the session', async () => {
    const browser = t.browser();
    await browser.client.call(api.startAsGuest);
    const response = await browser.request('/api/auth/logout', { method: 'POST' });
    expect(response.status).toBe(403);
    expect((await browser.client.call(api.getMe)).account.id).toBeTruthy();
  });

  it('lets same-origin writes through (app.request serves http://localhost)', async () => {
    const response = await t.request('/api/auth/guest', { method: 'POST', headers: { ...csrf, origin: 'http://localhost', 'sec-fetch-site': 'same-origin' } });
    expect(response.status).toBe(200);
  });
});

describe('sessions', () => {
  it('logout revokes the session and clears the cookie', async () => {
    const browser = t.browser();
    await browser.client.call(api.startAsGuest);
    const token = browser.cookies.get('tcg_session');
    await browser.client.call(api.logout);
    expect(browser.cookies.has('tcg_session')).toBe(false);
    const reused = await t.request('/api/account/me', { headers: { cookie: `tcg_session=${token}` } });
    expect(reused.status).toBe(401);
  });

  it('lists sessions with the current one marked, and revokes another one', async () => {
    const phone = t.browser();
    const email = `sessions-${Date.now()}@example.com`;
    // Two devices of one account: register on one, sign in on the other.
    await phone.client.call(api.registerEmail, { body: { email, password: 'violet meadow 42', confirmPassword: 'violet meadow 42' } });
    const code = /\b(\d{6})\b/.exec(t.mail.lastTo(email)?.text ?? '')?.[1] ?? '';
    await phone.client.call(api.verifyEmail, { body: { email, code } });
    const laptop = t.browser();
    await laptop.client.call(api.loginWithEmail, { body: { email, password: 'violet meadow 42' } });

    const listed = await phone.client.call(api.listSessions);
    expect(listed.sessions).toHaveLength(2);
    const mine = listed.sessions.filter((s) => s.current);
    expect(mine).toHaveLength(1);
    const other = listed.sessions.find((s) => !s.current);
    // The laptop's session is now in the session cache; the revocation must still take effect on its next request.
    await laptop.client.call(api.getMe);
    await phone.client.call(api.revokeSession, { params: { id: other?.id ?? '' } });
    await expect(laptop.client.call(api.getMe)).rejects.toMatchObject({ status: 401 });
    await expect(laptop.client.call(api.updateProfile, { body: { soundOn: false } })).rejects.toMatchObject({ status: 401 });
    expect((await phone.client.call(api.getMe)).settings.soundOn).toBe(true);
    expect((await phone.client.call(api.listSessions)).sessions).toHaveLength(1);
    await expect(phone.client.call(api.revokeSession, { params: { id: other?.id ?? '' } })).rejects.toMatchObject({ status: 404, field: 'id' });
  });

  it('an idle session expires after 30 days; an active one slides', async () => {
    const browser = t.browser();
    await browser.client.call(api.startAsGuest);
    t.clock.advance(29 * 24 * 3600);
    await browser.client.call(api.getMe); // touches: the 30 days start again
    t.clock.advance(29 * 24 * 3600);
    await browser.client.call(api.getMe);
    t.clock.advance(31 * 24 * 3600);
    await expect(browser.client.call(api.getMe)).rejects.toMatchObject({ status: 401 });
  });
});

describe('profile', () => {
  it('changes name, avatar, language, sound and reduced motion', async () => {
    const browser = t.browser();
    await browser.client.call(api.startAsGuest);
    const avatar = STARTER_CARD_IDS[0] ?? '';
    const updated = await browser.client.call(api.updateProfile, {
      body: { displayName: '  Ана   Звезда ', avatarCardId: avatar, language: 'zh', soundOn: false, reducedMotion: true },
    });
    expect(updated.account).toMatchObject({ displayName: 'Ана Звезда', avatarCardId: avatar });
    expect(updated.settings).toMatchObject({ language: 'zh', soundOn: false, reducedMotion: true });
    const me = await browser.client.call(api.getMe);
    expect(me.settings.language).toBe('zh');
    // A refusal is a reason for the client to word, whatever the account's or the browser's language.
    const refused = await browser.request('/api/account/profile', {
      method: 'PATCH',
      headers: { ...csrf, 'accept-language': 'en' },
      body: JSON.stringify({ avatarCardId: 'nope' }),
    });
    expect(await refused.json()).toMatchObject({ error: { code: 'bad_request', reason: 'unknown_avatar' } });
  });

  it('bad input is a 400 naming the field, and nothing is written', async () => {
    const browser = t.browser();
    await browser.client.call(api.startAsGuest);
    const before = await rowCounts(t.database.db);
    const meBefore = await browser.client.call(api.getMe);
    for (const [body, field] of [
      [{ displayName: 'x' }, 'displayName'],
      [{ displayName: 'a\u202Eb cd' }, 'displayName'],
      [{ language: 'de' }, 'language'],
      [{ soundOn: 'yes' }, 'soundOn'],
      [{ isAdmin: true }, undefined],
    ] as const) {
      const response = await browser.request('/api/account/profile', { method: 'PATCH', headers: csrf, body: JSON.stringify(body) });
      expect(response.status).toBe(400);
      const error = ((await response.json()) as { error: { code: string; field?: string } }).error;
      expect(error.code).toBe('bad_request');
      if (field) expect(error.field).toBe(field);
    }
    expect(await rowCounts(t.database.db)).toEqual(before);
    expect(await browser.client.call(api.getMe)).toEqual(meBefore);
  });
});

describe('https', () => {
  it('behind a trusted proxy that saw https, the cookie is __Host- prefixed and Secure', async () => {
    const proxied = await createTestApp({ accounts: { trustProxy: true } });
    try {
      const browser = browserSession(proxied.app);
      const response = await browser.request('/api/auth/guest', { method: 'POST', headers: { ...csrf, 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' } });
      expect(response.status).toBe(200);
      expect(browser.setCookies.at(-1)).toMatch(/^__Host-tcg_session=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=15552000; HttpOnly; SameSite=Lax; Secure$/);
      const listed = await browser.request('/api/account/sessions', { headers: { 'x-forwarded-proto': 'https' } });
      expect(((await listed.json()) as { sessions: { ip: string }[] }).sessions[0]?.ip).toBe('203.0.113.9');
      // Over plain http the __Host- cookie is not the session cookie.
      expect((await browser.request('/api/account/me')).status).toBe(401);
    } finally {
      await proxied.close();
    }
  });

  it('without TRUST_PROXY a forged X-Forwarded-Proto is ignored', async () => {
    const browser = t.browser();
    await browser.request('/api/auth/guest', { method: 'POST', headers: { ...csrf, 'x-forwarded-proto': 'https' } });
    expect(browser.setCookies.at(-1)).toMatch(/^tcg_session=/);
  });
});
