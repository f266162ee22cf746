import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { UsageError, type AdminCommand } from '../adminCommand';
import { reportIdArgument } from './reportIdArgument';

/** `report:read <id> [--screenshot <file>]`: one report in full; its screenshot saved to a file when asked. */
export const reportRead: AdminCommand = {
  name: 'report:read',
  usage: 'report:read <id> [--screenshot <file>]',
  description: 'Show one issue report in full; --screenshot saves its image (PNG, JPEG or WebP) to a file.',
  async run({ args, database, repositories, out, err, cwd }) {
    const { values, positionals } = parseArgs({ args, options: { screenshot: { type: 'string' } }, allowPositionals: true, strict: true });
    const id = reportIdArgument(positionals);
    const row = await repositories.reports.find(database.db, id);
    if (!row) {
      err(`No report #${id}.`);
      return 1;
    }
    out(`Report #${row.id} (${row.status})`);
    out(`From:      ${row.accountId}`);
    out(`Sent:      ${row.createdAt.toISOString()}`);
    out(`Category:  ${row.category}`);
    out(`App:       ${row.appVersion}`);
    out(`Battle:    ${row.battleId ?? '-'}`);
    out(`Screenshot: ${row.screenshot ? `${row.screenshotType}, ${row.screenshot.length} bytes` : 'none'}`);
    if (row.closedAt) out(`Closed:    ${row.closedAt.toISOString()}: ${row.resolution ?? ''}`);
    out('');
    out(row.text);
    if (values.screenshot !== undefined) {
      if (!row.screenshot) throw new UsageError(`Report #${id} has no screenshot`);
      const file = path.resolve(cwd, values.screenshot);
      await writeFile(file, row.screenshot);
      out(`Saved the screenshot to ${file}`);
    }
    return 0;
  },
};
