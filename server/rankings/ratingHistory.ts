import type { RatingPoint } from '../../src/contracts/battles/rankingEndpoints';
import { PVP_RATING } from '../../src/content/modes/pvpRating';
import type { Db } from '../db/database';
import { rankingRepository } from '../db/rankingRepository';

/** Most points the rating chart shows. */
export const RATING_HISTORY_POINTS = 200;

/**
 * The player's rating over time for the chart: the starting rating (when they have fewer points than the cap),
 * then the rating after each PvP battle they attacked or defended (a bot battle moves only the attacker).
 */
export async function ratingHistory(input: { playerId: string; now: Date; db: Db }): Promise<{ rating: number; points: RatingPoint[] }> {
  const { playerId, db } = input;
  const [stats, rows] = await Promise.all([rankingRepository.stats(db, playerId), rankingRepository.ratingPoints(db, playerId, RATING_HISTORY_POINTS)]);
  const points: RatingPoint[] = rows.map((r) => ({ at: new Date(r.created_at).toISOString(), rating: Number(r.rating), battleId: r.id }));
  if (points.length < RATING_HISTORY_POINTS) {
    const first = points[0];
    points.unshift({ at: first ? first.at : (stats?.updatedAt ?? input.now).toISOString(), rating: PVP_RATING.start, battleId: null });
  }
  return { rating: stats?.rating ?? PVP_RATING.start, points };
}
