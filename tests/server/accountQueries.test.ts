import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../src/contracts/api';
import type { Database } from '../../server/db/database';
import { ledgerRepository } from '../../server/db/ledgerRepository';
import { serverKey } from '../../server/domain/economy/ledgerKey';
import { testDatabaseKind } from './testDatabase';
import { createTestApp, type TestApp } from './testApp';

/**
 * The hot path's query budget: /api/account/me and every authenticated request in at most two queries,
 * the session and its account's language in one, and one for the answer; with the session cache warm, one on
 * PostgreSQL and none on PGlite, whose account views are kept until a write names their tables. Counted at the
 * driver (PGlite's or the pg pool's `query`), so every statement Drizzle sends is seen.
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

/** What a repeated /me with a cached session costs: the answer's query on PostgreSQL, nothing on PGlite. */
const CACHED_ME_QUERIES = testDatabaseKind === 'pglite' ? 0 : 1;

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
    if (queries.count === CACHED_ME_QUERIES) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('queries per authenticated request', () => {
  it('/api/account/me costs two queries from cold (session + account, then the answer), at most one when cached', async () => {
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
    expect(queries.count).toBe(CACHED_ME_QUERIES);
  });

  it("a cached /me shows every write at once: the player's own, another request's, a ledger movement", async () => {
    const browser = t.browser();
    const { account } = await browser.client.call(api.startAsGuest);
    const before = await browser.client.call(api.getMe);
    await browser.client.call(api.getMe); // kept now (PGlite)
    await browser.client.call(api.updateProfile, { body: { displayName: 'Cache Buster' } });
    expect((await browser.client.call(api.getMe)).account.displayName).toBe('Cache Buster');
    await ledgerRepository.post(t.database.db, { accountId: account.id, reason: 'admin_adjustment', reference: null, idempotencyKey: serverKey('admin', 'view-cache', account.id), legs: [{ currency: 'game_coin', amount: 7 }] });
    expect((await browser.client.call(api.getMe)).balances.game_coin).toBe(before.balances.game_coin + 7);
    // Many reads racing one write: none of the reads after it answers what was there before it.
    const write = ledgerRepository.post(t.database.db, { accountId: account.id, reason: 'admin_adjustment', reference: null, idempotencyKey: serverKey('admin', 'view-cache-2', account.id), legs: [{ currency: 'game_coin', amount: 5 }] });
    await Promise.all(Array.from({ length: 10 }, () => browser.client.call(api.getMe)));
    await write;
    expect((await browser.client.call(api.getMe)).balances.game_coin).toBe(before.balances.game_coin + 12);
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
