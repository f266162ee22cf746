import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder, pgliteDatabase, postgresDatabase, type Database } from '../../server/db/database';
import { createEmptyPglite, createTestDatabaseTarget } from './testDatabase';

/**
 * A folder with the migrations before `tag` only (the journal cut there), as a database deployed before it had.
 * `tag` is a migration's whole tag ("0013_ledger_key_source") or its name without the number ("notice_texts"),
 * which stays right when branches merged later renumber it.
 */
async function migrationsBefore(tag: string): Promise<{ folder: string; remove: () => Promise<void> }> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'tcg-migrations-'));
  const journal = JSON.parse(await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  const cut = journal.entries.findIndex((e) => e.tag === tag || e.tag.replace(/^\d+_/, '') === tag);
  if (cut < 0) throw new Error(`no migration ${tag}`);
  const entries = journal.entries.slice(0, cut);
  await mkdir(path.join(folder, 'meta'));
  await writeFile(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const e of entries) await copyFile(path.join(migrationsFolder, `${e.tag}.sql`), path.join(folder, `${e.tag}.sql`));
  return { folder, remove: () => rm(folder, { recursive: true, force: true }) };
}

/** A database migrated up to (not including) `tag` (see {@link migrationsBefore}), on this suite's database kind. */
export async function databaseBefore(tag: string): Promise<{ database: Database; cleanup: () => Promise<void> }> {
  const older = await migrationsBefore(tag);
  if (process.env.DATABASE_URL) {
    const target = await createTestDatabaseTarget();
    const database = postgresDatabase(new pg.Pool({ connectionString: target.env.DATABASE_URL, max: 4 }));
    await migrateNodePg(database.db as Parameters<typeof migrateNodePg>[0], { migrationsFolder: older.folder });
    await older.remove();
    return { database, cleanup: async () => (await database.close(), await target.cleanup()) };
  }
  const database = pgliteDatabase(await createEmptyPglite());
  await migratePglite(database.db as Parameters<typeof migratePglite>[0], { migrationsFolder: older.folder });
  await older.remove();
  return { database, cleanup: () => database.close() };
}
