// zod/mini like the battle input (the battle worker validates these; see battleInput.ts).
import * as z from 'zod/mini';
import { teamInputSchema } from './battleInput';

/** How many battles a win-odds preview plays by default. */
export const WIN_ODDS_BATTLES = 1000;

/** A win-odds request: the player's team (left) against an opponent, over `battles` seeds from `seed` on. */
export const winOddsInputSchema = z.object({
  team: teamInputSchema,
  opponent: teamInputSchema,
  battles: z.int().check(z.gte(1), z.lte(10_000)),
  /** First seed; battle i plays seed (seed + i) mod 2^32, so a preview is reproducible. */
  seed: z.int().check(z.gte(0), z.lte(0xffffffff)),
  /**
   * 'alternate' (default): odd battles swap the sides, sharing the left side's edge evenly (a preview). 'fixed':
   * `team` always plays as team 0, as in the battle being re-simulated (a luck report).
   */
  sides: z.optional(z.enum(['alternate', 'fixed'])),
});
/** A validated win-odds request. */
export type WinOddsInput = z.infer<typeof winOddsInputSchema>;

/**
 * What one worker plays of a preview: battles `first` .. `first + count - 1` of the request (battle i keeps seed
 * `seed + i` and its side swap whichever worker plays it, so the split never changes the result).
 */
export const winOddsSliceSchema = z.extend(winOddsInputSchema, { first: z.int().check(z.gte(0)), count: z.int().check(z.gte(1)) })
  .check(z.refine((s) => s.first + s.count <= s.battles, { message: 'the slice must lie within the battles', path: ['count'] }));
/** A validated slice of a win-odds request. */
export type WinOddsSlice = z.infer<typeof winOddsSliceSchema>;

/** What a slice found: counts that add up across slices. */
export interface WinOddsTally {
  played: number;
  wins: number;
  losses: number;
  draws: number;
  /** Sum of the rounds of every battle played. */
  rounds: number;
}

/** Splits `battles` into `parts` contiguous slices as even as possible (none empty). */
export function sliceBattles(battles: number, parts: number): { first: number; count: number }[] {
  const n = Math.max(1, Math.min(parts, battles));
  const slices: { first: number; count: number }[] = [];
  let first = 0;
  for (let i = 0; i < n; i++) {
    const count = Math.floor(battles / n) + (i < battles % n ? 1 : 0);
    slices.push({ first, count });
    first += count;
  }
  return slices;
}

/** Adds slices' tallies and turns them into the preview's result (`elapsedMs`: the wall time it took). */
export function oddsResult(tallies: readonly WinOddsTally[], elapsedMs: number): WinOddsResult {
  const sum = tallies.reduce((a, t) => ({ played: a.played + t.played, wins: a.wins + t.wins, losses: a.losses + t.losses, draws: a.draws + t.draws, rounds: a.rounds + t.rounds }), { played: 0, wins: 0, losses: 0, draws: 0, rounds: 0 });
  const battles = sum.played;
  const { low, high } = wilsonInterval(sum.wins, battles);
  return {
    battles, wins: sum.wins, losses: sum.losses, draws: sum.draws, winRate: battles > 0 ? sum.wins / battles : 0, low, high,
    averageRounds: battles > 0 ? sum.rounds / battles : 0, elapsedMs,
  };
}

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
  /** Wall time from the start to the result as the page saw it, milliseconds. */
  elapsedMs: number;
}

/** z for a two-sided 95 % interval (the odds' and the balance lab's intervals). */
export const Z95 = 1.959964;

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
