import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ staticDir: path.join(import.meta.dirname, '../../public') });
});
afterAll(async () => {
  await t.close();
});

describe('TON Connect manifest', () => {
  it('is served to any origin, names the game and points at a PNG icon that is served too', async () => {
    const response = await t.request('/tonconnect-manifest.json', { headers: { origin: 'https://wallet.example' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const manifest = (await response.json()) as { url: string; name: string; iconUrl: string };
    expect(manifest.name).toBe('TCG');
    expect(manifest.iconUrl).toMatch(/\/tonconnect-icon\.png$/);
    const icon = await t.request(new URL(manifest.iconUrl).pathname);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toBe('image/png');
    expect(icon.headers.get('access-control-allow-origin')).toBe('*');
    expect(Buffer.from(await icon.arrayBuffer()).subarray(1, 4).toString()).toBe('PNG');
    // Every other file stays same-origin.
    expect((await t.request('/icon.svg')).headers.get('access-control-allow-origin')).toBeNull();
  });
});
