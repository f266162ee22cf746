import type { MetagameVerdict } from './metagameVerdict';

/** One pool-seed set's result: its overall verdict over the report seeds and its highest 95% upper bound. */
export interface PoolSetResult {
  /** The set's overall verdict over the report seeds (scripts/balance/overallVerdict.ts). */
  kind: MetagameVerdict['kind'];
  /** The highest 95% upper bound of any strong archetype on any report seed (the set's worst report seed). */
  highest: number;
}

/** The goal's statistic over several independent pool-seed sets: the median set's highest upper bound and verdict. */
export interface CrossSetVerdict {
  kind: MetagameVerdict['kind'];
  /** The median over the sets of their highest upper bounds (the card set's figure). */
  median: number;
  /** The index of the set whose highest upper bound is the median (its tables are the report's). */
  medianSet: number;
}

/**
 * The metagame goal's verdict over several pool-seed sets (decided by the lead, session 19): one set of searches
 * is a draw (the same card numbers moved 5–18 points with the search seeds), so the figure is the median over the
 * sets of each set's highest 95% upper bound, and the verdict is the median set's (met exactly when that median is at
 * or below the goal, since a set is met when its highest upper bound is). With an even number of sets the higher of
 * the two middle ones is the median (the figure is not flattered); ties keep the earlier set.
 */
export function crossSetVerdict(sets: readonly PoolSetResult[]): CrossSetVerdict {
  if (sets.length === 0) throw new Error('no pool-seed set was judged');
  const order = sets.map((s, i) => ({ ...s, i })).sort((a, b) => a.highest - b.highest || a.i - b.i);
  const middle = order[Math.floor(order.length / 2)]!;
  return { kind: middle.kind, median: middle.highest, medianSet: middle.i };
}
