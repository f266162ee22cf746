import path from 'node:path';
import type { Hono } from 'hono';
import { createApiClient, type ApiClient } from '../../src/services/api';
import { createApp } from '../../server/app';
import type { Database } from '../../server/db/database';
import { createRepositories, type Repositories } from '../../server/db/repositories';
import { applySeeds } from '../../server/db/seed';
import type { Authenticator } from '../../server/http/authenticator';
import { createLogger } from '../../server/logger';
import { createTestDatabase } from './testDatabase';

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
  close(): Promise<void>;
}

/** Options of {@link createTestApp}. */
export interface TestAppOptions {
  /** Apply the launch seeds (off by default so tests start from empty tables). */
  seed?: boolean;
  /** Folder served as the client; defaults to a folder that does not exist (503 page). */
  staticDir?: string;
  authenticate?: Authenticator;
}

/** Builds the real app on a fresh migrated database (PGlite template copy, or PostgreSQL if DATABASE_URL is set). */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  if (options.seed) await applySeeds(database.db);
  const logs: Record<string, unknown>[] = [];
  const logger = createLogger('debug', (line) => logs.push(JSON.parse(line) as Record<string, unknown>));
  const repositories = createRepositories(database.db);
  const app = createApp({
    database,
    logger,
    repositories,
    staticDir: options.staticDir ?? path.join(import.meta.dirname, 'no-such-static-dir'),
    version: '0.0.0-test',
    ...(options.authenticate ? { authenticate: options.authenticate } : {}),
  });
  const request = async (pathAndQuery: string, init?: RequestInit) => app.request(pathAndQuery, init);
  return {
    app,
    database,
    repositories,
    client: createApiClient({ baseUrl: 'http://test.local', fetch: async (url, init) => app.request(url, init) }),
    logs,
    request,
    close: () => database.close(),
  };
}
