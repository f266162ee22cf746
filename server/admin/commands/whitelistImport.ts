import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { whitelistEntry, type WhitelistEntry } from '../../../src/contracts/api';
import { UsageError, type AdminCommand } from '../adminCommand';

/** A problem in a CSV file, with the 1-based line it is on. */
export interface CsvProblem {
  line: number;
  message: string;
}

const allowedColumns = new Set(['address', 'note']);

/**
 * Parses a whitelist CSV (header `address[,note]`) and validates every row with the contract schema.
 * Returns all valid entries and every problem found; the caller imports only if there are no problems.
 */
export function parseWhitelistCsv(text: string): { entries: WhitelistEntry[]; problems: CsvProblem[] } {
  let records: { record: Record<string, string>; info: { lines: number } }[];
  try {
    records = parse(text, {
      bom: true,
      columns: (header: string[]) => header.map((name) => name.trim().toLowerCase()),
      skip_empty_lines: true,
      // A row may leave out the optional note column entirely.
      relax_column_count_less: true,
      trim: true,
      info: true,
    }) as { record: Record<string, string>; info: { lines: number } }[];
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 1;
    return { entries: [], problems: [{ line, message: `Not valid CSV: ${(error as Error).message}` }] };
  }
  const first = records[0];
  if (!first) return { entries: [], problems: [{ line: 1, message: 'The file has no rows (expected a header "address,note" and one address per line)' }] };
  const columns = Object.keys(first.record);
  if (!columns.includes('address')) return { entries: [], problems: [{ line: 1, message: 'The header must name an "address" column' }] };
  const unknown = columns.filter((c) => !allowedColumns.has(c));
  if (unknown.length > 0) return { entries: [], problems: [{ line: 1, message: `Unknown column(s) ${unknown.join(', ')}: allowed are address and note` }] };
  const entries: WhitelistEntry[] = [];
  const problems: CsvProblem[] = [];
  for (const { record, info } of records) {
    const parsed = whitelistEntry.safeParse({ address: record.address ?? '', note: record.note });
    if (parsed.success) entries.push(parsed.data);
    else problems.push(...parsed.error.issues.map((issue) => ({ line: info.lines, message: `${issue.path.join('.')}: ${issue.message}` })));
  }
  return { entries, problems };
}

/** `whitelist:import <file.csv>`: all rows or none. */
export const whitelistImport: AdminCommand = {
  name: 'whitelist:import',
  usage: 'whitelist:import <file.csv>',
  description:
    'Import addresses from a CSV with header "address[,note]". Every row is validated first; if any row is bad, ' +
    'the bad rows are listed with their line numbers and nothing is imported. Known addresses get their note updated.',
  async run({ args, database, repositories, out, err, cwd }) {
    if (args.length !== 1 || args[0] === undefined) throw new UsageError('Give exactly one CSV file');
    const file = path.resolve(cwd, args[0]);
    const { entries, problems } = parseWhitelistCsv(await readFile(file, 'utf8'));
    if (problems.length > 0) {
      for (const problem of problems) err(`${args[0]}:${problem.line}: ${problem.message}`);
      err(`Nothing imported: ${problems.length} problem(s). Fix them and run the import again.`);
      return 1;
    }
    const { added, updated } = await repositories.whitelist.importEntries(database.db, entries);
    out(`Imported ${entries.length} row(s): ${added} new address(es), ${updated} already listed (note updated).`);
    out(`The whitelist now holds ${await repositories.whitelist.count(database.db)} address(es).`);
    return 0;
  },
};
