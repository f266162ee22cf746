import type { Database } from '../db/database';
import type { Repositories } from '../db/repositories';

/** Where a command writes: lines for people (stdout) and problems (stderr). */
export interface AdminOutput {
  out(line: string): void;
  err(line: string): void;
}

/** What a command gets: its own arguments (after the command name), the database, output. */
export interface AdminContext extends AdminOutput {
  args: string[];
  database: Database;
  repositories: Repositories;
  /** Directory relative file arguments resolve against. */
  cwd: string;
}

/** One admin command, registered by name in the command table. Resolves to the process exit code. */
export interface AdminCommand {
  name: string;
  usage: string;
  description: string;
  run(context: AdminContext): Promise<number>;
}

/** Thrown for wrong arguments; the runner prints the message and the command's usage, exit code 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}
