import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../src/contracts/api';
import { selectRows } from './rowCounts';
import { createTestApp, type TestApp } from './testApp';

// Concurrency and ownership attacks on sign-in (security review): bursts of parallel guesses must not get more
// tries than the limits allow, and a pending email claim must never land in an account someone else holds.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const PASSWORD = 'amber lantern 77';
let counter = 0;
const newEmail = () => `racer${++counter}.${Date.now()}@example.com`;

function codeFor(email: string): string {
  const code = /^\s+(\d{6})$/m.exec(t.mail.lastTo(email)?.text ?? '')?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

/** Messages of the settled calls' refusals (fulfilled calls count as 'ok'). */
function outcomes(results: PromiseSettledResult<unknown>[]): string[] {
  return results.map((r) => (r.status === 'fulfilled' ? 'ok' : String((r.reason as { reason?: string }).reason)));
}

describe('password guessing in parallel', () => {
  it('a burst of 25 wrong passwords gets at most the 10 tries of the account limit; the rest are 429 and leave no trace', async () => {
    const email = newEmail();
    const owner = t.browser();
    await owner.client.call(api.registerEmail, { body: { email, password: PASSWORD, confirmPassword: PASSWORD } });
    await owner.client.call(api.verifyEmail, { body: { email, code: codeFor(email) } });
    const results = await Promise.allSettled(
      Array.from({ length: 25 }, (_, i) => t.browser().client.call(api.loginWithEmail, { body: { email, password: `wrong guess ${i}` } })),
    );
    const statuses = results.map((r) => (r.status === 'rejected' ? (r.reason as { status: number }).status : 200));
    // Every attempt is counted before it is judged, so a burst may even block itself entirely (fail closed).
    const tried = statuses.filter((s) => s === 401).length;
    expect(tried).toBeLessThanOrEqual(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(25 - tried);
    const [row] = await selectRows<{ n: number }>(t.database.db, `select count(*)::int as n from auth_failures where key = 'account:${email}'`);
    expect(Number(row?.n)).toBe(tried);
    // Blocked attempts left nothing behind: once the burst is over the owner still signs in if it was not full.
    if (tried < 10) await expect(owner.client.call(api.loginWithEmail, { body: { email, password: PASSWORD } })).resolves.toMatchObject({ created: false });
  });
});

describe('email code guessing in parallel', () => {
  it('a burst of wrong codes compares at most 5 of them; the code is then dead, even the right one', async () => {
    const email = newEmail();
    const claimant = t.browser();
    await claimant.client.call(api.registerEmail, { body: { email, password: PASSWORD, confirmPassword: PASSWORD } });
    const code = codeFor(email);
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
    const results = await Promise.allSettled(Array.from({ length: 8 }, (_, i) => claimant.client.call(api.verifyEmail, { body: { email, code: wrong(i) } })));
    const reasons = outcomes(results);
    expect(reasons.filter((m) => m === 'code_wrong')).toHaveLength(5);
    expect(reasons.filter((m) => m === 'code_attempts_exhausted')).toHaveLength(3);
    await expect(claimant.client.call(api.verifyEmail, { body: { email, code } })).rejects.toMatchObject({ status: 400, reason: 'code_attempts_exhausted' });
  });

  it('with several live codes (two claims), a burst still compares each code at most 5 times', async () => {
    const email = newEmail();
    const claimant = t.browser();
    await claimant.client.call(api.registerEmail, { body: { email, password: PASSWORD, confirmPassword: PASSWORD } });
    const first = codeFor(email);
    t.clock.advance(61);
    await t.browser().client.call(api.registerEmail, { body: { email, password: 'someone else 42', confirmPassword: 'someone else 42' } });
    const second = codeFor(email);
    const wrong = Array.from({ length: 1_000_000 }, (_, i) => String(i).padStart(6, '0'))
      .filter((c) => c !== first && c !== second)
      .slice(0, 8);
    const results = await Promise.allSettled(wrong.map((code) => claimant.client.call(api.verifyEmail, { body: { email, code } })));
    expect(outcomes(results).filter((m) => m === 'code_wrong')).toHaveLength(5);
    const [row] = await selectRows<{ max: number }>(t.database.db, `select max(attempts)::int as max from email_verification_codes where email = '${email}'`);
    expect(Number(row?.max)).toBe(5);
    await expect(claimant.client.call(api.verifyEmail, { body: { email, code: first } })).rejects.toMatchObject({ status: 400 });
  });

  it('two parallel submissions of the right code: one signs in, the other is told the code was used', async () => {
    const email = newEmail();
    const claimant = t.browser();
    await claimant.client.call(api.registerEmail, { body: { email, password: PASSWORD, confirmPassword: PASSWORD } });
    const code = codeFor(email);
    const results = await Promise.allSettled([0, 1].map(() => claimant.client.call(api.verifyEmail, { body: { email, code } })));
    expect(outcomes(results).sort()).toEqual(['code_used', 'ok']);
  });
});

describe('password change and the session it is made from', () => {
  it('this browser stays signed in on a new token; a stolen copy of its old cookie stops working', async () => {
    const email = newEmail();
    const phone = t.browser();
    await phone.client.call(api.registerEmail, { body: { email, password: PASSWORD, confirmPassword: PASSWORD } });
    await phone.client.call(api.verifyEmail, { body: { email, code: codeFor(email) } });
    const stolen = phone.cookies.get('tcg_session');
    expect(stolen).toBeTruthy();
    await expect(
      phone.client.call(api.changePassword, { body: { currentPassword: PASSWORD, newPassword: 'granite harbor 5', confirmPassword: 'granite harbor 5' } }),
    ).resolves.toEqual({ revokedSessions: 0 });
    expect(phone.cookies.get('tcg_session')).not.toBe(stolen);
    await expect(phone.client.call(api.getMe)).resolves.toBeTruthy();
    expect((await t.request('/api/account/me', { headers: { cookie: `tcg_session=${stolen}` } })).status).toBe(401);
    expect((await phone.client.call(api.listSessions)).sessions).toHaveLength(1);
  });
});
