import { ConfigError, loadConfig } from '../config';
import { openPreparedDatabase } from '../db/prepareDatabase';
import type { Database } from '../db/database';
import { repositories } from '../db/repositories';
import { UsageError, type AdminCommand, type AdminOutput } from './adminCommand';
import { depositReview } from './commands/depositReview';
import { noticeAdd } from './commands/noticeAdd';
import { noticeList } from './commands/noticeList';
import { whitelistCheck } from './commands/whitelistCheck';
import { whitelistImport } from './commands/whitelistImport';
import { backupRestore } from './commands/backupRestore';
import { backupWrite } from './commands/backupWrite';
// market branch: issue reports
import { reportClose } from './commands/reportClose';
import { reportList } from './commands/reportList';
import { reportRead } from './commands/reportRead';
import { tournamentCreate } from './commands/tournamentCreate';
import { tournamentStartNow } from './commands/tournamentStartNow';

/** Every admin command, by name. */
export const adminCommands: readonly AdminCommand[] = [
  noticeAdd,
  noticeList,
  whitelistImport,
  whitelistCheck,
  depositReview,
  // Player issue reports.
  reportList,
  reportRead,
  reportClose,
  backupWrite,
  backupRestore,
  // Official tournaments.
  tournamentCreate,
  tournamentStartNow,
];

function help(output: AdminOutput): void {
  output.out('Usage: npm run admin -- <command> [options]');
  output.out('Uses DATABASE_URL when set, otherwise the embedded database in DATA_DIR (default ./data).');
  output.out('');
  for (const command of adminCommands) output.out(`  ${command.usage}\n      ${command.description}`);
}

/**
 * Runs one admin command against the configured database (migrated and seeded first, like the server).
 * Resolves to the exit code: 0 ok, 1 failed (bad data, nothing written), 2 usage error.
 */
export async function runAdmin(
  argv: string[],
  options: {
    env: Record<string, string | undefined>;
    cwd: string;
    output: AdminOutput;
    /** An already open, migrated database to use instead of the configured one (tests); left open. */
    database?: Database;
  },
): Promise<number> {
  const { output } = options;
  const [name, ...args] = argv;
  if (!name || name === 'help' || name === '--help' || name === '-h') {
    help(output);
    return name ? 0 : 2;
  }
  const command = adminCommands.find((c) => c.name === name);
  if (!command) {
    output.err(`Unknown command "${name}".`);
    help(output);
    return 2;
  }
  if (command.needsDatabase === false) return usageErrorsAsCode(command, output, () => command.run({ args, cwd: options.cwd, ...output }));
  let database = options.database;
  if (!database) {
    let config;
    try {
      config = loadConfig(options.env, options.cwd);
    } catch (error) {
      if (error instanceof ConfigError) {
        output.err(error.message);
        return 1;
      }
      throw error;
    }
    database = (await openPreparedDatabase(config)).database;
  }
  const open = database;
  try {
    return await usageErrorsAsCode(command, output, () => command.run({ args, database: open, repositories, cwd: options.cwd, ...output }));
  } finally {
    if (!options.database) await database.close();
  }
}

/** Runs a command; wrong arguments print the message and the usage and resolve to 2. */
async function usageErrorsAsCode(command: AdminCommand, output: AdminOutput, run: () => Promise<number>): Promise<number> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      output.err(`${(error as Error).message}\nUsage: npm run admin -- ${command.usage}`);
      return 2;
    }
    throw error;
  }
}
