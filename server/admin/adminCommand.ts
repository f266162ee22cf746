import type { Database } from '../db/database';
import type { Repositories } from '../db/repositories';

/** Where a command writes: lines for people (stdout) and problems (stderr). */
export interface AdminOutput {
  out(line: string): void;
  err(line: string): void;
}

/** What a command that opens no database gets: its own arguments (after the command name), output. */
export interface AdminFileContext extends AdminOutput {
  args: string[];
  /** Directory relative file arguments resolve against. */
  cwd: string;
}

/** What a command gets: its own arguments, the configured database, output. */
export interface AdminContext extends AdminFileContext {
  database: Database;
  repositories: Repositories;
}

interface AdminCommandBase {
  name: string;
  usage: string;
  description: string;
}

/**
 * One admin command, registered by name in the command table. Resolves to the process exit code. Most run on the
 * configured database (opened, migrated and seeded first); one with `needsDatabase: false` works on files alone
 * (a backup restore) and the runner opens nothing.
 */
export type AdminCommand =
  | (AdminCommandBase & { needsDatabase?: true; run(context: AdminContext): Promise<number> })
  | (AdminCommandBase & { needsDatabase: false; run(context: AdminFileContext): Promise<number> });

/** Thrown for wrong arguments; the runner prints the message and the command's usage, exit code 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}
