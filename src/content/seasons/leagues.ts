import type { RewardAmount } from '../economy/battleRewards';
import { PVP_RATING } from '../modes/pvpRating';

/** The leagues, lowest first (docs/GAME_RULES.md "Seasons and leagues"). */
export const LEAGUE_IDS = ['bronze', 'silver', 'gold', 'platinum', 'diamond', 'master'] as const;
/** One of {@link LEAGUE_IDS}. */
export type LeagueId = (typeof LEAGUE_IDS)[number];

/** A league: the lowest PvP rating in it, and what a player finishing a season in it is paid. */
export interface League {
  id: LeagueId;
  minRating: number;
  reward: readonly RewardAmount[];
}

/**
 * The leagues by rating at the season's end (everyone starts at 1000, in Bronze). A player is in the highest league
 * whose threshold their rating reaches; only players with at least one PvP battle in the season are ranked and paid.
 */
export const LEAGUES: readonly League[] = [
  { id: 'bronze', minRating: 0, reward: [{ currency: 'game_coin', amount: 100 }] },
  { id: 'silver', minRating: 1050, reward: [{ currency: 'game_coin', amount: 250 }] },
  { id: 'gold', minRating: 1150, reward: [{ currency: 'game_coin', amount: 500 }, { currency: 'fragments', amount: 20 }] },
  { id: 'platinum', minRating: 1300, reward: [{ currency: 'game_coin', amount: 900 }, { currency: 'fragments', amount: 50 }] },
  { id: 'diamond', minRating: 1450, reward: [{ currency: 'game_coin', amount: 1500 }, { currency: 'fragments', amount: 100 }] },
  { id: 'master', minRating: 1600, reward: [{ currency: 'game_coin', amount: 2500 }, { currency: 'fragments', amount: 200 }] },
];

/** The league of a rating. */
export function leagueOf(rating: number): League {
  let found = LEAGUES[0]!;
  for (const league of LEAGUES) if (rating >= league.minRating) found = league;
  return found;
}

/** Season settings: the default length (SEASON_DAYS overrides it) and how much of a rating's distance from the start survives the turn. */
export const SEASON_RULES = {
  lengthDays: 28,
  /** Soft reset: new = start + floor((old − start) × keep). */
  keep: 0.5,
} as const;

/**
 * The soft reset at a season's turn: a rating keeps half its distance from the starting 1000 (rounded toward the
 * start), never below the floor. 1600 → 1300, 1000 → 1000, 800 → 900.
 */
export function softReset(rating: number): number {
  const distance = rating - PVP_RATING.start;
  const kept = Math.trunc(distance * SEASON_RULES.keep);
  return Math.max(PVP_RATING.floor, PVP_RATING.start + kept);
}
