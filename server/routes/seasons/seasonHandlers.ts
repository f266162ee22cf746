import type { seasonsApi } from '../../../src/contracts/seasons';
import type { LeagueId } from '../../../src/content/seasons/leagues';
import type { Db } from '../../db/database';
import { seasonRepository, type SeasonStandingRow } from '../../db/seasonRepository';
import { pageWindow } from '../../domain/pagination';
import type { Handlers } from '../../http/registerEndpoints';
import { getSeasons } from '../../seasons/getSeasons';

/** A standing row as the contract shapes it. */
const rowOf = (r: SeasonStandingRow) => ({ playerId: r.accountId, displayName: r.displayName, rank: r.rank, rating: r.rating, league: r.league as LeagueId, wins: r.wins, losses: r.losses, rankChange: null });

/** Ranked seasons: the current one with the player's league, and a finished season's final standing. */
export function seasonHandlers(deps: { db: Db; now: () => Date; lengthDays: number }): Handlers<typeof seasonsApi> {
  return {
    async getSeasons({ player }) {
      return getSeasons({ db: deps.db, accountId: player.id, now: deps.now(), lengthDays: deps.lengthDays });
    },
    async seasonRanking({ player, params, query }) {
      const { limit, offset } = pageWindow(query);
      const [{ rows, total }, own] = await Promise.all([seasonRepository.standing(deps.db, params.number, limit, offset), seasonRepository.resultOf(deps.db, params.number, player.id)]);
      const ownRow = own ? (await seasonRepository.standing(deps.db, params.number, 1, own.rank - 1)).rows[0] : undefined;
      return { items: rows.map(rowOf), page: query.page, pageSize: query.pageSize, total, own: ownRow ? rowOf(ownRow) : null };
    },
  };
}
