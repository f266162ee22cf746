import type { battlesApi } from '../../../src/contracts/battles';
import type { AppDeps } from '../../appDeps';
import type { Handlers } from '../../http/registerEndpoints';
import { rankingPage } from '../../rankings/rankingPage';
import { ratingRankRowOf, teamRankRowOf, userRankRowOf } from '../../rankings/rankingRows';
import { ratingHistory } from '../../rankings/ratingHistory';

type RankingEndpoints = Pick<typeof battlesApi, 'ratingRanking' | 'userRanking' | 'teamRanking' | 'ratingHistory'>;

/** Ranking endpoints: each board's page with the player's own row, and the rating history. */
export function rankingHandlers(deps: Pick<AppDeps, 'db' | 'repositories' | 'now'>): Handlers<RankingEndpoints> {
  const page = (board: 'rating' | 'users' | 'teams', playerId: string, request: { page: number; pageSize: number }) => ({ board, playerId, request, now: deps.now() });
  return {
    async ratingRanking({ player, query }) {
      return rankingPage(deps, page('rating', player.id, query), ratingRankRowOf);
    },
    async userRanking({ player, query }) {
      return rankingPage(deps, page('users', player.id, query), userRankRowOf);
    },
    async teamRanking({ player, query }) {
      return rankingPage(deps, page('teams', player.id, query), teamRankRowOf);
    },
    async ratingHistory({ player }) {
      return ratingHistory(deps, { playerId: player.id, now: deps.now() });
    },
  };
}
