import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../src/contracts/api';
import { createTestApp, type TestApp } from './testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/account/session (the page\'s first session check)', () => {
  it('answers 200 signed out, never 401, and is not cached', async () => {
    const response = await t.request('/api/account/session');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ me: null });
  });

  it('answers the same account as /api/account/me when signed in, and signed out again after logout', async () => {
    const browser = t.browser();
    await browser.client.call(api.startAsGuest);
    const state = await browser.client.call(api.getSessionState);
    const me = await browser.client.call(api.getMe);
    expect(state).toEqual({ me });
    await browser.client.call(api.logout);
    expect(await browser.client.call(api.getSessionState)).toEqual({ me: null });
  });

  it('treats a forged or stale cookie as signed out', async () => {
    const response = await t.request('/api/account/session', { headers: { cookie: 'tcg_session=forged' } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ me: null });
  });
});
