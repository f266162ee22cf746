import { describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/database';
import { selectRows } from './rowCounts';
import { createTestDatabaseTarget } from './testDatabase';

// Several servers starting at once on one PostgreSQL (a rolling deploy, replicas) must not trip over each
// other's migrations. PGlite admits one process per data folder, so this only applies with DATABASE_URL.
describe.skipIf(!process.env.DATABASE_URL)('migrations on PostgreSQL', () => {
  it('three servers migrating a fresh database at once all succeed, and each migration is applied once', async () => {
    const target = await createTestDatabaseTarget();
    const opened: Database[] = [];
    try {
      for (let i = 0; i < 3; i += 1) opened.push(await openDatabase({ dataDir: '', databaseUrl: target.env.DATABASE_URL }));
      const results = await Promise.allSettled(opened.map((d) => d.migrate()));
      expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'ok'))).toEqual(['ok', 'ok', 'ok']);
      const [first] = opened;
      if (!first) throw new Error('no database');
      const applied = await selectRows<{ n: number }>(first.db, 'select count(*)::int as n from drizzle.__drizzle_migrations');
      const journal = await import('../../server/db/migrations/meta/_journal.json');
      expect(Number(applied[0]?.n)).toBe(journal.default.entries.length);
      // Restarting on a migrated database applies nothing and fails nothing.
      await expect(first.migrate()).resolves.toBeUndefined();
    } finally {
      for (const d of opened) await d.close();
      await target.cleanup();
    }
  });
});
