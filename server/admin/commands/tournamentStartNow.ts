import { parseArgs } from 'node:util';
import { z } from 'zod';
import { startTournamentNow } from '../../tournaments/startTournamentNow';
import { UsageError, type AdminCommand } from '../adminCommand';

/** `tournament:start-now <id>`: a tournament that has not started starts at the server's next round tick. */
export const tournamentStartNow: AdminCommand = {
  name: 'tournament:start-now',
  usage: 'tournament:start-now <tournament id>',
  description: 'Move the start of a tournament that has not started to now; the server starts it on its next round tick (with too few entrants it is cancelled and refunded, as at its planned start).',
  async run({ args, database, repositories, out, err }) {
    const { positionals } = parseArgs({ args, options: {}, allowPositionals: true, strict: true });
    const id = z.string().uuid().safeParse(positionals[0]);
    if (positionals.length !== 1 || !id.success) throw new UsageError('Give one tournament id (a UUID)');
    const outcome = await startTournamentNow({ db: database.db, repositories }, { tournamentId: id.data, now: new Date() });
    if (!outcome.ok) {
      err(`Refused: ${outcome.reason}`);
      return 1;
    }
    out(`Tournament ${outcome.value.id} "${outcome.value.name}" now starts at ${outcome.value.startsAt.toISOString()}`);
    return 0;
  },
};
