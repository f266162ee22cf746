import path from 'node:path';
import type { Hono } from 'hono';
import { createApiClient, type ApiClient } from '../../src/services/api';
import { createApp } from '../../server/app';
import type { Database } from '../../server/db/database';
import { repositories as allRepositories, type Repositories } from '../../server/db/repositories';
import { applySeeds } from '../../server/db/seed';
import { MemoryMailTransport } from '../../server/domain/accounts/memoryMailTransport';
import type { Authenticator } from '../../server/http/authenticator';
import type { AccountsOptions } from '../../server/accounts/accountDeps';
import type { PurchaseConfig } from '../../server/purchases/purchaseConfig';
import type { ShareConfig } from '../../server/share/shareConfig';
import { createLogger } from '../../server/logger';
import { browserSession, type BrowserSession } from './browserSession';
import { createTestDatabase } from './testDatabase';
import { TestClock } from './testClock';

/** A built app on its own fresh database, plus handles tests need. Call `close()` in afterAll. */
export interface TestApp {
  app: Hono;
  database: Database;
  repositories: Repositories;
  /** The browser's typed API client, wired to `app.request` (no network). */
  client: ApiClient;
  /** Parsed JSON log lines the app wrote. */
  logs: Record<string, unknown>[];
  /** Shortcut for `app.request` with a path. */
  request(pathAndQuery: string, init?: RequestInit): Promise<Response>;
  /** The outbox of verification and notice mail (unless `accounts.mail` was given). */
  mail: MemoryMailTransport;
  /** The app's clock (unless `accounts.now` was given): starts at the real time, moves only when told. */
  clock: TestClock;
  /** A new "browser": its own cookie jar and typed client, like one more device of a player. */
  browser(): BrowserSession;
  close(): Promise<void>;
}

/** Options of {@link createTestApp}. */
export interface TestAppOptions {
  /** Apply the launch seeds (off by default so tests start from empty tables). */
  seed?: boolean;
  /** Folder served as the client; defaults to a folder that does not exist (503 page). */
  staticDir?: string;
  authenticate?: Authenticator;
  /** Account options over the test defaults (memory mail, the test clock, cheap scrypt). */
  accounts?: AccountsOptions;
  /** Purchase channels (App Store, Telegram Stars); off by default. */
  purchases?: PurchaseConfig;
  /** Sharing into Telegram (the bot and its Bot API); off by default. */
  share?: ShareConfig;
  /** Serve GET /metrics behind this bearer token; off by default. */
  metricsToken?: string;
}

/**
 * TEST ONLY scrypt cost (N = 2^10, 128 KiB, about 1 ms) so suites can register many players; production uses
 * N = 2^17 and one test exercises it. Hashes carry their parameters, so verification works either way.
 */
export const TEST_SCRYPT_PARAMS = { logN: 10, r: 8, p: 1 } as const;

/** Builds the real app on a fresh migrated database (PGlite template copy, or PostgreSQL if DATABASE_URL is set). */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  if (options.seed) await applySeeds(database.db);
  const logs: Record<string, unknown>[] = [];
  const logger = createLogger('debug', (line) => logs.push(JSON.parse(line) as Record<string, unknown>));
  const repositories = allRepositories;
  const mail = new MemoryMailTransport();
  const clock = new TestClock();
  const app = createApp({
    database,
    logger,
    repositories,
    staticDir: options.staticDir ?? path.join(import.meta.dirname, 'no-such-static-dir'),
    version: '0.0.0-test',
    ...(options.authenticate ? { authenticate: options.authenticate } : {}),
    ...(options.purchases ? { purchases: options.purchases } : {}),
    ...(options.metricsToken ? { metricsToken: options.metricsToken } : {}),
    ...(options.share ? { share: options.share } : {}),
    accounts: { mail, now: () => clock.now(), scryptParams: TEST_SCRYPT_PARAMS, ...options.accounts },
  });
  const request = async (pathAndQuery: string, init?: RequestInit) => app.request(pathAndQuery, init);
  return {
    app,
    database,
    repositories,
    client: createApiClient({ baseUrl: 'http://test.local', fetch: async (url, init) => app.request(url, init) }),
    logs,
    request,
    mail,
    clock,
    browser: () => browserSession(app),
    close: () => database.close(),
  };
}
