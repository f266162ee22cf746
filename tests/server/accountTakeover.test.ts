import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../src/contracts/api';
import { createTestApp, type TestApp } from './testApp';

// A pending email registration could be taken over by a later claim, and registration
// told a registered address from an unknown one.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const VICTIM = 'amber lantern 77';
const ATTACKER = 'crimson falcon 12';
const csrf = { 'x-tcg-csrf': '1', 'content-type': 'application/json' };
let counter = 0;
const newEmail = () => `victim${++counter}.${Date.now()}@example.com`;

function codesTo(email: string): string[] {
  return t.mail.outbox.filter((m) => m.to === email).flatMap((m) => /^\s+(\d{6})$/m.exec(m.text)?.[1] ?? []);
}

describe('a pending registration cannot be taken over', () => {
  it('replays the reported sequence: the victim’s password works, the attacker’s is refused', async () => {
    const email = newEmail();
    const victim = t.browser();
    await expect(victim.client.call(api.registerEmail, { body: { email, password: VICTIM, confirmPassword: VICTIM } })).resolves.toMatchObject({ email });
    t.clock.advance(60);

    // The attacker, a minute later, no cookie: the same request with the attacker's password.
    const attacker = t.browser();
    await expect(attacker.client.call(api.registerEmail, { body: { email, password: ATTACKER, confirmPassword: ATTACKER } })).resolves.toMatchObject({ email });
    const [first, newest] = codesTo(email);
    expect(first).toBeDefined();
    expect(newest).toBeDefined();
    // The address's owner is told that someone else asked for it.
    expect(t.mail.lastTo(email)?.text).toMatch(/Someone asked to register this address in TCG again/);

    // The victim enters the newest code (the one the attacker's request mailed).
    await expect(victim.client.call(api.verifyEmail, { body: { email, code: newest ?? '' } })).resolves.toMatchObject({ created: true });
    await expect(victim.client.call(api.getMe)).resolves.toMatchObject({ identities: [expect.objectContaining({ kind: 'email', verified: true })] });

    await expect(t.browser().client.call(api.loginWithEmail, { body: { email, password: ATTACKER } })).rejects.toMatchObject({ status: 401 });
    await expect(t.browser().client.call(api.loginWithEmail, { body: { email, password: VICTIM } })).resolves.toMatchObject({ created: false });
  });

  it('the victim’s first code still works after a later claim, and sets the victim’s password', async () => {
    const email = newEmail();
    const victim = t.browser();
    await victim.client.call(api.registerEmail, { body: { email, password: VICTIM, confirmPassword: VICTIM } });
    t.clock.advance(60);
    await t.browser().client.call(api.registerEmail, { body: { email, password: ATTACKER, confirmPassword: ATTACKER } });
    const [first] = codesTo(email);
    await expect(victim.client.call(api.verifyEmail, { body: { email, code: first ?? '' } })).resolves.toMatchObject({ created: true });
    await expect(t.browser().client.call(api.loginWithEmail, { body: { email, password: ATTACKER } })).rejects.toMatchObject({ status: 401 });
    await expect(t.browser().client.call(api.loginWithEmail, { body: { email, password: VICTIM } })).resolves.toMatchObject({ created: false });
  });

  it('the attacker’s browser cannot confirm with a code it never saw, nor with the victim’s once used', async () => {
    const email = newEmail();
    const victim = t.browser();
    await victim.client.call(api.registerEmail, { body: { email, password: VICTIM, confirmPassword: VICTIM } });
    t.clock.advance(60);
    const attacker = t.browser();
    await attacker.client.call(api.registerEmail, { body: { email, password: ATTACKER, confirmPassword: ATTACKER } });
    await victim.client.call(api.verifyEmail, { body: { email, code: codesTo(email)[0] ?? '' } });
    for (const code of codesTo(email)) {
      await expect(attacker.client.call(api.verifyEmail, { body: { email, code } })).rejects.toMatchObject({ status: 400, field: 'code' });
    }
    expect(attacker.cookies.has('tcg_session')).toBe(false);
  });
});

describe('registration does not tell a registered address from an unknown one', () => {
  async function register(email: string): Promise<{ status: number; body: unknown; cookies: string[]; ms: number }> {
    const started = performance.now();
    const response = await t.request('/api/auth/email/register', { method: 'POST', headers: csrf, body: JSON.stringify({ email, password: VICTIM, confirmPassword: VICTIM }) });
    const ms = performance.now() - started;
    const body = (await response.json()) as Record<string, unknown>;
    return { status: response.status, body: { ...body, email: '<email>' }, cookies: response.headers.getSetCookie().map((c) => c.replace(/=[^;]*/, '=<token>')), ms };
  }

  it('same status, body shape, cookies and cost; the owner is mailed a notice instead of a code', async () => {
    const owner = t.browser();
    const known = newEmail();
    await owner.client.call(api.registerEmail, { body: { email: known, password: VICTIM, confirmPassword: VICTIM } });
    await owner.client.call(api.verifyEmail, { body: { email: known, code: codesTo(known)[0] ?? '' } });
    t.clock.advance(61);

    const unknown = newEmail();
    const a = await register(known);
    const b = await register(unknown);
    expect(a.status).toBe(200);
    expect({ ...a, ms: 0 }).toEqual({ ...b, ms: 0 });
    expect(t.mail.lastTo(known)?.subject).toBe('Someone tried to register your TCG address');
    expect(t.mail.lastTo(known)?.text).not.toMatch(/^\s+\d{6}$/m);
    expect(t.mail.lastTo(unknown)?.subject).toMatch(/verification code/);

    // A second try within the minute is refused alike: the cooldown is the address's, whoever owns it.
    const again = await Promise.all([register(known), register(unknown)]);
    expect(again.map((r) => r.status)).toEqual([429, 429]);
    expect(again[0]?.body).toEqual(again[1]?.body);
  });

  it('a guess at a code answers alike for both', async () => {
    const known = newEmail();
    const owner = t.browser();
    await owner.client.call(api.registerEmail, { body: { email: known, password: VICTIM, confirmPassword: VICTIM } });
    await owner.client.call(api.verifyEmail, { body: { email: known, code: codesTo(known)[0] ?? '' } });
    t.clock.advance(61);
    const unknown = newEmail();
    const prober = t.browser();
    await prober.client.call(api.registerEmail, { body: { email: known, password: VICTIM, confirmPassword: VICTIM } });
    await prober.client.call(api.registerEmail, { body: { email: unknown, password: VICTIM, confirmPassword: VICTIM } });
    const guess = async (email: string) => {
      const response = await prober.request('/api/auth/email/verify', { method: 'POST', headers: csrf, body: JSON.stringify({ email, code: '000000' }) });
      return { status: response.status, body: await response.json() };
    };
    expect(await guess(known)).toEqual(await guess(unknown));
  });

  it('resend asked twice answers alike for a pending, an unknown and a registered address', async () => {
    const pending = newEmail();
    await t.browser().client.call(api.registerEmail, { body: { email: pending, password: VICTIM, confirmPassword: VICTIM } });
    t.clock.advance(61);
    const unknown = newEmail();
    const prober = t.browser();
    const twice = async (email: string) => {
      const answers = [];
      for (let i = 0; i < 2; i += 1) {
        const response = await prober.request('/api/auth/email/resend', { method: 'POST', headers: csrf, body: JSON.stringify({ email }) });
        const body = (await response.json()) as Record<string, unknown>;
        answers.push({ status: response.status, body: 'email' in body ? { ...body, email: '<email>' } : body });
      }
      return answers;
    };
    const a = await twice(pending);
    const b = await twice(unknown);
    expect(a).toEqual(b);
    expect(a.map((r) => r.status)).toEqual([200, 429]);
  });
});
