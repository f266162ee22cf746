import type { battlesApi } from '../../../src/contracts/battles';
import type { Db } from '../../db/database';
import type { Handlers } from '../../http/registerEndpoints';
import { rankingPage } from '../../rankings/rankingPage';
import { ratingRankRowOf, teamRankRowOf, userRankRowOf } from '../../rankings/rankingRows';
import { ratingHistory } from '../../rankings/ratingHistory';

type RankingEndpoints = Pick<typeof battlesApi, 'ratingRanking' | 'userRanking' | 'teamRanking' | 'ratingHistory'>;

/** Ranking endpoints: each board's page with the player's own row, and the rating history. */
export function rankingHandlers(deps: { db: Db; now: () => Date }): Handlers<RankingEndpoints> {
  const page = (board: 'rating' | 'users' | 'teams', playerId: string, request: { page: number; pageSize: number }) => ({ board, playerId, request, now: deps.now(), db: deps.db });
  return {
    async ratingRanking({ player, query }) {
      return rankingPage(page('rating', player.id, query), ratingRankRowOf);
    },
    async userRanking({ player, query }) {
      return rankingPage(page('users', player.id, query), userRankRowOf);
    },
    async teamRanking({ player, query }) {
      return rankingPage(page('teams', player.id, query), teamRankRowOf);
    },
    async ratingHistory({ player }) {
      return ratingHistory({ playerId: player.id, now: deps.now(), db: deps.db });
    },
  };
}
