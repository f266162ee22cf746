import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../src/contracts/api';
import { authConfigFromEnv } from '../../server/domain/auth/authConfig';
import { rowCounts } from './rowCounts';
import { createTestApp, type TestApp } from './testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ accounts: { trustProxy: true, mailQuota: { limit: 3, windowSeconds: 3600 } } });
});
afterAll(async () => {
  await t.close();
});

const PASSWORD = 'amber lantern 77';
let counter = 0;
const newEmail = () => `quota${++counter}.${Date.now()}@example.com`;
const register = (email: string, ip: string) =>
  t.request('/api/auth/email/register', {
    method: 'POST',
    headers: { 'x-tcg-csrf': '1', 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ email, password: PASSWORD, confirmPassword: PASSWORD }),
  });
const resend = (email: string, ip: string) =>
  t.request('/api/auth/email/resend', {
    method: 'POST',
    headers: { 'x-tcg-csrf': '1', 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ email }),
  });

describe('registrations and code mails are budgeted per address', () => {
  it('the 4th registration from one address in an hour is a 429 that writes and mails nothing; other addresses are unaffected', async () => {
    for (let i = 0; i < 3; i += 1) expect((await register(newEmail(), '203.0.113.9')).status).toBe(200);
    const before = await rowCounts(t.database.db);
    const mailsBefore = t.mail.outbox.length;
    const refused = await register(newEmail(), '203.0.113.9');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('3600');
    expect(await rowCounts(t.database.db)).toEqual(before);
    expect(t.mail.outbox.length).toBe(mailsBefore);
    expect((await register(newEmail(), '203.0.113.10')).status).toBe(200);
    t.clock.advance(3600);
    expect((await register(newEmail(), '203.0.113.9')).status).toBe(200);
  });

  it('resends count too, for unknown addresses as for pending ones', async () => {
    const ip = '198.51.100.20';
    const pending = newEmail();
    expect((await register(pending, ip)).status).toBe(200);
    t.clock.advance(61);
    expect((await resend(pending, ip)).status).toBe(200);
    expect((await resend(newEmail(), ip)).status).toBe(200);
    expect((await resend(newEmail(), ip)).status).toBe(429);
    await expect(t.browser().client.call(api.resendVerificationCode, { body: { email: newEmail() } })).resolves.toBeTruthy();
  });
});

describe('guest accounts are budgeted per address', () => {
  it('the 3rd guest start from one address in an hour is a 429 that creates nothing; a signed-in browser still gets its account', async () => {
    const small = await createTestApp({ accounts: { trustProxy: true, guestQuota: { limit: 2, windowSeconds: 3600 } } });
    try {
      const start = (ip: string, cookie?: string) =>
        small.request('/api/auth/guest', { method: 'POST', headers: { 'x-tcg-csrf': '1', 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}) } });
      const first = await start('203.0.113.50');
      expect(first.status).toBe(200);
      expect((await start('203.0.113.50')).status).toBe(200);
      const before = await rowCounts(small.database.db);
      const refused = await start('203.0.113.50');
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
      expect(await rowCounts(small.database.db)).toEqual(before);
      // The quota is about new accounts: a browser that has one is answered with it.
      const cookie = (first.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
      expect((await start('203.0.113.50', cookie)).status).toBe(200);
      expect((await start('203.0.113.51')).status).toBe(200);
    } finally {
      await small.close();
    }
  });
});

describe('OIDC nonces are budgeted per address', () => {
  it('past the budget a nonce request is a 429 that stores nothing', async () => {
    const small = await createTestApp({ accounts: { trustProxy: true, nonceQuota: { limit: 2, windowSeconds: 600 }, auth: authConfigFromEnv({ GOOGLE_CLIENT_ID: 'tcg-web.apps.googleusercontent.com' }) } });
    try {
      const issue = (ip: string) =>
        small.request('/api/auth/oidc/nonce', { method: 'POST', headers: { 'x-tcg-csrf': '1', 'content-type': 'application/json', 'x-forwarded-for': ip }, body: JSON.stringify({ provider: 'google' }) });
      expect((await issue('203.0.113.70')).status).toBe(200);
      expect((await issue('203.0.113.70')).status).toBe(200);
      const before = await rowCounts(small.database.db);
      const refused = await issue('203.0.113.70');
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('600');
      expect(await rowCounts(small.database.db)).toEqual(before);
      expect((await issue('203.0.113.71')).status).toBe(200);
    } finally {
      await small.close();
    }
  });
});
