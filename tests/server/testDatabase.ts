import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { pgliteDatabase, postgresDatabase, type Database } from '../../server/db/database';
import { copyMigratedDataDir } from './migratedDataDir';
import { migrationsHash } from './migrationsHash';

/**
 * Fresh, migrated databases for server tests.
 *
 * PGlite (default): initdb plus migrations take seconds, so the first caller builds a migrated template,
 * dumps it to a tarball cached under the OS temp dir (keyed by a hash of the migrations and the PGlite
 * version), and every test file loads its own in-memory copy from that tarball.
 *
 * PostgreSQL (when DATABASE_URL is set): the first caller migrates a template database on that server (named by
 * the same hash, built once under an advisory lock, so parallel workers and later runs share it); each call
 * then creates a uniquely named database as a copy of it (a file copy, about a tenth of migrating anew) and
 * drops it again on close.
 */
export async function createTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  return url ? createPostgresTestDatabase(url) : createPgliteTestDatabase();
}

/** Which database the suite runs against (for test names and skips). */
export const testDatabaseKind: Database['kind'] = process.env.DATABASE_URL ? 'postgres' : 'pglite';

/**
 * A PGlite data folder as a tarball under the OS temp dir (named by `name` and the migrations hash): read from there,
 * or made now by `build` (an open instance to dump) and written for the next caller.
 */
async function cachedPgliteDump(name: string, build: () => Promise<PGlite>): Promise<Uint8Array<ArrayBuffer>> {
  const dir = path.join(os.tmpdir(), 'tcg-test-templates');
  const file = path.join(dir, `${name}-${await migrationsHash()}.tar`);
  try {
    return new Uint8Array(await readFile(file));
  } catch {
    // Not cached yet: build below.
  }
  const client = await build();
  try {
    const dump = await client.dumpDataDir('none');
    const bytes = new Uint8Array(await dump.arrayBuffer());
    await mkdir(dir, { recursive: true });
    // Write then rename, so parallel workers never read a half-written template.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, bytes);
    await rename(partial, file);
    return bytes;
  } finally {
    await client.close();
  }
}

let emptyPromise: Promise<Uint8Array<ArrayBuffer>> | undefined;

/** A cluster as PGlite's initdb leaves it (no migrations): loading it costs about a seventh of an initdb's CPU. */
function pgliteEmpty(): Promise<Uint8Array<ArrayBuffer>> {
  emptyPromise ??= cachedPgliteDump('pglite-empty', () => PGlite.create());
  return emptyPromise;
}

let templatePromise: Promise<Uint8Array<ArrayBuffer>> | undefined;

/** The migrated template as a tarball: from the cache, or built (and cached) now. */
function pgliteTemplate(): Promise<Uint8Array<ArrayBuffer>> {
  templatePromise ??= cachedPgliteDump('pglite', async () => {
    const client = await createEmptyPglite();
    await pgliteDatabase(client).migrate();
    return client;
  });
  return templatePromise;
}

/**
 * A new in-memory PGlite holding a fresh cluster and nothing else, as `PGlite.create()` gives, loaded from a cached
 * copy instead of running initdb (about 3.5 s of CPU) again: for tests that migrate it themselves.
 */
export async function createEmptyPglite(): Promise<PGlite> {
  return PGlite.create({ loadDataDir: new Blob([await pgliteEmpty()]) });
}

async function createPgliteTestDatabase(): Promise<Database> {
  const template = await pgliteTemplate();
  const client = await PGlite.create({ loadDataDir: new Blob([template]) });
  return pgliteDatabase(client);
}

/** Advisory lock key that serialises building the migrated template ("tcg-tmpl" as an int). */
const TEMPLATE_LOCK_KEY = 0x7463_746d;

let postgresTemplatePromise: Promise<string> | undefined;

/** Name of the migrated template database on the server at `url`: found there, or built (once per server) now. */
function postgresTemplate(url: string): Promise<string> {
  postgresTemplatePromise ??= (async () => {
    const name = `tcg_template_${await migrationsHash()}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
      const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (found.rowCount === 0) {
        // Migrated under a scratch name and renamed when complete: a crash half-way never leaves a broken template.
        const scratch = `${name}_${process.pid}_${randomBytes(4).toString('hex')}`;
        await admin.query(`CREATE DATABASE ${scratch}`);
        const database = postgresDatabase(new pg.Pool({ connectionString: databaseUrl(url, scratch), max: 1 }));
        try {
          await database.migrate();
        } finally {
          await database.close();
        }
        await admin.query(`ALTER DATABASE ${scratch} RENAME TO ${name}`);
      }
    } finally {
      await admin.end();
    }
    return name;
  })();
  return postgresTemplatePromise;
}

/** `url` pointing at database `name` on the same server. */
function databaseUrl(url: string, name: string): string {
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

async function createPostgresTestDatabase(url: string): Promise<Database> {
  const template = await postgresTemplate(url);
  const name = `tcg_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(url, `CREATE DATABASE ${name} TEMPLATE ${template}`);
  const database = postgresDatabase(new pg.Pool({ connectionString: databaseUrl(url, name), max: 4 }));
  return {
    ...database,
    close: async () => {
      await database.close();
      await dropDatabase(url, name);
    },
  };
}

/** Environment that points a server or admin process at its own empty database, and how to remove it. */
export interface TestDatabaseTarget {
  /** `DATA_DIR` of a new temp folder, or `DATABASE_URL` of a new PostgreSQL database. */
  env: Record<string, string>;
  /** The temp data folder (PGlite only). */
  dataDir: string | undefined;
  cleanup(): Promise<void>;
}

/** Options of {@link createTestDatabaseTarget}. */
export interface TestDatabaseTargetOptions {
  /**
   * Start from the migrated template (a copied PGlite data folder, or a PostgreSQL database made from the template)
   * instead of an empty database. Tests that prove a fresh database gets created and migrated leave this off; the
   * others skip initdb and every migration in the child process (about half of a server process's start-up).
   */
  migrated?: boolean;
}

/** A database for a child process or the admin CLI: a temp DATA_DIR, or a new PostgreSQL database; empty unless `migrated`. */
export async function createTestDatabaseTarget(options: TestDatabaseTargetOptions = {}): Promise<TestDatabaseTarget> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const root = await mkdtemp(path.join(os.tmpdir(), 'tcg-data-'));
    const dataDir = path.join(root, 'nested', 'data');
    if (options.migrated) await copyMigratedDataDir(dataDir);
    return { env: { DATA_DIR: dataDir }, dataDir, cleanup: () => rm(root, { recursive: true, force: true }) };
  }
  const name = `tcg_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(url, options.migrated ? `CREATE DATABASE ${name} TEMPLATE ${await postgresTemplate(url)}` : `CREATE DATABASE ${name}`);
  return {
    env: { DATABASE_URL: databaseUrl(url, name) },
    dataDir: undefined,
    cleanup: () => dropDatabase(url, name),
  };
}

async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Drops a test database. Connections closed a moment ago may still be leaving, so a plain DROP is retried
 * briefly before forcing (forcing kills sessions, whose clients would then report an error).
 */
async function dropDatabase(url: string, name: string): Promise<void> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    try {
      await adminQuery(url, `DROP DATABASE IF EXISTS ${name}`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006') throw error; // 55006: object in use
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  await adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
