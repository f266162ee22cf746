import { parseArgs } from 'node:util';
import { reportStatus } from '../../../src/contracts/reports';
import { UsageError, type AdminCommand } from '../adminCommand';

/** `report:list [--status open|closed] [--limit N]`: players' issue reports, newest first, one per line. */
export const reportList: AdminCommand = {
  name: 'report:list',
  usage: 'report:list [--status open|closed] [--limit <n>]',
  description: 'List issue reports, newest first (id, status, time, category, account, first words).',
  async run({ args, database, repositories, out }) {
    const { values } = parseArgs({ args, options: { status: { type: 'string' }, limit: { type: 'string' } }, strict: true });
    const status = values.status === undefined ? undefined : reportStatus.safeParse(values.status);
    if (status && !status.success) throw new UsageError('--status: use open or closed');
    const limit = values.limit === undefined ? 50 : Number(values.limit);
    if (!Number.isInteger(limit) || limit < 1 || limit > 1000) throw new UsageError('--limit: a whole number from 1 to 1000');
    const rows = await repositories.reports.list(database.db, status?.data, limit);
    for (const r of rows) {
      const preview = r.text.replace(/\s+/g, ' ').slice(0, 60);
      out(`#${r.id}\t${r.status}\t${r.createdAt.toISOString()}\t${r.category}\t${r.accountId}\t${preview}${r.screenshot ? '\t[screenshot]' : ''}`);
    }
    out(`${rows.length} report(s)${status ? ` ${status.data}` : ''}`);
    return 0;
  },
};
