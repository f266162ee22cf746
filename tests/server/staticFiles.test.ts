import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testApp';

let dir: string;
let t: TestApp;

async function put(file: string, content: string) {
  await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
  await writeFile(path.join(dir, file), content);
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'tcg-static-'));
  await put('index.html', '<!doctype html><title>v1</title>');
  await put('assets/index-AbC123.js', 'console.log("v1")');
  await put('assets/index-AbC123.css', 'body{}');
  await put('sw.js', 'self.skipWaiting');
  await put('manifest.webmanifest', '{"name":"TCG"}');
  await put('locales/en/ui.json', '{"hello":"Hello"}');
  await put('favicon.svg', '<svg/>');
  await put('api/secret.json', '{"leak":true}');
  t = await createTestApp({ staticDir: dir });
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

describe('static client', () => {
  it.each([
    ['/', 'text/html; charset=utf-8', 'no-cache', 'v1'],
    ['/index.html', 'text/html; charset=utf-8', 'no-cache', 'v1'],
    ['/assets/index-AbC123.js', 'text/javascript; charset=utf-8', 'public, max-age=31536000, immutable', 'console.log'],
    ['/assets/index-AbC123.css', 'text/css; charset=utf-8', 'public, max-age=31536000, immutable', 'body{}'],
    ['/sw.js', 'text/javascript; charset=utf-8', 'no-cache', 'skipWaiting'],
    ['/manifest.webmanifest', 'application/manifest+json; charset=utf-8', 'no-cache', 'TCG'],
    ['/locales/en/ui.json', 'application/json; charset=utf-8', 'no-cache', 'Hello'],
    ['/favicon.svg', 'image/svg+xml', 'no-cache', '<svg/>'],
  ])('GET %s: %s, Cache-Control %s', async (url, type, cache, content) => {
    const response = await t.request(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(type);
    expect(response.headers.get('cache-control')).toBe(cache);
    expect(await response.text()).toContain(content);
  });

  it.each(['/notices/3', '/my-card-list', '/no/such/route', '/favicon-missing.png'])('GET %s falls back to index.html', async (url) => {
    const response = await t.request(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('<title>v1</title>');
  });

  it('answers 404 for a missing hashed asset instead of HTML', async () => {
    const response = await t.request('/assets/index-gone.js');
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('<title>');
  });

  it('never serves files outside the folder, nor files under /api', async () => {
    for (const url of ['/../package.json', '/%2e%2e/package.json', '/assets/..%2f..%2fpackage.json']) {
      const text = await (await t.request(url)).text();
      expect(text).not.toContain('"name": "tcg"');
    }
    const api = await t.request('/api/secret.json');
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ error: { code: 'not_found' } });
  });

  it('gzips text files for clients that accept it, and leaves them alone otherwise', async () => {
    const big = `console.log(${JSON.stringify('tcg '.repeat(2000))});`;
    await put('assets/big-Zz9.js', big);
    const zipped = await t.request('/assets/big-Zz9.js', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(zipped.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await zipped.arrayBuffer());
    expect(bytes.length).toBeLessThan(big.length / 10);
    expect(gunzipSync(bytes).toString()).toBe(big);
    const plain = await t.request('/assets/big-Zz9.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(big);
  });

  it('answers 304 when the ETag still matches', async () => {
    const first = await t.request('/assets/index-AbC123.js');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const second = await t.request('/assets/index-AbC123.js', { headers: { 'if-none-match': etag ?? '' } });
    expect(second.status).toBe(304);
  });

  it('answers HEAD without a body', async () => {
    const response = await t.request('/', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
  });

  it('serves a redeployed folder at once, without restart', async () => {
    await put('index.html', '<!doctype html><title>v2 with a longer title</title>');
    await put('assets/index-Def456.js', 'console.log("v2")');
    expect(await (await t.request('/')).text()).toContain('v2 with a longer title');
    expect(await (await t.request('/assets/index-Def456.js')).text()).toContain('v2');
  });

  it('answers a 503 page naming npm run build when there is no index.html', async () => {
    await rm(path.join(dir, 'index.html'));
    const response = await t.request('/notices');
    expect(response.status).toBe(503);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(await response.text()).toContain('npm run build');
    expect((await t.request('/assets/index-Def456.js')).status).toBe(200);
  });
});
