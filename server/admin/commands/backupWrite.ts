import { rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { auditInvariants } from '../../db/auditInvariants';
import { UsageError, type AdminCommand } from '../adminCommand';

/** `backup:write <file>`: a consistent backup of the embedded database (PGlite) as one gzipped tarball. */
export const backupWrite: AdminCommand = {
  name: 'backup:write',
  usage: 'backup:write <file.tar.gz>',
  description: 'Write a consistent backup of the embedded database (stop the server first); on PostgreSQL use pg_dump (docs/SERVER.md).',
  async run({ args, database, cwd, out, err }) {
    const [file, ...extra] = args;
    if (!file || extra.length > 0) throw new UsageError('name one backup file');
    if (!database.dump) {
      err('This is PostgreSQL: back it up with pg_dump --format=custom --file=tcg.dump "$DATABASE_URL" (docs/SERVER.md, "Backups").');
      return 1;
    }
    const target = path.resolve(cwd, file);
    const audit = await auditInvariants(database.db);
    const dump = Buffer.from(await (await database.dump()).arrayBuffer());
    // Written beside the target and renamed: a crash never leaves a half backup under the final name.
    const partial = `${target}.partial`;
    await writeFile(partial, dump);
    await rename(partial, target);
    out(`wrote ${target} (${dump.length} bytes): ${audit.accounts} accounts, ${audit.movements} ledger movements, ${audit.cards} cards`);
    return 0;
  },
};
