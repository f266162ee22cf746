import type { RateInterval } from './rateInterval';

/**
 * The metagame goal's verdict on the strong pool: `met` only when every team's interval lies at or below the goal
 * (its upper bound), `missed` when some team's lies wholly above it (its lower bound over: significantly over),
 * else `undecided` (an interval straddles the goal: more games, not a guess, decide it).
 */
export interface MetagameVerdict {
  kind: 'met' | 'missed' | 'undecided';
  /** Indices of the teams significantly over the goal (lower bound above it). */
  over: number[];
  /** Indices of the teams whose interval contains the goal. */
  straddling: number[];
}

/** Judges the pool's "vs other archetypes" intervals against the goal (a rate, e.g. 0.65). */
export function metagameVerdict(intervals: readonly RateInterval[], goal: number): MetagameVerdict {
  const over: number[] = [];
  const straddling: number[] = [];
  intervals.forEach((r, i) => {
    if (r.low > goal) over.push(i);
    else if (r.high > goal) straddling.push(i);
  });
  return { kind: over.length > 0 ? 'missed' : straddling.length > 0 ? 'undecided' : 'met', over, straddling };
}
