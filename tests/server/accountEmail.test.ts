import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../src/contracts/api';
import { DEFAULT_SCRYPT_PARAMS, parsePasswordHash } from '../../server/domain/auth/passwordHash';
import type { BrowserSession } from './browserSession';
import { rowCounts, selectRows } from './rowCounts';
import { createTestApp, type TestApp } from './testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const PASSWORD = 'amber lantern 77';
const csrf = { 'x-tcg-csrf': '1', 'content-type': 'application/json' };
let counter = 0;
const newEmail = () => `player${++counter}.${Date.now()}@example.com`;

function codeFor(email: string): string {
  const code = /^\s+(\d{6})$/m.exec(t.mail.lastTo(email)?.text ?? '')?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

async function registered(browser: BrowserSession, email = newEmail()): Promise<string> {
  await browser.client.call(api.registerEmail, { body: { email, password: PASSWORD, confirmPassword: PASSWORD } });
  await browser.client.call(api.verifyEmail, { body: { email, code: codeFor(email) } });
  return email;
}

describe('email registration and verification', () => {
  it('register mails a code; verify signs in to a new account with the starter set', async () => {
    const browser = t.browser();
    const email = newEmail();
    const sent = await browser.client.call(api.registerEmail, { body: { email: ` ${email.toUpperCase()} `, password: PASSWORD, confirmPassword: PASSWORD, language: 'ru' } });
    expect(sent.email).toBe(email);
    expect(new Date(sent.codeExpiresAt).getTime() - t.clock.now().getTime()).toBe(15 * 60 * 1000);
    const mail = t.mail.lastTo(email);
    expect(mail?.subject).toMatch(/^Код подтверждения TCG: \d{6}$/);
    // Not signed in yet: this browser only holds its claim (the password it chose waits for the code).
    expect([...browser.cookies.keys()]).toEqual(['tcg_email_claim']);

    const signedIn = await browser.client.call(api.verifyEmail, { body: { email, code: codeFor(email) } });
    expect(signedIn).toMatchObject({ created: true, linked: false, account: { isGuest: false } });
    const me = await browser.client.call(api.getMe);
    expect(me.identities).toEqual([expect.objectContaining({ kind: 'email', verified: true, label: expect.stringMatching(/^p•••\d@example\.com$/) })]);
    expect(me.balances.game_coin).toBe(1000);
  });

  it('a replayed code is refused (used), and a wrong one counts an attempt', async () => {
    const browser = t.browser();
    const email = newEmail();
    await browser.client.call(api.registerEmail, { body: { email, password: PASSWORD, confirmPassword: PASSWORD } });
    const code = codeFor(email);
    const wrong = code === '000000' ? '111111' : '000000';
    await expect(browser.client.call(api.verifyEmail, { body: { email, code: wrong } })).rejects.toMatchObject({ status: 400, field: 'code', reason: 'code_wrong' });
    await browser.client.call(api.verifyEmail, { body: { email, code } });
    await expect(browser.client.call(api.verifyEmail, { body: { email, code } })).rejects.toMatchObject({ status: 400, field: 'code', reason: 'code_used' });
    // Another browser has no claim on the address: the code is worth nothing there.
    const other = t.browser();
    await expect(other.client.call(api.verifyEmail, { body: { email, code } })).rejects.toMatchObject({ status: 409, field: 'email', reason: 'email_claim_missing' });
    expect(other.cookies.size).toBe(0);
  });

  it('an expired code is refused; resend waits a minute, then sends a new one', async () => {
    const browser = t.browser();
    const email = newEmail();
    await browser.client.call(api.registerEmail, { body: { email, password: PASSWORD, confirmPassword: PASSWORD } });
    const first = codeFor(email);
    await expect(browser.client.call(api.resendVerificationCode, { body: { email } })).rejects.toMatchObject({ status: 429, retryAfterSeconds: 60, reason: 'code_resend_too_soon', params: { retryAfterSeconds: 60 } });
    t.clock.advance(16 * 60);
    await expect(browser.client.call(api.verifyEmail, { body: { email, code: first } })).rejects.toMatchObject({ field: 'code', reason: 'code_expired' });
    await browser.client.call(api.resendVerificationCode, { body: { email } });
    const second = codeFor(email);
    await expect(browser.client.call(api.verifyEmail, { body: { email, code: second } })).resolves.toMatchObject({ created: true });
  });

  it('an address with an account gets the usual answer and its owner a notice; an earlier stranger’s claim never applies', async () => {
    const email = await registered(t.browser());
    t.clock.advance(61);
    await expect(t.browser().client.call(api.registerEmail, { body: { email, password: PASSWORD, confirmPassword: PASSWORD } })).resolves.toMatchObject({ email });
    expect(t.mail.lastTo(email)?.subject).toBe('Someone tried to register your TCG address');

    const squatted = newEmail();
    await t.browser().client.call(api.registerEmail, { body: { email: squatted, password: 'squatter pass 1', confirmPassword: 'squatter pass 1' } });
    t.clock.advance(61);
    const owner = t.browser();
    await owner.client.call(api.registerEmail, { body: { email: squatted, password: PASSWORD, confirmPassword: PASSWORD } });
    await owner.client.call(api.verifyEmail, { body: { email: squatted, code: codeFor(squatted) } });
    await expect(t.browser().client.call(api.loginWithEmail, { body: { email: squatted, password: 'squatter pass 1' } })).rejects.toMatchObject({ status: 401 });
    await expect(t.browser().client.call(api.loginWithEmail, { body: { email: squatted, password: PASSWORD } })).resolves.toMatchObject({ created: false });
  });

  it.each([
    [{ email: 'not-an-email', password: PASSWORD, confirmPassword: PASSWORD }, 'email'],
    [{ email: 'a@example.com', password: 'short', confirmPassword: 'short' }, 'password'],
    [{ email: 'a@example.com', password: PASSWORD, confirmPassword: 'something else' }, 'confirmPassword'],
    [{ email: 'a@example.com', password: 'password123', confirmPassword: 'password123' }, 'password'],
    [{ email: 'dragonslayer@example.com', password: 'dragonslayer', confirmPassword: 'dragonslayer' }, 'password'],
    [{ email: 'a@example.com', password: '12345678', confirmPassword: '12345678' }, 'password'],
  ])('bad registration %j is a 400 naming %s, and nothing is written', async (body, field) => {
    const before = await rowCounts(t.database.db);
    const response = await t.request('/api/auth/email/register', { method: 'POST', headers: csrf, body: JSON.stringify(body) });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { field?: string } }).error.field).toBe(field);
    expect(await rowCounts(t.database.db)).toEqual(before);
  });
});

describe('email login', () => {
  it('signs in with the right password; wrong password and unknown email get the same 401', async () => {
    const email = await registered(t.browser());
    const browser = t.browser();
    const wrong = await browser.client.call(api.loginWithEmail, { body: { email, password: 'not the password' } }).catch((e: unknown) => e);
    const unknown = await browser.client.call(api.loginWithEmail, { body: { email: newEmail(), password: PASSWORD } }).catch((e: unknown) => e);
    expect(wrong).toMatchObject({ status: 401, code: 'unauthorized', reason: 'wrong_credentials' });
    expect(unknown).toMatchObject({ status: 401, code: 'unauthorized', reason: 'wrong_credentials' });
    expect(browser.cookies.size).toBe(0);
    await expect(browser.client.call(api.loginWithEmail, { body: { email, password: PASSWORD } })).resolves.toMatchObject({ created: false, linked: false });
    expect(browser.cookies.has('tcg_session')).toBe(true);
  });

  it('refuses an unverified email with 403 even with the right password', async () => {
    const email = newEmail();
    await t.browser().client.call(api.registerEmail, { body: { email, password: PASSWORD, confirmPassword: PASSWORD } });
    const response = await t.request('/api/auth/email/login', { method: 'POST', headers: { ...csrf, 'accept-language': 'ru' }, body: JSON.stringify({ email, password: PASSWORD }) });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: { code: 'forbidden', message: 'email_not_verified', reason: 'email_not_verified' } });
  });

  it('rate-limits an account after 10 failures with the retry time as a parameter and Retry-After', async () => {
    const email = await registered(t.browser());
    for (let i = 0; i < 10; i += 1) {
      t.clock.advance(5);
      await expect(t.browser().client.call(api.loginWithEmail, { body: { email, password: `wrong guess ${i}` } })).rejects.toMatchObject({ status: 401 });
    }
    const response = await t.request('/api/auth/email/login', { method: 'POST', headers: { ...csrf, 'accept-language': 'ru' }, body: JSON.stringify({ email, password: PASSWORD }) });
    expect(response.status).toBe(429);
    const body = (await response.json()) as { error: { code: string; reason: string; params: unknown; retryAfterSeconds: number } };
    expect(body.error).toMatchObject({ code: 'rate_limited', reason: 'rate_limited', params: { retryAfterSeconds: 15 * 60 - 45 } });
    // The first failure leaves the 15-minute window 15 min - 45 s from now.
    expect(body.error.retryAfterSeconds).toBe(15 * 60 - 45);
    expect(response.headers.get('retry-after')).toBe(String(15 * 60 - 45));
    t.clock.advance(15 * 60);
    await expect(t.browser().client.call(api.loginWithEmail, { body: { email, password: PASSWORD } })).resolves.toMatchObject({ created: false });
  });

  it('rate-limits one address spraying many accounts (per-address rule, client address from the trusted proxy)', async () => {
    const sprayed = await createTestApp({ accounts: { trustProxy: true, signInRules: { account: { limit: 10, windowSeconds: 900 }, ip: { limit: 3, windowSeconds: 900 } } } });
    try {
      const attempt = (email: string, ip: string) =>
        sprayed.request('/api/auth/email/login', {
          method: 'POST',
          headers: { ...csrf, 'x-forwarded-for': `198.51.100.7, ${ip}` },
          body: JSON.stringify({ email, password: 'guessing 12345' }),
        });
      for (let i = 0; i < 3; i += 1) expect((await attempt(newEmail(), '203.0.113.5')).status).toBe(401);
      const blocked = await attempt(newEmail(), '203.0.113.5');
      expect(blocked.status).toBe(429);
      expect(blocked.headers.get('retry-after')).toBe('900');
      // Another address is not blocked (the first X-Forwarded-For entry is the client's own claim: ignored).
      expect((await attempt(newEmail(), '203.0.113.6')).status).toBe(401);
    } finally {
      await sprayed.close();
    }
  });

  it('stores production-strength hashes when not overridden (N = 2^17, ~0.4 s)', async () => {
    const strong = await createTestApp({ accounts: { scryptParams: DEFAULT_SCRYPT_PARAMS } });
    try {
      const browser = strong.browser();
      const email = newEmail();
      await browser.client.call(api.registerEmail, { body: { email, password: PASSWORD, confirmPassword: PASSWORD } });
      const rows = await selectRows<{ password_hash: string }>(strong.database.db, `select password_hash from email_claims where email = '${email}'`);
      expect(parsePasswordHash(rows[0]?.password_hash ?? '')?.params).toEqual({ logN: 17, r: 8, p: 1 });
      const code = /^\s+(\d{6})$/m.exec(strong.mail.lastTo(email)?.text ?? '')?.[1] ?? '';
      await browser.client.call(api.verifyEmail, { body: { email, code } });
      await expect(strong.browser().client.call(api.loginWithEmail, { body: { email, password: PASSWORD } })).resolves.toMatchObject({ created: false });
    } finally {
      await strong.close();
    }
  });
});

describe('change password', () => {
  it('needs the current password, revokes every other session, keeps this one, and mails the owner', async () => {
    const phone = t.browser();
    const email = await registered(phone);
    const laptop = t.browser();
    const tablet = t.browser();
    await laptop.client.call(api.loginWithEmail, { body: { email, password: PASSWORD } });
    await tablet.client.call(api.loginWithEmail, { body: { email, password: PASSWORD } });

    await expect(
      phone.client.call(api.changePassword, { body: { currentPassword: 'not it', newPassword: 'granite harbor 5', confirmPassword: 'granite harbor 5' } }),
    ).rejects.toMatchObject({ status: 401, field: 'currentPassword' });
    await expect(laptop.client.call(api.getMe)).resolves.toBeTruthy();

    const changed = await phone.client.call(api.changePassword, { body: { currentPassword: PASSWORD, newPassword: 'granite harbor 5', confirmPassword: 'granite harbor 5' } });
    expect(changed).toEqual({ revokedSessions: 2 });
    await expect(laptop.client.call(api.getMe)).rejects.toMatchObject({ status: 401 });
    await expect(tablet.client.call(api.getMe)).rejects.toMatchObject({ status: 401 });
    await expect(phone.client.call(api.getMe)).resolves.toBeTruthy();
    expect(t.mail.lastTo(email)?.subject).toBe('Your TCG password was changed');
    await expect(t.browser().client.call(api.loginWithEmail, { body: { email, password: PASSWORD } })).rejects.toMatchObject({ status: 401 });
    await expect(t.browser().client.call(api.loginWithEmail, { body: { email, password: 'granite harbor 5' } })).resolves.toBeTruthy();
  });

  it('refuses a weak new password naming newPassword, and a guest has no password to change', async () => {
    const phone = t.browser();
    await registered(phone);
    await expect(phone.client.call(api.changePassword, { body: { currentPassword: PASSWORD, newPassword: 'qwertyuiop', confirmPassword: 'qwertyuiop' } })).rejects.toMatchObject({
      status: 400,
      field: 'newPassword',
    });
    const guest = t.browser();
    await guest.client.call(api.startAsGuest);
    await expect(guest.client.call(api.changePassword, { body: { currentPassword: 'x', newPassword: 'granite harbor 5', confirmPassword: 'granite harbor 5' } })).rejects.toMatchObject({
      status: 409,
    });
  });
});

describe('linking an email to a guest', () => {
  it('a guest registers an email: the same account becomes secured (linked), balances kept', async () => {
    const browser = t.browser();
    const guest = await browser.client.call(api.startAsGuest);
    const email = newEmail();
    await browser.client.call(api.registerEmail, { body: { email, password: PASSWORD, confirmPassword: PASSWORD } });
    const verified = await browser.client.call(api.verifyEmail, { body: { email, code: codeFor(email) } });
    expect(verified).toMatchObject({ created: false, linked: true, account: { id: guest.account.id, isGuest: false } });
    const elsewhere = t.browser();
    await expect(elsewhere.client.call(api.loginWithEmail, { body: { email, password: PASSWORD } })).resolves.toMatchObject({ account: { id: guest.account.id } });
    // One email per account.
    t.clock.advance(61);
    await expect(browser.client.call(api.registerEmail, { body: { email: newEmail(), password: PASSWORD, confirmPassword: PASSWORD } })).rejects.toMatchObject({ status: 409, field: 'email' });
  });
});
