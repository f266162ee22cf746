import { z } from 'zod';
import { LEAGUE_IDS } from '../../content/seasons/leagues';
import { defineEndpoint } from '../api/endpoint';
import { pageQuery } from '../api/pagination';
import { battleReward } from '../battles/battleReward';
import { rankedPlayer } from '../battles/rankingEndpoints';

/** A league's id (src/content/seasons/leagues.ts). */
export const leagueId = z.enum(LEAGUE_IDS);

/** A season's number and dates. */
export const seasonInfo = z.object({
  number: z.number().int().positive(),
  startsAt: z.string().datetime(),
  endsAt: z.string().datetime(),
});
/** See {@link seasonInfo}. */
export type SeasonInfo = z.infer<typeof seasonInfo>;

/** A player's final standing in a past season. */
export const seasonResult = z.object({
  rank: z.number().int().positive(),
  rating: z.number().int(),
  league: leagueId,
  reward: battleReward,
});
/** See {@link seasonResult}. */
export type SeasonResult = z.infer<typeof seasonResult>;

/** GET /api/seasons: the current season, the player's league in it now, and past seasons with their result. */
export const getSeasons = defineEndpoint({
  method: 'GET',
  path: '/api/seasons',
  summary: 'The current ranked season, the player\'s rating and league now, and past seasons with their final rank and league',
  auth: 'player',
  response: z.object({
    current: seasonInfo,
    rating: z.number().int(),
    league: leagueId,
    /** True once the player fought a PvP battle this season (only they are ranked and paid at the turn). */
    ranked: z.boolean(),
    past: z.array(seasonInfo.extend({ result: seasonResult.nullable() })),
    /** The leagues, lowest first: where each begins and what finishing a season in it pays. */
    leagues: z.array(z.object({ id: leagueId, minRating: z.number().int(), reward: battleReward })),
  }),
});

/** A row of a past season's final standing. */
export const seasonRankRow = rankedPlayer.extend({
  rank: z.number().int().positive(),
  rating: z.number().int(),
  league: leagueId,
  wins: z.number().int().nonnegative(),
  losses: z.number().int().nonnegative(),
  /** Always null: a final standing has no "since yesterday". */
  rankChange: z.null(),
});
/** See {@link seasonRankRow}. */
export type SeasonRankRow = z.infer<typeof seasonRankRow>;

/** GET /api/seasons/:number/ranking: a finished season's final standing (the rating board with a season picker). */
export const seasonRanking = defineEndpoint({
  method: 'GET',
  path: '/api/seasons/:number/ranking',
  summary: 'A finished season\'s final standing by rating, paginated, with the player\'s own row',
  auth: 'player',
  params: z.object({ number: z.coerce.number().int().positive().max(100_000) }),
  query: pageQuery,
  response: z.object({
    items: z.array(seasonRankRow),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
    total: z.number().int().min(0),
    own: seasonRankRow.nullable(),
  }),
});
