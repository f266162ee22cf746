import type { Timeline } from './timeline';

/** How long battles last at 1× (ms): the distribution `npm run pacing` prints and the pacing test pins. */
export interface PacingStats {
  battles: number;
  p10: number;
  p50: number;
  p90: number;
  max: number;
  /** Median length of round 1 alone (its start to round 2's, or to the end). */
  round1P50: number;
  /** Median time before round 1 starts (the board appears, synergies). */
  openingP50: number;
}

/** The value at a quantile of an ascending list (nearest rank). */
function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

/** The duration distribution of complete timelines (compile them at 1×: times are battle ms at 1×). */
export function pacingStats(timelines: readonly Timeline[]): PacingStats {
  const ascending = (list: number[]) => list.sort((a, b) => a - b);
  const durations = ascending(timelines.map((t) => t.duration));
  const round1 = ascending(timelines.map((t) => (t.rounds[1]?.time ?? t.duration) - (t.rounds[0]?.time ?? 0)));
  const opening = ascending(timelines.map((t) => t.rounds[0]?.time ?? 0));
  return {
    battles: timelines.length,
    p10: quantile(durations, 0.1),
    p50: quantile(durations, 0.5),
    p90: quantile(durations, 0.9),
    max: durations[durations.length - 1] ?? 0,
    round1P50: quantile(round1, 0.5),
    openingP50: quantile(opening, 0.5),
  };
}
