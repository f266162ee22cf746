import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../src/contracts/api';
import { runAdmin } from '../../server/admin/runAdmin';
import { auditInvariants, type InvariantAudit } from '../../server/db/auditInvariants';
import { pgliteDatabase, pgliteDirectory, postgresDatabase, type Database } from '../../server/db/database';
import { ledgerRepository } from '../../server/db/ledgerRepository';
import { rowsOf } from '../../server/db/rowsOf';
import { fight, newGuest, saveStarterTeam, type Guest } from './battlesKit';
import { createTestApp, type TestApp } from './testApp';
import { createTestDatabaseTarget, testDatabaseKind } from './testDatabase';

let t: TestApp;
let files: string;
let guest: Guest;
let live: InvariantAudit;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  files = await mkdtemp(path.join(os.tmpdir(), 'tcg-backup-'));
  // Money and cards moved: a battle's rewards, stamina bought until the coin runs out (refusals roll back).
  guest = await newGuest(t);
  await saveStarterTeam(guest);
  await fight(guest, { mode: 'campaign', stageId: '1-1', teamSlot: 1 });
  await Promise.allSettled(Array.from({ length: 12 }, (_, i) => guest.browser.client.call(api.recoverStamina, { body: { idempotencyKey: `backup-${i}` } })));
  live = await auditInvariants(t.database.db);
});
afterAll(async () => {
  await t.close();
  await rm(files, { recursive: true, force: true });
});

async function admin(argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAdmin(argv, { env: { LOG_LEVEL: 'silent' }, cwd: files, output: { out: (l) => out.push(l), err: (l) => err.push(l) }, database: t.database });
  return { code, out, err };
}

/** The restored copy holds what the live database held, and keeps the rules. */
async function expectSameAsLive(restored: Database): Promise<void> {
  const audit = await auditInvariants(restored.db);
  expect(live.problems).toEqual([]);
  expect(audit).toEqual(live);
  expect(live.movements).toBeGreaterThan(2);
  expect(await ledgerRepository.balances(restored.db, guest.accountId)).toEqual(await ledgerRepository.balances(t.database.db, guest.accountId));
}

/** The newest PostgreSQL client tool of that name (Debian's postgresql packages), if installed. */
function postgresTool(name: string): string | undefined {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  return versions.map((v) => path.join(root, v, 'bin', name)).find((file) => existsSync(file));
}

describe(`backups on ${testDatabaseKind}`, () => {
  it.runIf(testDatabaseKind === 'pglite')('backup:write then backup:restore --data-dir gives the same database, balances equal to the ledger', async () => {
    const written = await admin(['backup:write', 'game.tar.gz']);
    expect(written.err).toEqual([]);
    expect(written.code).toBe(0);
    const restoredTo = await admin(['backup:restore', 'game.tar.gz', '--data-dir', 'restored']);
    expect(restoredTo.err).toEqual([]);
    expect(restoredTo.code).toBe(0);
    expect(restoredTo.out[0]).toMatch(/^backup ok: /);
    const restored = pgliteDatabase(await PGlite.create(pgliteDirectory(path.join(files, 'restored'))));
    try {
      await expectSameAsLive(restored);
    } finally {
      await restored.close();
    }
    // A second restore over it is refused: a backup never overwrites a database.
    const again = await admin(['backup:restore', 'game.tar.gz', '--data-dir', 'restored']);
    expect(again.code).toBe(1);
    expect(again.err.join('\n')).toMatch(/not empty/);
  });

  it.runIf(testDatabaseKind === 'pglite')('backup:restore refuses a backup whose balances disagree with the ledger', async () => {
    await t.database.db.execute(sql`update balances set amount = amount + 1 where account_id = ${guest.accountId} and currency = 'game_coin'`);
    try {
      expect((await admin(['backup:write', 'broken.tar.gz'])).code).toBe(0);
      const checked = await admin(['backup:restore', 'broken.tar.gz', '--data-dir', 'never']);
      expect(checked.code).toBe(1);
      expect(checked.err.join('\n')).toMatch(/game_coin: .* but the ledger sums to/);
      expect(existsSync(path.join(files, 'never'))).toBe(false);
    } finally {
      await t.database.db.execute(sql`update balances set amount = amount - 1 where account_id = ${guest.accountId} and currency = 'game_coin'`);
    }
  });

  it.runIf(testDatabaseKind === 'postgres')('pg_dump then pg_restore into an empty database gives the same database (the documented path)', async () => {
    const pgDump = postgresTool('pg_dump');
    const pgRestore = postgresTool('pg_restore');
    if (!pgDump || !pgRestore) throw new Error('pg_dump/pg_restore not installed (Debian package postgresql-client)');
    const [current] = await rowsOf<{ name: string }>(t.database.db, sql`select current_database() as name`);
    const source = new URL(process.env.DATABASE_URL ?? '');
    source.pathname = `/${current?.name ?? ''}`;
    const dump = path.join(files, 'tcg.dump');
    const dumped = spawnSync(pgDump, ['--format=custom', `--file=${dump}`, source.toString()], { encoding: 'utf8' });
    expect(dumped.stderr).toBe('');
    expect(dumped.status).toBe(0);
    const target = await createTestDatabaseTarget();
    try {
      const url = target.env.DATABASE_URL ?? '';
      const restoredRun = spawnSync(pgRestore, ['--no-owner', '--exit-on-error', `--dbname=${url}`, dump], { encoding: 'utf8' });
      expect(restoredRun.stderr).toBe('');
      expect(restoredRun.status).toBe(0);
      const restored = postgresDatabase(new pg.Pool({ connectionString: url, max: 2 }));
      try {
        await expectSameAsLive(restored);
      } finally {
        await restored.close();
      }
    } finally {
      await target.cleanup();
    }
  });

  it.runIf(testDatabaseKind === 'postgres')('backup:write on PostgreSQL points at pg_dump', async () => {
    const written = await admin(['backup:write', 'game.tar.gz']);
    expect(written.code).toBe(1);
    expect(written.err.join('\n')).toMatch(/pg_dump/);
  });
});
