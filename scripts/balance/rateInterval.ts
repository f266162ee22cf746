import { Z95 } from '../../src/contracts/battles/winOdds';
import type { SeedTally } from '../../src/engine';

/** A win rate with its two-sided confidence interval (95% by default) and the games behind it. */
export interface RateInterval {
  rate: number;
  low: number;
  high: number;
  games: number;
}

/**
 * The rate of one team over several opponents (each seed one observation, the mean of its two games) with a
 * normal interval whose spread is the within-opponent variance (stratified by opponent): the opponents are fixed,
 * only the battle seeds are random, so the spread between opponents is not noise. An opponent played on a single
 * seed has no spread to measure and counts with the largest possible one (¼), never none. Clamped to 0–1.
 */
export function rateInterval(tallies: readonly SeedTally[], z = Z95): RateInterval {
  let seeds = 0;
  let sum = 0;
  let variance = 0;
  for (const t of tallies) {
    seeds += t.seeds;
    sum += t.sum;
    if (t.seeds === 0) continue;
    const within = t.seeds > 1 ? Math.max(0, (t.sumSquares - (t.sum * t.sum) / t.seeds) / (t.seeds - 1)) : 0.25;
    variance += t.seeds * within;
  }
  if (seeds === 0) return { rate: 0.5, low: 0, high: 1, games: 0 };
  const rate = sum / seeds;
  const half = (z * Math.sqrt(variance)) / seeds;
  return { rate, low: Math.max(0, rate - half), high: Math.min(1, rate + half), games: 2 * seeds };
}
