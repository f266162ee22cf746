import { z } from 'zod';
import { defineEndpoint } from '../api/endpoint';
import { pageQuery } from '../api/pagination';
import { battleId } from './battleMode';

/** A player as a ranking shows them. */
export const rankedPlayer = z.object({
  playerId: z.string().uuid(),
  displayName: z.string(),
});

/**
 * Places moved since yesterday's snapshot (positive = up); null when the row was not ranked yesterday
 * (docs/GAME_RULES.md "Rankings").
 */
const rankChange = z.number().int().nullable();

/** A row of /online-battle-rank: players by PvP rating. */
export const ratingRankRow = rankedPlayer.extend({
  rank: z.number().int().positive(),
  rating: z.number().int(),
  wins: z.number().int().nonnegative(),
  losses: z.number().int().nonnegative(),
  rankChange,
});
/** See {@link ratingRankRow}. */
export type RatingRankRow = z.infer<typeof ratingRankRow>;

/** A row of /online-user-rank: players by campaign stars, then best tower floor. */
export const userRankRow = rankedPlayer.extend({
  rank: z.number().int().positive(),
  campaignStars: z.number().int().nonnegative(),
  bestFloor: z.number().int().nonnegative(),
  rankChange,
});
/** See {@link userRankRow}. */
export type UserRankRow = z.infer<typeof userRankRow>;

/** A row of /online-team-rank: saved teams by battle wins, then power. */
export const teamRankRow = rankedPlayer.extend({
  rank: z.number().int().positive(),
  teamSlot: z.number().int().positive(),
  teamName: z.string(),
  wins: z.number().int().nonnegative(),
  battles: z.number().int().nonnegative(),
  /** The team's power now (src/contracts/teams unitPower). */
  power: z.number().int().nonnegative(),
  /** Card ids for portraits, in slot order. */
  cardIds: z.array(z.string()),
  rankChange,
});
/** See {@link teamRankRow}. */
export type TeamRankRow = z.infer<typeof teamRankRow>;

/** A page of a ranking plus the signed-in player's own row (null when unranked or signed out). */
function rankingPage<T extends z.ZodType>(row: T) {
  return z.object({
    items: z.array(row),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
    total: z.number().int().min(0),
    own: row.nullable(),
  });
}

/** GET /api/rankings/rating (/online-battle-rank). */
export const ratingRanking = defineEndpoint({
  method: 'GET',
  path: '/api/rankings/rating',
  summary: 'Players by PvP rating, paginated, with the player\'s own row and rank change since yesterday',
  auth: 'player',
  query: pageQuery,
  response: rankingPage(ratingRankRow),
});

/** GET /api/rankings/users (/online-user-rank). */
export const userRanking = defineEndpoint({
  method: 'GET',
  path: '/api/rankings/users',
  summary: 'Players by campaign stars, then best tower floor, paginated, with the own row and rank change',
  auth: 'player',
  query: pageQuery,
  response: rankingPage(userRankRow),
});

/** GET /api/rankings/teams (/online-team-rank). */
export const teamRanking = defineEndpoint({
  method: 'GET',
  path: '/api/rankings/teams',
  summary: 'Saved teams by battle wins, then power, paginated, with the player\'s best team row and rank change',
  auth: 'player',
  query: pageQuery,
  response: rankingPage(teamRankRow),
});

/** One point of a player's rating history: the rating after a PvP battle. */
export const ratingPoint = z.object({
  at: z.string().datetime(),
  rating: z.number().int(),
  battleId: battleId.nullable(),
});
/** See {@link ratingPoint}. */
export type RatingPoint = z.infer<typeof ratingPoint>;

/** GET /api/rankings/rating/history: the player's rating after each PvP battle (attacking or defending), oldest first. */
export const ratingHistory = defineEndpoint({
  method: 'GET',
  path: '/api/rankings/rating/history',
  summary: 'The player\'s rating over time (the starting rating, then after each PvP battle), oldest first, last 200',
  auth: 'player',
  response: z.object({ rating: z.number().int(), points: z.array(ratingPoint) }),
});
