import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen, type RunningServer } from '../../server/listen';
import { SPECTATE_FEED_PATH } from '../../src/contracts/spectate/feedItem';
import { createTestApp, type TestApp } from './testApp';

// Security headers on every answer (the live feed's too); client aborts are not server errors; timeouts and
// body limits per route.

let t: TestApp;
let staticDir: string;
beforeAll(async () => {
  staticDir = mkdtempSync(path.join(tmpdir(), 'tcg-static-'));
  writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><script>window.boot = 1</script><div id="root"></div>');
  t = await createTestApp({ staticDir });
});
afterAll(async () => {
  await t.close();
  rmSync(staticDir, { recursive: true, force: true });
});

describe('security headers', () => {
  it.each(['/', '/main', '/api/health', '/api/no-such-endpoint', '/icon.svg'])('%s carries the CSP, nosniff, Referrer-Policy and Permissions-Policy', async (url) => {
    const response = await t.request(url);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/(^|; )script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain("frame-ancestors 'self' https://web.telegram.org https://webk.telegram.org https://webz.telegram.org");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("worker-src 'self' blob:");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).not.toContain("'unsafe-eval'");
    // WebAssembly compilation only (the engine's playout module), not eval.
    expect(csp).toContain("'wasm-unsafe-eval'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
  });

  it('hashes exactly the inline script of the built page, and adds the configured connect-src hosts', async () => {
    const other = await createTestApp({ staticDir });
    try {
      const { createHash } = await import('node:crypto');
      const hash = createHash('sha256').update('window.boot = 1').digest('base64');
      expect((await t.request('/')).headers.get('content-security-policy')).toContain(`'sha256-${hash}'`);
    } finally {
      await other.close();
    }
    const { createApp } = await import('../../server/app');
    const { createLogger } = await import('../../server/logger');
    const app = createApp({ database: t.database, logger: createLogger('silent'), staticDir, version: 't', connectSources: ['https://rpc.coredao.org', 'wss://bridge.tonapi.io'] });
    expect((await app.request('/')).headers.get('content-security-policy')).toContain("connect-src 'self' https://accounts.google.com/gsi/ https://rpc.coredao.org wss://bridge.tonapi.io");
  });
});

describe('the live feed, written straight to Node\'s response past the middleware', () => {
  it('carries the headers every other API answer gets (security headers, Cache-Control) and is logged like one', async () => {
    const server = await listen(t.app, { port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    try {
      const base = `http://127.0.0.1:${server.port}`;
      const api = await fetch(`${base}/api/no-such-endpoint`);
      const feed = await fetch(`${base}${SPECTATE_FEED_PATH}`, { signal: controller.signal });
      expect(feed.headers.get('content-type')).toBe('text/event-stream');
      for (const name of ['content-security-policy', 'x-content-type-options', 'referrer-policy', 'permissions-policy', 'cache-control']) {
        expect(api.headers.get(name), name).toBeTruthy();
        expect(feed.headers.get(name), name).toBe(api.headers.get(name));
      }
      await expect.poll(() => t.logs.find((l) => l.msg === 'request' && l.path === SPECTATE_FEED_PATH), { timeout: 10_000 }).toMatchObject({ method: 'GET', status: 200 });
    } finally {
      controller.abort();
      await server.close(1000);
    }
  });
});

describe('body limits per route', () => {
  const csrf = { 'x-tcg-csrf': '1', 'content-type': 'application/json' };
  it('a sign-in body over 16 KB is a 413 before any handler; other API routes read up to 64 KB', async () => {
    const big = JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(17 * 1024) });
    const refused = await t.request('/api/auth/email/login', { method: 'POST', headers: csrf, body: big });
    expect(refused.status).toBe(413);
    const notices = await t.request('/api/notices', { method: 'POST', headers: csrf, body: JSON.stringify({ pad: 'x'.repeat(20 * 1024) }) });
    expect(notices.status).not.toBe(413);
  });
});

describe('a client that goes away is not a server error', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await listen(t.app, { port: 0, host: '127.0.0.1', timeouts: { requestTimeoutMs: 2000, headersTimeoutMs: 1000 } });
  });
  afterAll(async () => {
    await server.close(1000);
  });

  /** Sends raw bytes, then hangs up (or waits for the server to answer and close), and resolves with what came back. */
  function raw(bytes: string, hangUp: boolean): Promise<string> {
    return new Promise((resolve) => {
      const socket = connect(server.port, '127.0.0.1', () => {
        socket.write(bytes);
        if (hangUp) setImmediate(() => socket.destroy());
      });
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('close', () => resolve(answer));
      socket.on('error', () => resolve(answer));
    });
  }

  async function settledLogs(count: number): Promise<Record<string, unknown>[]> {
    // The server logs after the connection closed: wait for those lines, not for a fixed time.
    await expect.poll(() => t.logs.filter((l) => l.msg === 'client aborted' || (l.msg === 'request' && l.path === '/api/auth/email/login')).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(count);
    return t.logs;
  }

  it('an upload cut off mid-body, and a malformed chunked body, log no 5xx and no error', async () => {
    const before = t.logs.length;
    await raw('POST /api/auth/email/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nX-TCG-CSRF: 1\r\nContent-Length: 1000\r\n\r\n{"email":', true);
    await raw('POST /api/auth/email/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nX-TCG-CSRF: 1\r\nTransfer-Encoding: chunked\r\n\r\n5\r\n{"ema\r\nzz\r\n', false);
    const logs = (await settledLogs(2)).slice(before);
    expect(logs.filter((l) => l.level === 'error')).toEqual([]);
    expect(logs.filter((l) => typeof l.status === 'number' && l.status >= 500)).toEqual([]);
    expect(logs.filter((l) => l.msg === 'client aborted').length + logs.filter((l) => l.status === 499).length).toBeGreaterThan(0);
  });

  it('a client trickling its body is cut at the request timeout', async () => {
    const started = performance.now();
    const answer = await raw('POST /api/auth/email/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nX-TCG-CSRF: 1\r\nContent-Length: 1000\r\n\r\n{', false);
    expect(performance.now() - started).toBeLessThan(6000);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });
});
