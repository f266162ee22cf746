import type { RatingPoint } from '../../src/contracts/battles/rankingEndpoints';
import type { AppDeps } from '../appDeps';
import { PVP_RATING } from '../../src/content/modes/pvpRating';

/** Most points the rating chart shows. */
export const RATING_HISTORY_POINTS = 200;

/**
 * The player's rating over time for the chart: the starting rating (when they have fewer points than the cap),
 * then the rating after each PvP battle they attacked or defended (a bot battle moves only the attacker).
 */
export async function ratingHistory(deps: Pick<AppDeps, 'db' | 'repositories'>, input: { playerId: string; now: Date }): Promise<{ rating: number; points: RatingPoint[] }> {
  const { playerId } = input;
  const [stats, rows] = await Promise.all([deps.repositories.rankings.stats(deps.db, playerId), deps.repositories.rankings.ratingPoints(deps.db, playerId, RATING_HISTORY_POINTS)]);
  const points: RatingPoint[] = rows.map((r) => ({ at: new Date(r.created_at).toISOString(), rating: Number(r.rating), battleId: r.id }));
  if (points.length < RATING_HISTORY_POINTS) {
    const first = points[0];
    points.unshift({ at: first ? first.at : (stats?.updatedAt ?? input.now).toISOString(), rating: PVP_RATING.start, battleId: null });
  }
  return { rating: stats?.rating ?? PVP_RATING.start, points };
}
