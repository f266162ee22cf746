import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import type { TableChanges } from '../../server/db/tableChanges';
import { createTestDatabase, testDatabaseKind } from './testDatabase';

let database: Database;
let watched: { client: PGlite; changes: TableChanges };

beforeAll(async () => {
  database = await createTestDatabase();
  if (!database.changes) return;
  watched = { client: (database.db as unknown as { $client: PGlite }).$client, changes: database.changes };
  await watched.client.exec('create table watched (id int primary key, v int); create table other (id int primary key)');
});
afterAll(() => database.close());

/** server/db/tableChanges.ts on the embedded database (PostgreSQL has no table versions: other processes write). */
describe.skipIf(testDatabaseKind !== 'pglite')('watchTableChanges', () => {
  it('reads leave versions alone; a write bumps the tables it names and no others', async () => {
    const { client, changes } = watched;
    const before = changes.version(['watched']);
    const otherBefore = changes.version(['other']);
    await client.query('select * from watched');
    await client.query('select * from "watched" for update');
    expect(changes.version(['watched'])).toBe(before);
    await client.query('insert into "watched" (id, v) values ($1, $2)', [1, 1]);
    expect(changes.version(['watched'])).toBeGreaterThan(before);
    expect(changes.version(['other'])).toBe(otherBefore);
  });

  it('a transaction bumps its tables once it ends, not while it runs', async () => {
    const { client, changes } = watched;
    const before = changes.version(['watched']);
    let during = -1;
    await client.transaction(async (tx) => {
      await tx.query('update watched set v = v + 1 where id = 1');
      during = changes.version(['watched']);
    });
    expect(during).toBe(before);
    expect(changes.version(['watched'])).toBeGreaterThan(before);
  });

  it('a failed write and a rolled-back transaction still bump (coarse, never stale)', async () => {
    const { client, changes } = watched;
    let before = changes.version(['watched']);
    await expect(client.query('insert into watched (id, v) values (1, 1)')).rejects.toThrow();
    expect(changes.version(['watched'])).toBeGreaterThan(before);
    before = changes.version(['watched']);
    await expect(
      client.transaction(async (tx) => {
        await tx.query('update watched set v = 99');
        throw new Error('abandoned');
      }),
    ).rejects.toThrow('abandoned');
    expect(changes.version(['watched'])).toBeGreaterThan(before);
    expect((await watched.client.query<{ v: number }>('select v from watched where id = 1')).rows[0]?.v).toBe(2);
  });

  it('CTEs count as writes; the wrapped client still answers like PGlite', async () => {
    const { client, changes } = watched;
    const before = changes.version(['other']);
    const result = await client.query<{ id: number }>('with added as (insert into other (id) values (7) returning id) select id from added');
    expect(result.rows).toEqual([{ id: 7 }]);
    expect(changes.version(['other'])).toBeGreaterThan(before);
    expect(client).toBeInstanceOf(PGlite);
  });
});
