import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../src/contracts/api';
import type { MailMessage } from '../../server/domain/accounts/mailTransport';
import { MemoryMailTransport } from '../../server/domain/accounts/memoryMailTransport';
import { rowCounts } from './rowCounts';
import { createTestApp, type TestApp } from './testApp';

/** A transport that can be switched off, like an SMTP server that is down. */
class SwitchableMail extends MemoryMailTransport {
  down = false;
  override async send(message: MailMessage): Promise<void> {
    if (this.down) throw new Error('connect ECONNREFUSED 127.0.0.1:587');
    await super.send(message);
  }
}

const mail = new SwitchableMail();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ accounts: { mail } });
});
afterAll(async () => {
  await t.close();
});

const PASSWORD = 'amber lantern 77';
const NEW_PASSWORD = 'granite harbor 5';
let counter = 0;
const newEmail = () => `mailfail${++counter}.${Date.now()}@example.com`;
const codeFor = (email: string) => /^\s+(\d{6})$/m.exec(mail.lastTo(email)?.text ?? '')?.[1] ?? '';

describe('when mail cannot be sent', () => {
  it('registration answers a 503 mail_unavailable, writes nothing, and can be retried at once', async () => {
    const email = newEmail();
    mail.down = true;
    const before = await rowCounts(t.database.db);
    const response = await t.request('/api/auth/email/register', {
      method: 'POST',
      headers: { 'x-tcg-csrf': '1', 'content-type': 'application/json', 'accept-language': 'ru' },
      body: JSON.stringify({ email, password: PASSWORD, confirmPassword: PASSWORD }),
    });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: { code: 'unavailable', message: 'mail_unavailable', reason: 'mail_unavailable' } });
    expect(await rowCounts(t.database.db)).toEqual(before);
    expect(t.logs.some((l) => l.msg === 'verification mail failed' && String(l.error).includes('ECONNREFUSED'))).toBe(true);

    mail.down = false;
    const browser = t.browser();
    await browser.client.call(api.registerEmail, { body: { email, password: PASSWORD, confirmPassword: PASSWORD } });
    await expect(browser.client.call(api.verifyEmail, { body: { email, code: codeFor(email) } })).resolves.toMatchObject({ created: true });
  });

  it('a resend that cannot be mailed leaves no cooldown behind', async () => {
    const email = newEmail();
    const browser = t.browser();
    await browser.client.call(api.registerEmail, { body: { email, password: PASSWORD, confirmPassword: PASSWORD } });
    t.clock.advance(61);
    mail.down = true;
    await expect(browser.client.call(api.resendVerificationCode, { body: { email } })).rejects.toMatchObject({ status: 503 });
    mail.down = false;
    await expect(browser.client.call(api.resendVerificationCode, { body: { email } })).resolves.toMatchObject({ email });
    await expect(browser.client.call(api.verifyEmail, { body: { email, code: codeFor(email) } })).resolves.toMatchObject({ created: true });
  });

  it('a password change still succeeds (and says so) when its notice mail fails', async () => {
    const email = newEmail();
    const phone = t.browser();
    await phone.client.call(api.registerEmail, { body: { email, password: PASSWORD, confirmPassword: PASSWORD } });
    await phone.client.call(api.verifyEmail, { body: { email, code: codeFor(email) } });
    mail.down = true;
    try {
      await expect(phone.client.call(api.changePassword, { body: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD } })).resolves.toEqual({ revokedSessions: 0 });
    } finally {
      mail.down = false;
    }
    expect(t.logs.some((l) => l.msg === 'password change mail failed')).toBe(true);
    await expect(t.browser().client.call(api.loginWithEmail, { body: { email, password: NEW_PASSWORD } })).resolves.toMatchObject({ created: false });
  });
});
