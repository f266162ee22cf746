import type { seasonsApi } from '../../../src/contracts/seasons';
import type { Db } from '../../db/database';
import type { Handlers } from '../../http/registerEndpoints';
import { getSeasonRanking } from '../../seasons/getSeasonRanking';
import { getSeasons } from '../../seasons/getSeasons';

/** Ranked seasons: the current one with the player's league, and a finished season's final standing. */
export function seasonHandlers(deps: { db: Db; now: () => Date; lengthDays: number }): Handlers<typeof seasonsApi> {
  return {
    async getSeasons({ player }) {
      return getSeasons({ db: deps.db, accountId: player.id, now: deps.now(), lengthDays: deps.lengthDays });
    },
    async seasonRanking({ player, params, query }) {
      return getSeasonRanking({ db: deps.db, accountId: player.id, season: params.number, page: query });
    },
  };
}
