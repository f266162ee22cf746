import { Hono } from 'hono';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compression } from './compression';
import { acceptsGzip, JSON_GZIP_MIN_BYTES, jsonAnswer } from './jsonAnswer';

describe('acceptsGzip', () => {
  it('takes gzip when named or covered by *, never at q=0', () => {
    expect(acceptsGzip('gzip, deflate, br')).toBe(true);
    expect(acceptsGzip('br;q=1.0, gzip;q=0.8')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('GZIP')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('*;q=0.5, gzip;q=0')).toBe(false);
    expect(acceptsGzip('deflate, br')).toBe(false);
    expect(acceptsGzip('')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});

describe('jsonAnswer behind the compression middleware', () => {
  const big = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `unit ${i}` })) };
  const small = { ok: true };
  const app = new Hono();
  app.use('*', compression());
  app.get('/big', (c) => jsonAnswer(c, big));
  app.get('/small', (c) => jsonAnswer(c, small));

  it('gzips a large answer once, with its length, for a client that takes gzip', async () => {
    const res = await app.request('/big', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get('content-length'))).toBe(bytes.length);
    expect(JSON.parse(gunzipSync(bytes).toString())).toEqual(big);
  });

  it('answers plain JSON to a client that does not take gzip, or below the threshold', async () => {
    const plain = await app.request('/big', { headers: { 'accept-encoding': 'gzip;q=0, identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.json()).toEqual(big);
    const tiny = await app.request('/small', { headers: { 'accept-encoding': 'gzip' } });
    expect(JSON.stringify(small).length).toBeLessThan(JSON_GZIP_MIN_BYTES);
    expect(tiny.headers.get('content-encoding')).toBeNull();
    expect(tiny.headers.get('content-length')).toBe(String(JSON.stringify(small).length));
    expect(await tiny.json()).toEqual(small);
  });
});
