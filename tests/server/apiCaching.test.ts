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

describe('API answers are never cached', () => {
  it('account data, sign-in answers, refusals, unknown endpoints and public lists say no-store', async () => {
    const browser = t.browser();
    const signIn = await browser.request('/api/auth/guest', { method: 'POST', headers: { 'x-tcg-csrf': '1' } });
    expect(signIn.status).toBe(200);
    expect(signIn.headers.get('set-cookie')).toMatch(/tcg_session=/);
    expect(signIn.headers.get('cache-control')).toBe('no-store');
    await browser.client.call(api.getMe);
    const me = await browser.request('/api/account/me');
    expect(me.status).toBe(200);
    expect(me.headers.get('cache-control')).toBe('no-store');
    for (const [path, status] of [
      ['/api/account/me', 401],
      ['/api/notices?page=0', 400],
      ['/api/nope', 404],
      ['/api/notices', 200],
    ] as const) {
      const response = await t.request(path);
      expect(response.status, path).toBe(status);
      expect(response.headers.get('cache-control'), path).toBe('no-store');
    }
  });
});
