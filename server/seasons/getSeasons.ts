import type { z } from 'zod';
import type { AppDeps } from '../appDeps';
import type { getSeasons as getSeasonsEndpoint } from '../../src/contracts/seasons/seasonEndpoints';
import { LEAGUES, leagueOf, type LeagueId } from '../../src/content/seasons/leagues';
import { PVP_RATING } from '../../src/content/modes/pvpRating';
import { ensureSeason } from './tickSeasons';

/** How many past seasons the answer lists. */
const PAST_SEASONS = 12;

/** The current season, the player's rating and league now, and the last finished seasons with the player's result. */
export async function getSeasons(deps: Pick<AppDeps, 'db' | 'repositories' | 'seasons'>, input: { accountId: string; now: Date }): Promise<z.infer<typeof getSeasonsEndpoint.response>> {
  const { accountId, now } = input;
  await ensureSeason(deps, now, deps.seasons.lengthDays);
  const [current, stats, closed, results] = await Promise.all([
    deps.repositories.seasons.current(deps.db),
    deps.repositories.rankings.stats(deps.db, accountId),
    deps.repositories.seasons.closed(deps.db, PAST_SEASONS),
    deps.repositories.seasons.resultsOf(deps.db, accountId, PAST_SEASONS),
  ]);
  if (!current) throw new Error('no season after ensureSeason');
  const rating = stats?.rating ?? PVP_RATING.start;
  const byNumber = new Map(results.map((r) => [r.season, r]));
  return {
    current: { number: current.number, startsAt: current.startsAt.toISOString(), endsAt: current.endsAt.toISOString() },
    rating,
    league: leagueOf(rating).id,
    ranked: (stats?.pvpBattles ?? 0) > 0,
    past: closed.map((s) => {
      const r = byNumber.get(s.number);
      return {
        number: s.number,
        startsAt: s.startsAt.toISOString(),
        endsAt: s.endsAt.toISOString(),
        result: r ? { rank: r.rank, rating: r.rating, league: r.league as LeagueId, reward: r.reward } : null,
      };
    }),
    leagues: LEAGUES.map((l) => ({ id: l.id, minRating: l.minRating, reward: [...l.reward] })),
  };
}
