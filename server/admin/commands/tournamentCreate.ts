import { parseArgs } from 'node:util';
import { z } from 'zod';
import { newTournamentRules } from '../../../src/contracts/tournaments/tournamentRules';
import { TOURNAMENT_SETTINGS } from '../../../src/content/tournaments/tournamentSettings';
import { createTournament } from '../../tournaments/createTournament';
import { UsageError, type AdminCommand } from '../adminCommand';

/** The options of `tournament:create`, validated once. */
const options = z.object({
  name: z.string().trim().min(3).max(60),
  startsAt: z.coerce.date(),
  roundSeconds: z.coerce.number().int().min(1).max(7 * 86_400),
  maxPlayers: z.coerce.number().int().min(TOURNAMENT_SETTINGS.minPlayers).max(TOURNAMENT_SETTINGS.maxPlayers),
  entryFee: z.coerce.number().int().min(0).max(1_000_000),
  prizes: z.array(z.coerce.number().int().min(0).max(10_000_000)).max(64),
  topCut: z.boolean(),
  rules: newTournamentRules,
});

/** `tournament:create`: an official tournament (fixed prizes in game coin, by place). */
export const tournamentCreate: AdminCommand = {
  name: 'tournament:create',
  usage:
    'tournament:create --name <text> --starts-at <ISO time> [--round-seconds 600] [--max-players 64] [--fee 0] [--prizes 1000,500,250] [--top-cut] [--level-cap N] [--family F] [--ban cardId,…]',
  description: 'Create an official Swiss tournament (its round seeds are committed now; rounds run on the server schedule).',
  async run({ args, database, repositories, out, err }) {
    const { values } = parseArgs({
      args,
      options: {
        name: { type: 'string' },
        'starts-at': { type: 'string' },
        'round-seconds': { type: 'string', default: '600' },
        'max-players': { type: 'string', default: String(TOURNAMENT_SETTINGS.maxPlayers) },
        fee: { type: 'string', default: '0' },
        prizes: { type: 'string', default: '' },
        'top-cut': { type: 'boolean', default: false },
        'level-cap': { type: 'string' },
        family: { type: 'string' },
        ban: { type: 'string', default: '' },
      },
      strict: true,
    });
    if (values.name === undefined || values['starts-at'] === undefined) throw new UsageError('Give --name and --starts-at');
    const list = (text: string) => text.split(',').map((v) => v.trim()).filter((v) => v !== '');
    const parsed = options.safeParse({
      name: values.name,
      startsAt: values['starts-at'],
      roundSeconds: values['round-seconds'],
      maxPlayers: values['max-players'],
      entryFee: values.fee,
      prizes: list(values.prizes),
      topCut: values['top-cut'],
      rules: { levelCap: values['level-cap'] === undefined ? undefined : Number(values['level-cap']), family: values.family, bannedCards: list(values.ban) },
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) err(`--${issue.path.join('.')}: ${issue.message}`);
      err('Nothing was created.');
      return 1;
    }
    const o = parsed.data;
    const outcome = await createTournament(
      { db: database.db, repositories },
      { kind: 'official', creatorId: null, idempotencyKey: null, name: o.name, startsAt: o.startsAt, roundSeconds: o.roundSeconds, maxPlayers: o.maxPlayers, entryFee: o.entryFee, prizes: o.prizes, topCut: o.topCut, rules: o.rules },
      new Date(),
    );
    if (!outcome.ok) {
      err(`Refused: ${outcome.reason}`);
      return 1;
    }
    out(`Created tournament ${outcome.value.id} "${outcome.value.name}", starting ${outcome.value.startsAt}`);
    return 0;
  },
};
