import { z } from 'zod';
import { teamInputSchema } from './battleInput';

/** How many battles a win-odds preview plays by default. */
export const WIN_ODDS_BATTLES = 1000;

/** A win-odds request: the player's team (left) against an opponent, over `battles` seeds from `seed` on. */
export const winOddsInputSchema = z.object({
  team: teamInputSchema,
  opponent: teamInputSchema,
  battles: z.number().int().min(1).max(10_000),
  /** First seed; battle i plays seed (seed + i) mod 2^32, so a preview is reproducible. */
  seed: z.number().int().min(0).max(0xffffffff),
});
/** A validated win-odds request. */
export type WinOddsInput = z.infer<typeof winOddsInputSchema>;

/** Progress of a running preview. */
export interface WinOddsProgress {
  played: number;
  battles: number;
}

/** What a finished preview found. */
export interface WinOddsResult {
  battles: number;
  wins: number;
  losses: number;
  /** Battles the turn cap left without a winner. */
  draws: number;
  /** wins / battles. */
  winRate: number;
  /** 95 % Wilson score interval of the win rate. */
  low: number;
  high: number;
  /** Mean rounds per battle. */
  averageRounds: number;
  /** Wall time in the worker, milliseconds. */
  elapsedMs: number;
}

/** z for a two-sided 95 % interval. */
const Z95 = 1.959964;

/**
 * The Wilson score interval of `successes` out of `trials` (95 % by default): unlike the normal approximation it
 * stays inside [0, 1] and is honest near 0 % and 100 %, where a strong team's odds often sit.
 */
export function wilsonInterval(successes: number, trials: number, z = Z95): { low: number; high: number } {
  if (trials <= 0) return { low: 0, high: 1 };
  const p = successes / trials;
  const z2 = z * z;
  const denominator = 1 + z2 / trials;
  const centre = (p + z2 / (2 * trials)) / denominator;
  const margin = (z * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))) / denominator;
  // At 0 and n successes the exact bound is 0 or 1; rounding would leave a hair above or below it.
  return { low: successes <= 0 ? 0 : Math.max(0, centre - margin), high: successes >= trials ? 1 : Math.min(1, centre + margin) };
}
