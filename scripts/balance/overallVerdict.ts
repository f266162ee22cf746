import type { MetagameVerdict } from './metagameVerdict';

/** The metagame goal's verdict over several report seeds, with the seeds behind it. */
export interface OverallVerdict {
  kind: MetagameVerdict['kind'];
  /** Report seeds whose pool has a team significantly over the goal. */
  missed: number[];
  /** Report seeds whose pool has a team whose interval contains the goal (and none over it). */
  undecided: number[];
}

/**
 * Combines the verdicts of several report seeds: `met` only when every seed's is met (every strong team's upper
 * bound at or below the goal on every seed), `missed` when any seed's is missed, else `undecided`. A goal met on
 * one report seed and missed on another is missed: which teams enter the pool is partly the report seed's luck.
 */
export function overallVerdict(bySeed: readonly { seed: number; verdict: MetagameVerdict }[]): OverallVerdict {
  if (bySeed.length === 0) throw new Error('no report seed was judged');
  const missed = bySeed.filter((v) => v.verdict.kind === 'missed').map((v) => v.seed);
  const undecided = bySeed.filter((v) => v.verdict.kind === 'undecided').map((v) => v.seed);
  return { kind: missed.length > 0 ? 'missed' : undecided.length > 0 ? 'undecided' : 'met', missed, undecided };
}
