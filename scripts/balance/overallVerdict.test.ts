import { describe, expect, it } from 'vitest';
import type { MetagameVerdict } from './metagameVerdict';
import { overallVerdict } from './overallVerdict';

const v = (kind: MetagameVerdict['kind']): MetagameVerdict => ({ kind, over: kind === 'missed' ? [0] : [], straddling: kind === 'undecided' ? [0] : [] });

describe('overallVerdict', () => {
  it('is met only when every report seed is met', () => {
    expect(overallVerdict([{ seed: 1, verdict: v('met') }, { seed: 2, verdict: v('met') }])).toEqual({ kind: 'met', missed: [], undecided: [] });
  });

  it('is missed when one seed misses, even if the others are met (one lucky seed is not a verdict)', () => {
    const bySeed = [{ seed: 1, verdict: v('met') }, { seed: 2, verdict: v('undecided') }, { seed: 3, verdict: v('missed') }];
    expect(overallVerdict(bySeed)).toEqual({ kind: 'missed', missed: [3], undecided: [2] });
  });

  it('is undecided when no seed misses and one is undecided', () => {
    expect(overallVerdict([{ seed: 4, verdict: v('undecided') }, { seed: 5, verdict: v('met') }])).toEqual({ kind: 'undecided', missed: [], undecided: [4] });
  });

  it('refuses to judge no seed at all', () => {
    expect(() => overallVerdict([])).toThrow(/no report seed/);
  });
});
