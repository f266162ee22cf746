import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKdfPool, type KdfPool } from '../../server/domain/auth/kdfPool';
import { DEFAULT_SCRYPT_PARAMS } from '../../server/domain/auth/passwordHash';
import { listen, type RunningServer } from '../../server/listen';
import { createTestApp, type TestApp } from './testApp';

// Issue 7, defect 2: password hashing shared libuv's four threads with file reads, so 30 logins made `GET /` take
// 9.8 s. With the KDF pool and the per-address share, a burst of logins keeps a static file and /api/health under
// STAY_UNDER_MS (docs/ACCOUNTS.md, "Password hashing under load"), with the production cost (N = 2^17).

/** The bound: generous for this loaded 2-core machine; the defect measured 9,800 ms for 30 logins, 19-33 s for 60. */
const STAY_UNDER_MS = 1500;

let t: TestApp;
let pool: KdfPool;
let server: RunningServer;
let staticDir: string;
let base: string;

beforeAll(async () => {
  staticDir = mkdtempSync(path.join(tmpdir(), 'tcg-static-'));
  writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>TCG</title><div id="root"></div>');
  pool = createKdfPool({ threads: 1, maxQueue: 8 });
  t = await createTestApp({ staticDir, accounts: { scryptParams: DEFAULT_SCRYPT_PARAMS, kdf: pool.kdf, kdfPerAddress: 2, trustProxy: true } });
  server = await listen(t.app, { port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${server.port}`;
});
afterAll(async () => {
  await server?.close(1000);
  await pool?.close();
  await t?.close();
  rmSync(staticDir, { recursive: true, force: true });
});

function login(address: string, i: number): Promise<Response> {
  return fetch(`${base}/api/auth/email/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-tcg-csrf': '1', 'x-forwarded-for': address },
    body: JSON.stringify({ email: `nobody${i}.${address}@example.com`, password: 'amber lantern 77' }),
  });
}

async function timed(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  expect(response.status).toBe(200);
  return performance.now() - started;
}

describe('a burst of logins does not stall other requests', () => {
  it('60 logins from two addresses: / and /api/health stay fast; each address gets two hashes, the rest 429 with Retry-After', async () => {
    await timed(`${base}/`);
    const burst = [...Array.from({ length: 30 }, (_, i) => login('203.0.113.1', i)), ...Array.from({ length: 30 }, (_, i) => login('203.0.113.2', i))];
    const samples: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      samples.push(await timed(`${base}/`), await timed(`${base}/api/health`));
    }
    const answers = await Promise.all(burst);
    const statuses = answers.map((r) => r.status);
    expect(Math.max(...samples)).toBeLessThan(STAY_UNDER_MS);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    expect(statuses.filter((s) => s === 401).length).toBeGreaterThanOrEqual(4);
    const refused = answers.find((r) => r.status === 429);
    expect(refused?.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(t.logs.filter((l) => l.level === 'error')).toEqual([]);
  }, 120_000);

  it('a full queue answers 503 server_busy with Retry-After at once, and nothing is hashed for it', async () => {
    // 12 addresses, two logins each: 24 hashes for one thread and a queue of 8.
    const burst = Array.from({ length: 24 }, (_, i) => login(`198.51.100.${1 + (i % 12)}`, i));
    const answers = await Promise.all(burst);
    const busy = answers.filter((r) => r.status === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(answers.every((r) => r.status === 401 || r.status === 503)).toBe(true);
    const body = (await busy[0]?.json()) as { error: { code: string; reason: string; retryAfterSeconds: number } };
    expect(body.error).toMatchObject({ code: 'rate_limited', reason: 'server_busy' });
    expect(Number(busy[0]?.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(pool.queued()).toBe(0);
  }, 120_000);
});
