import type { seasonsApi } from '../../../src/contracts/seasons';
import type { AppDeps } from '../../appDeps';
import type { Handlers } from '../../http/registerEndpoints';
import { getSeasonRanking } from '../../seasons/getSeasonRanking';
import { getSeasons } from '../../seasons/getSeasons';

/** Ranked seasons: the current one with the player's league, and a finished season's final standing. */
export function seasonHandlers(deps: Pick<AppDeps, 'db' | 'repositories' | 'now' | 'seasons'>): Handlers<typeof seasonsApi> {
  return {
    async getSeasons({ player }) {
      return getSeasons(deps, { accountId: player.id, now: deps.now() });
    },
    async seasonRanking({ player, params, query }) {
      return getSeasonRanking(deps, { accountId: player.id, season: params.number, page: query });
    },
  };
}
