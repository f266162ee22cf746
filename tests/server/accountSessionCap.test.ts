import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../src/contracts/api';
import { authConfigFromEnv } from '../../server/domain/auth/authConfig';
import { DEFAULT_SESSION_CAP } from '../../server/domain/auth/session';
import { signedInitData, TEST_BOT_TOKEN } from '../e2e/support/telegramSigned';
import type { BrowserSession } from './browserSession';
import { createTestApp, type TestApp } from './testApp';

// 150 sign-ins with one proof gave 152 live sessions. Live sessions per account are capped
// (the least recently used revoked first) and sign-ins per identity are budgeted.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ accounts: { identitySignIns: { limit: 30, windowSeconds: 3600 } } });
});
afterAll(async () => {
  await t.close();
});

const PASSWORD = 'amber lantern 77';
let counter = 0;

async function registered(): Promise<{ email: string; first: BrowserSession }> {
  const email = `capped${++counter}.${Date.now()}@example.com`;
  const first = t.browser();
  await first.client.call(api.registerEmail, { body: { email, password: PASSWORD, confirmPassword: PASSWORD } });
  const code = /^\s+(\d{6})$/m.exec(t.mail.lastTo(email)?.text ?? '')?.[1] ?? '';
  await first.client.call(api.verifyEmail, { body: { email, code } });
  return { email, first };
}

describe('live sessions per account', () => {
  it(`keeps at most ${DEFAULT_SESSION_CAP}: each sign-in beyond revokes the least recently used`, async () => {
    const { email, first } = await registered();
    const browsers: BrowserSession[] = [];
    for (let i = 0; i < DEFAULT_SESSION_CAP + 4; i += 1) {
      t.clock.advance(1);
      const browser = t.browser();
      await browser.client.call(api.loginWithEmail, { body: { email, password: PASSWORD } });
      browsers.push(browser);
    }
    const newest = browsers.at(-1);
    expect((await newest?.client.call(api.listSessions))?.sessions).toHaveLength(DEFAULT_SESSION_CAP);
    // The oldest went first: the registering browser and the first logins; the newest all work.
    await expect(first.client.call(api.getMe)).rejects.toMatchObject({ status: 401 });
    await expect(browsers[0]?.client.call(api.getMe)).rejects.toMatchObject({ status: 401 });
    for (const browser of browsers.slice(-DEFAULT_SESSION_CAP)) await expect(browser.client.call(api.getMe)).resolves.toBeTruthy();
  });
});

describe('one Telegram initData replayed (the reported 150 sign-ins)', () => {
  it('gives 30 sign-ins an hour, and never more than 20 live sessions', async () => {
    const tg = await createTestApp({ accounts: { auth: authConfigFromEnv({ TELEGRAM_BOT_TOKEN: TEST_BOT_TOKEN }) } });
    try {
      const initData = signedInitData({ id: 777_001, first_name: 'Replay' }, Math.floor(tg.clock.now().getTime() / 1000));
      const statuses: number[] = [];
      let last: BrowserSession | undefined;
      for (let i = 0; i < 40; i += 1) {
        const browser = tg.browser();
        const answer = await browser.client.call(api.loginWithTelegramMiniApp, { body: { initData } }).then(
          () => 200,
          (error: { status: number }) => error.status,
        );
        statuses.push(answer);
        if (answer === 200) last = browser;
      }
      expect(statuses.filter((s) => s === 200)).toHaveLength(30);
      expect(statuses.slice(30)).toEqual(Array.from({ length: 10 }, () => 429));
      expect((await last?.client.call(api.listSessions))?.sessions).toHaveLength(DEFAULT_SESSION_CAP);
    } finally {
      await tg.close();
    }
  });
});

describe('sign-ins per identity', () => {
  it('past the budget a sign-in is a 429 with Retry-After, even with the right password, and makes no session', async () => {
    const small = await createTestApp({ accounts: { identitySignIns: { limit: 3, windowSeconds: 3600 } } });
    try {
      const email = `budget.${Date.now()}@example.com`;
      const owner = small.browser();
      await owner.client.call(api.registerEmail, { body: { email, password: PASSWORD, confirmPassword: PASSWORD } });
      await owner.client.call(api.verifyEmail, { body: { email, code: /^\s+(\d{6})$/m.exec(small.mail.lastTo(email)?.text ?? '')?.[1] ?? '' } });
      for (let i = 0; i < 3; i += 1) await small.browser().client.call(api.loginWithEmail, { body: { email, password: PASSWORD } });
      const late = small.browser();
      await expect(late.client.call(api.loginWithEmail, { body: { email, password: PASSWORD } })).rejects.toMatchObject({ status: 429, retryAfterSeconds: expect.any(Number) });
      expect(late.cookies.has('tcg_session')).toBe(false);
      small.clock.advance(3601);
      await expect(late.client.call(api.loginWithEmail, { body: { email, password: PASSWORD } })).resolves.toMatchObject({ created: false });
    } finally {
      await small.close();
    }
  });
});
