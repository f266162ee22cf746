import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowCounts } from './rowCounts';
import { createTestApp, type TestApp } from './testApp';

// Behind a TLS-terminating reverse proxy the server sees http:// (and maybe the upstream host), while the
// browser's Origin header says https://game.example: its own page must still be allowed to write.

let proxied: TestApp;
let direct: TestApp;
beforeAll(async () => {
  proxied = await createTestApp({ accounts: { trustProxy: true } });
  direct = await createTestApp();
});
afterAll(async () => {
  await proxied.close();
  await direct.close();
});

const write = (t: TestApp, url: string, headers: Record<string, string>) =>
  t.app.request(url, { method: 'POST', headers: { 'x-tcg-csrf': '1', 'sec-fetch-site': 'same-origin', ...headers } });

describe('CSRF origin check behind a trusted proxy', () => {
  it('the https page of the proxied host may write (X-Forwarded-Proto, X-Forwarded-Host)', async () => {
    const sameHost = await write(proxied, 'http://game.example/api/auth/guest', { origin: 'https://game.example', 'x-forwarded-proto': 'https' });
    expect(sameHost.status).toBe(200);
    const upstreamHost = await write(proxied, 'http://127.0.0.1:3000/api/auth/guest', {
      origin: 'https://game.example',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'game.example',
    });
    expect(upstreamHost.status).toBe(200);
  });

  it('a foreign origin is still refused, and forwarded headers count for nothing without TRUST_PROXY', async () => {
    const foreign = await write(proxied, 'http://game.example/api/auth/guest', { origin: 'https://evil.example', 'x-forwarded-proto': 'https' });
    expect(foreign.status).toBe(403);
    const before = await rowCounts(direct.database.db);
    const forged = await write(direct, 'http://game.example/api/auth/guest', {
      origin: 'https://evil.example',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'evil.example',
    });
    expect(forged.status).toBe(403);
    expect(await rowCounts(direct.database.db)).toEqual(before);
  });
});
