import { parseArgs } from 'node:util';
import { UsageError, type AdminCommand } from '../adminCommand';
import { reportIdArgument } from './reportIdArgument';

/** `report:close <id> --resolution <text>`: closes an open report with the answer its sender will see. */
export const reportClose: AdminCommand = {
  name: 'report:close',
  usage: 'report:close <id> --resolution <text>',
  description: 'Close an open issue report; the resolution (up to 500 characters) is shown to the player.',
  async run({ args, database, repositories, out, err }) {
    const { values, positionals } = parseArgs({ args, options: { resolution: { type: 'string' } }, allowPositionals: true, strict: true });
    const id = reportIdArgument(positionals);
    const resolution = values.resolution?.trim() ?? '';
    if (resolution.length < 1 || resolution.length > 500) throw new UsageError('--resolution: 1 to 500 characters, shown to the player');
    const closed = await repositories.reports.close(database.db, id, resolution, new Date());
    if (!closed) {
      const row = await repositories.reports.find(database.db, id);
      err(row ? `Report #${id} is already closed.` : `No report #${id}.`);
      return 1;
    }
    out(`Closed report #${id}.`);
    return 0;
  },
};
