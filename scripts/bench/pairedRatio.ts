import { Rng } from '../../src/engine';
import { medianOf } from './medianOf';
import { percentile } from './percentile';

/** One process's rounds: `a[i]` and `b[i]` were measured side by side (the same round), so `a[i] / b[i]` is one pair. */
export interface PairedRounds {
  a: readonly number[];
  b: readonly number[];
}

/** How "a is r times b" was formed from paired rounds, and how far it spreads. */
export interface PairedRatio {
  /** How many pairs (rounds) over all groups. */
  pairs: number;
  /** The median of every pair's ratio. */
  median: number;
  /** The quartiles of the pairs' ratios (nearest rank). */
  q1: number;
  q3: number;
  /** A 95 % bootstrap interval of the median (two-stage: groups resampled, then pairs within each group). */
  low: number;
  high: number;
  /** Each group's median ratio, in order: how far whole processes differ. */
  groupMedians: number[];
}

/**
 * The ratio a/b from rounds measured side by side, as the median of the per-round ratios (so a change in the machine's
 * load between rounds cancels out of each pair) with its quartiles and a bootstrap interval of the median. The
 * bootstrap resamples whole groups first (processes: a fresh V8 isolate each, whose compiled code may differ), then the
 * pairs inside each, so the interval covers both kinds of spread. Deterministic for its seed.
 */
export function pairedRatio(groups: readonly PairedRounds[], resamples = 2000, seed = 1): PairedRatio {
  const ratios = groups.map((g) => {
    if (g.a.length !== g.b.length) throw new Error(`unpaired rounds: ${g.a.length} against ${g.b.length}`);
    return g.a.map((a, i) => a / g.b[i]!);
  }).filter((r) => r.length > 0);
  if (ratios.length === 0) throw new Error('no paired rounds');
  const all = ratios.flat().sort((x, y) => x - y);
  const rng = new Rng(seed);
  const pick = (length: number): number => rng.nextU32() % length;
  const medians = new Float64Array(resamples);
  for (let s = 0; s < resamples; s++) {
    const sample: number[] = [];
    for (let g = 0; g < ratios.length; g++) {
      const group = ratios[pick(ratios.length)]!;
      for (let i = 0; i < group.length; i++) sample.push(group[pick(group.length)]!);
    }
    medians[s] = medianOf(sample);
  }
  const sorted = [...medians.sort()];
  return {
    pairs: all.length,
    median: medianOf(all),
    q1: percentile(all, 25),
    q3: percentile(all, 75),
    low: percentile(sorted, 2.5),
    high: percentile(sorted, 97.5),
    groupMedians: ratios.map(medianOf),
  };
}
