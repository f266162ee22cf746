import type { tournamentsApi } from '../../../src/contracts/tournaments';
import { TOURNAMENT_SETTINGS } from '../../../src/content/tournaments/tournamentSettings';
import type { AppDeps } from '../../appDeps';
import type { Handlers } from '../../http/registerEndpoints';
import { refusalError } from '../../http/refusalError';
import { TOURNAMENT_REFUSALS } from '../../http/tournamentRefusals';
import { cancelTournament } from '../../tournaments/cancelTournament';
import { createTournament } from '../../tournaments/createTournament';
import { getTournament, listTournaments } from '../../tournaments/getTournament';
import { joinTournament } from '../../tournaments/joinTournament';

/** What the tournament handlers take from the app's dependencies: the database, the repositories and the clock. */
export type TournamentRouteDeps = Pick<AppDeps, 'db' | 'repositories' | 'now'>;

/** Tournament endpoints: HTTP in, one use case, its answer or its refusal (TOURNAMENT_REFUSALS) out. */
export function tournamentHandlers(deps: TournamentRouteDeps): Handlers<typeof tournamentsApi> {
  return {
    async listTournaments({ player }) {
      return { tournaments: await listTournaments(deps, { viewerId: player.id }) };
    },
    async getTournament({ player, params }) {
      const outcome = await getTournament(deps, { id: params.id, viewerId: player.id });
      if (!outcome.ok) throw refusalError(outcome, TOURNAMENT_REFUSALS, 'id');
      return { tournament: outcome.value };
    },
    async createTournament({ player, body }) {
      const now = deps.now();
      const outcome = await createTournament(
        deps,
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
      const outcome = await joinTournament(deps, { playerId: player.id, body, now: deps.now() });
      if (!outcome.ok) throw refusalError(outcome, TOURNAMENT_REFUSALS, outcome.reason === 'tournament_not_found' ? 'inviteCode' : 'teamSlot');
      return outcome.value;
    },
    async cancelTournament({ player, params }) {
      const outcome = await cancelTournament(deps, { tournamentId: params.id, by: player.id, now: deps.now() });
      if (!outcome.ok) throw refusalError(outcome, TOURNAMENT_REFUSALS);
      return { tournament: outcome.value };
    },
  };
}
