import { mkdir, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { auditInvariants } from '../../db/auditInvariants';
import { pgliteDatabase, pgliteDirectory } from '../../db/database';
import { UsageError, type AdminCommand } from '../adminCommand';

/**
 * `backup:restore <file> [--data-dir <dir>]`: checks a backup of the embedded database (balances equal ledger
 * sums, cards owned once) and, with --data-dir, restores it there (a new or empty folder; then start the server
 * with DATA_DIR=<dir>). Exit 1 when the backup breaks a rule: nothing is restored.
 */
export const backupRestore: AdminCommand = {
  name: 'backup:restore',
  usage: 'backup:restore <file.tar.gz> [--data-dir <dir>]',
  description: 'Check a backup of the embedded database (balances = ledger sums, cards owned once); with --data-dir, restore it into that new folder.',
  needsDatabase: false,
  async run({ args, cwd, out, err }) {
    const { values, positionals } = parseArgs({ args, options: { 'data-dir': { type: 'string' } }, allowPositionals: true, strict: true });
    const [file, ...extra] = positionals;
    if (!file || extra.length > 0) throw new UsageError('name one backup file');
    const backup = new Blob([await readFile(path.resolve(cwd, file))]);
    const checked = pgliteDatabase(await PGlite.create({ loadDataDir: backup }));
    try {
      const audit = await auditInvariants(checked.db);
      for (const problem of audit.problems) err(problem);
      if (audit.problems.length > 0) return 1;
      out(`backup ok: ${audit.accounts} accounts, ${audit.movements} ledger movements, ${audit.cards} cards; balances equal the ledger, cards owned once`);
    } finally {
      await checked.close();
    }
    const dataDir = values['data-dir'];
    if (dataDir === undefined) return 0;
    const target = pgliteDirectory(path.resolve(cwd, dataDir));
    const existing = await readdir(target).catch(() => []);
    if (existing.length > 0) {
      err(`${target} is not empty: restore into a new folder, then point DATA_DIR at it.`);
      return 1;
    }
    await mkdir(path.dirname(target), { recursive: true });
    const restored = await PGlite.create(target, { loadDataDir: backup });
    await restored.close();
    out(`restored into ${target}: start the server with DATA_DIR=${path.resolve(cwd, dataDir)}`);
    return 0;
  },
};
