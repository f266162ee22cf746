import type { tournamentsApi } from '../../../src/contracts/tournaments';
import { TOURNAMENT_SETTINGS } from '../../../src/content/tournaments/tournamentSettings';
import type { Db } from '../../db/database';
import type { LedgerRepository } from '../../db/ledgerRepository';
import type { Handlers } from '../../http/registerEndpoints';
import { refusalError } from '../../http/refusalError';
import { TOURNAMENT_REFUSALS } from '../../http/tournamentRefusals';
import { cancelTournament } from '../../tournaments/cancelTournament';
import { createTournament } from '../../tournaments/createTournament';
import { getTournament, listTournaments } from '../../tournaments/getTournament';
import { joinTournament } from '../../tournaments/joinTournament';

/** What the tournament handlers need. */
export interface TournamentRouteDeps {
  db: Db;
  ledger: LedgerRepository;
  now: () => Date;
}

/** Tournament endpoints: HTTP in, one use case, its answer or its refusal (TOURNAMENT_REFUSALS) out. */
export function tournamentHandlers(deps: TournamentRouteDeps): Handlers<typeof tournamentsApi> {
  const { ledger } = deps;
  return {
    async listTournaments({ player }) {
      return { tournaments: await listTournaments(deps.db, { viewerId: player.id }) };
    },
    async getTournament({ player, params }) {
      const outcome = await getTournament(deps.db, { id: params.id, viewerId: player.id });
      if (!outcome.ok) throw refusalError(outcome, TOURNAMENT_REFUSALS, 'id');
      return { tournament: outcome.value };
    },
    async createTournament({ player, body }) {
      const now = deps.now();
      const outcome = await createTournament(
        deps.db,
        {
          kind: 'private',
          creatorId: player.id,
          idempotencyKey: body.idempotencyKey,
          name: body.name,
          startsAt: new Date(now.getTime() + body.startsInMinutes * 60_000),
          roundSeconds: TOURNAMENT_SETTINGS.privateRoundSeconds,
          maxPlayers: body.maxPlayers,
          entryFee: body.entryFee,
          prizes: [],
          topCut: body.topCut,
          rules: body.rules,
        },
        now,
      );
      if (!outcome.ok) throw refusalError(outcome, TOURNAMENT_REFUSALS);
      return { tournament: outcome.value };
    },
    async joinTournament({ player, body }) {
      const outcome = await joinTournament({ db: deps.db, ledger }, { playerId: player.id, body, now: deps.now() });
      if (!outcome.ok) throw refusalError(outcome, TOURNAMENT_REFUSALS, outcome.reason === 'tournament_not_found' ? 'inviteCode' : 'teamSlot');
      return outcome.value;
    },
    async cancelTournament({ player, params }) {
      const outcome = await cancelTournament({ db: deps.db, ledger }, { tournamentId: params.id, by: player.id, now: deps.now() });
      if (!outcome.ok) throw refusalError(outcome, TOURNAMENT_REFUSALS);
      return { tournament: outcome.value };
    },
  };
}
