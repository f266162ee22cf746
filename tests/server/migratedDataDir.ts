import { randomBytes } from 'node:crypto';
import { cp, mkdir, rename, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgliteDatabase, pgliteDirectory } from '../../server/db/database';
import { migrationsHash } from './migrationsHash';

/**
 * A server's data folder with the embedded database already created and migrated, copied from a template.
 *
 * Every browser-test server (the shared one, each worker's account server, the update and deposit servers) and the
 * server-process tests that do not test a fresh start (createTestDatabaseTarget({ migrated: true })) used to
 * start on an empty folder: PGlite's initdb plus every migration, about half of a server's start-up (119 s against
 * 51 s at load 26). The template is built once per migrations hash under the OS temp dir (like the server tests'
 * tarball) and copied per server; the server still runs its migrations (none pending) and seeds on start.
 */
export async function copyMigratedDataDir(dataDir: string): Promise<void> {
  const template = await migratedTemplate();
  await rm(dataDir, { recursive: true, force: true });
  await mkdir(path.dirname(dataDir), { recursive: true });
  await cp(template, dataDir, { recursive: true });
}

/** The template folder: found, or built now (into a scratch folder renamed into place, so racers never see half). */
async function migratedTemplate(): Promise<string> {
  const root = path.join(os.tmpdir(), 'tcg-test-templates');
  const template = path.join(root, `pglite-datadir-${await migrationsHash()}`);
  if (await exists(template)) return template;
  const scratch = `${template}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await mkdir(scratch, { recursive: true });
  try {
    const database = pgliteDatabase(await PGlite.create(pgliteDirectory(scratch)));
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
    await rename(scratch, template);
  } catch (error) {
    // Another process renamed its template into place first: use that one.
    if (!(await exists(template))) throw error;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
  return template;
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}
