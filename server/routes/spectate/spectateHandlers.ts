import type { spectateApi } from '../../../src/contracts/spectate';
import type { AppDeps } from '../../appDeps';
import type { Handlers } from '../../http/registerEndpoints';
import { refusalError } from '../../http/refusalError';
import { TOURNAMENT_REFUSALS } from '../../http/tournamentRefusals';
import { followedPlayers, followPlayer, unfollowPlayer } from '../../spectate/followPlayer';
import { playerBattles, recentFeed } from '../../spectate/playerBattles';
import { watchBattle } from '../../spectate/watchBattle';

/** Spectating endpoints (the SSE feed itself is spectateFeedRoute.ts). */
export function spectateHandlers(deps: Pick<AppDeps, 'db' | 'repositories' | 'now'>): Handlers<typeof spectateApi> {
  return {
    async recentFeed({ player }) {
      return recentFeed(deps, { viewerId: player.id });
    },
    async listFollows({ player }) {
      return followedPlayers(deps, { playerId: player.id });
    },
    async followPlayer({ player, params }) {
      const outcome = await followPlayer(deps, { playerId: player.id, followId: params.playerId, now: deps.now() });
      if (!outcome.ok) throw refusalError(outcome, TOURNAMENT_REFUSALS, 'playerId');
      return outcome.value;
    },
    async unfollowPlayer({ player, params }) {
      return unfollowPlayer(deps, { playerId: player.id, followId: params.playerId });
    },
    async playerBattles({ player, params }) {
      const outcome = await playerBattles(deps, { viewerId: player.id, playerId: params.playerId });
      if (!outcome.ok) throw refusalError(outcome, TOURNAMENT_REFUSALS, 'playerId');
      return outcome.value;
    },
    async watchBattle({ player, params }) {
      const outcome = await watchBattle(deps, { playerId: player.id, battleId: params.id, now: deps.now() });
      if (!outcome.ok) throw refusalError(outcome, TOURNAMENT_REFUSALS, 'id');
      return outcome.value;
    },
  };
}
