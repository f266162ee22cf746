import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../src/contracts/api';
import { createTestApp, type TestApp } from './testApp';

// Pending (unverified) email claims and who ends up owning the account once the mailbox owner enters a code
// (security review: account pre-hijacking through a squatted claim).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const VICTIM_PASSWORD = 'amber lantern 77';
const SQUATTER_PASSWORD = 'squatter pass 1';
let counter = 0;
const newEmail = () => `claim${++counter}.${Date.now()}@example.com`;

function codeFor(email: string): string {
  const code = /^\s+(\d{6})$/m.exec(t.mail.lastTo(email)?.text ?? '')?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

describe('a squatted email claim never hands the owner’s account to the squatter', () => {
  it('squatter (signed-in guest) claims first; the owner re-registers signed out: the owner gets an account the squatter cannot reach', async () => {
    const email = newEmail();
    const squatter = t.browser();
    const squatterGuest = await squatter.client.call(api.startAsGuest);
    await squatter.client.call(api.registerEmail, { body: { email, password: SQUATTER_PASSWORD, confirmPassword: SQUATTER_PASSWORD } });
    t.clock.advance(61);

    const owner = t.browser();
    await owner.client.call(api.registerEmail, { body: { email, password: VICTIM_PASSWORD, confirmPassword: VICTIM_PASSWORD } });
    const signedIn = await owner.client.call(api.verifyEmail, { body: { email, code: codeFor(email) } });
    expect(signedIn.account.id).not.toBe(squatterGuest.account.id);
    expect(signedIn.created).toBe(true);

    const squatterView = await squatter.client.call(api.getMe);
    expect(squatterView.account.id).toBe(squatterGuest.account.id);
    expect(squatterView.identities).toEqual([]);
    await expect(t.browser().client.call(api.loginWithEmail, { body: { email, password: VICTIM_PASSWORD } })).resolves.toMatchObject({ account: { id: signedIn.account.id } });
  });

  it('squatter (signed-in guest) claims after the owner: the owner’s code, even the squatter’s newest, confirms the owner’s own claim', async () => {
    const email = newEmail();
    const owner = t.browser();
    await owner.client.call(api.registerEmail, { body: { email, password: VICTIM_PASSWORD, confirmPassword: VICTIM_PASSWORD } });
    t.clock.advance(61);
    const squatter = t.browser();
    const squatterGuest = await squatter.client.call(api.startAsGuest);
    await squatter.client.call(api.registerEmail, { body: { email, password: SQUATTER_PASSWORD, confirmPassword: SQUATTER_PASSWORD } });
    expect(t.mail.lastTo(email)?.text).toMatch(/Someone asked to register this address in TCG again/);

    // The owner enters the newest code (mailed for the squatter's claim) in the owner's browser.
    const signedIn = await owner.client.call(api.verifyEmail, { body: { email, code: codeFor(email) } });
    expect(signedIn).toMatchObject({ created: true, linked: false });
    expect(signedIn.account.id).not.toBe(squatterGuest.account.id);
    expect((await squatter.client.call(api.getMe)).identities).toEqual([]);
    // The squatter's claim died with the confirmation.
    await expect(squatter.client.call(api.verifyEmail, { body: { email, code: codeFor(email) } })).rejects.toMatchObject({ status: 400, field: 'code' });
    await expect(t.browser().client.call(api.loginWithEmail, { body: { email, password: SQUATTER_PASSWORD } })).rejects.toMatchObject({ status: 401 });
    await expect(t.browser().client.call(api.loginWithEmail, { body: { email, password: VICTIM_PASSWORD } })).resolves.toMatchObject({ account: { id: signedIn.account.id } });
  });

  it('a claim made signed in is confirmed signed in to that account, not from a signed-out browser', async () => {
    const email = newEmail();
    const browser = t.browser();
    await browser.client.call(api.startAsGuest);
    await browser.client.call(api.registerEmail, { body: { email, password: VICTIM_PASSWORD, confirmPassword: VICTIM_PASSWORD } });
    await browser.client.call(api.logout);
    await expect(browser.client.call(api.verifyEmail, { body: { email, code: codeFor(email) } })).rejects.toMatchObject({
      status: 409,
      field: 'email',
      reason: 'email_confirm_where_added',
    });
  });

  it('a guest confirming its own claim in the same browser still links it', async () => {
    const email = newEmail();
    const browser = t.browser();
    const guest = await browser.client.call(api.startAsGuest);
    await browser.client.call(api.registerEmail, { body: { email, password: VICTIM_PASSWORD, confirmPassword: VICTIM_PASSWORD } });
    await expect(browser.client.call(api.verifyEmail, { body: { email, code: codeFor(email) } })).resolves.toMatchObject({ linked: true, account: { id: guest.account.id, isGuest: false } });
  });
});

describe('one email per account', () => {
  it('two emails claimed before either is confirmed: the second confirmation is refused', async () => {
    const browser = t.browser();
    await browser.client.call(api.startAsGuest);
    const first = newEmail();
    const second = newEmail();
    await browser.client.call(api.registerEmail, { body: { email: first, password: VICTIM_PASSWORD, confirmPassword: VICTIM_PASSWORD } });
    await browser.client.call(api.registerEmail, { body: { email: second, password: VICTIM_PASSWORD, confirmPassword: VICTIM_PASSWORD } });
    const firstCode = codeFor(first);
    const secondCode = codeFor(second);
    await browser.client.call(api.verifyEmail, { body: { email: first, code: firstCode } });
    await expect(browser.client.call(api.verifyEmail, { body: { email: second, code: secondCode } })).rejects.toMatchObject({ status: 409, field: 'email' });
    const me = await browser.client.call(api.getMe);
    expect(me.identities.filter((i) => i.kind === 'email' && i.verified)).toHaveLength(1);
  });
});
