import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../src/contracts/api';
import type { Database } from '../../server/db/database';
import { createTestApp, type TestApp } from './testApp';

/**
 * The hot path's query budget (issue 13): /api/account/me and every authenticated request in at most two queries,
 * the session and its account's language in one, and one for the answer; with the session cache warm, one. Counted
 * at the driver (PGlite's or the pg pool's `query`), so every statement Drizzle sends is seen.
 */
function countQueries(database: Database): { reset(): void; readonly count: number } {
  const client = (database.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
  const original = client.query.bind(client);
  let count = 0;
  client.query = (...args: unknown[]) => {
    count++;
    return original(...args);
  };
  return {
    reset: () => (count = 0),
    get count() {
      return count;
    },
  };
}

let t: TestApp;
let queries: ReturnType<typeof countQueries>;

beforeAll(async () => {
  t = await createTestApp();
  queries = countQueries(t.database);
});
afterAll(() => t.close());

/** Waits (on state) until the session cache answers from memory: at once on PGlite, once LISTEN is up on PostgreSQL. */
async function cacheReady(app: TestApp): Promise<void> {
  const browser = app.browser();
  await browser.client.call(api.startAsGuest);
  for (;;) {
    await browser.client.call(api.getMe);
    queries.reset();
    await browser.client.call(api.getMe);
    if (queries.count === 1) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('queries per authenticated request', () => {
  it('/api/account/me costs two queries from cold (session + account, then the answer), one when cached', async () => {
    const browser = t.browser();
    await browser.client.call(api.startAsGuest);
    // A fresh process state for this session: another browser's cache entry does not help it.
    const cold = t.browser();
    cold.cookies.set(...([...browser.cookies][0] as [string, string]));
    await cacheReady(t);
    queries.reset();
    const me = await cold.client.call(api.getMe);
    expect(me.account.isGuest).toBe(true);
    expect(queries.count).toBe(2);
    queries.reset();
    await cold.client.call(api.getMe);
    expect(queries.count).toBe(1);
  });

  it('every other authenticated read stays within two queries', async () => {
    const browser = t.browser();
    await browser.client.call(api.startAsGuest);
    for (const endpoint of [api.getStamina, api.getBalances, api.listSessions, api.getSessionState] as const) {
      queries.reset();
      await browser.client.call(endpoint);
      expect(queries.count, endpoint.path).toBeLessThanOrEqual(2);
    }
  });

  it('a revoked session is refused at the very next request, although it was cached', async () => {
    const browser = t.browser();
    await browser.client.call(api.startAsGuest);
    const other = t.browser();
    other.cookies.set(...([...browser.cookies][0] as [string, string]));
    await other.client.call(api.getMe);
    await other.client.call(api.getMe); // answered from the cache
    await browser.client.call(api.logout);
    expect((await other.request('/api/account/me')).status).toBe(401);
  });
});
