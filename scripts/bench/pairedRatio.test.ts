import { describe, expect, it } from 'vitest';
import { pairedRatio } from './pairedRatio';

describe('pairedRatio', () => {
  it('cancels a load change that hits both sides of a pair', () => {
    // The machine slows down threefold over the rounds; each round's ratio stays 2.
    const r = pairedRatio([{ a: [300, 200, 100], b: [150, 100, 50] }]);
    expect(r).toMatchObject({ pairs: 3, median: 2, q1: 2, q3: 2, low: 2, high: 2, groupMedians: [2] });
  });

  it('takes the median and quartiles of the per-pair ratios, not the ratio of the best rounds', () => {
    const r = pairedRatio([{ a: [40, 36, 45, 50, 38], b: [10, 10, 10, 10, 10] }]);
    expect(r.median).toBe(4);
    expect(r.q1).toBe(3.8);
    expect(r.q3).toBe(4.5);
    expect(r.pairs).toBe(5);
    // Best round against best round would say 5.
  });

  it('gives an interval around the median that widens when whole groups disagree', () => {
    const steady = pairedRatio([
      { a: [40, 41, 39, 40], b: [10, 10, 10, 10] },
      { a: [40, 39, 41, 40], b: [10, 10, 10, 10] },
    ]);
    const split = pairedRatio([
      { a: [36, 37, 35, 36], b: [10, 10, 10, 10] },
      { a: [44, 43, 45, 44], b: [10, 10, 10, 10] },
    ]);
    expect(steady.low).toBeLessThanOrEqual(steady.median);
    expect(steady.high).toBeGreaterThanOrEqual(steady.median);
    expect(split.groupMedians).toEqual([3.6, 4.4]);
    expect(split.high - split.low).toBeGreaterThan(steady.high - steady.low);
  });

  it('is the same for the same seed', () => {
    const groups = [{ a: [5, 7, 6, 9, 4], b: [1, 2, 1, 2, 1] }, { a: [3, 8], b: [1, 3] }];
    expect(pairedRatio(groups, 500, 7)).toEqual(pairedRatio(groups, 500, 7));
  });

  it('refuses unpaired or missing rounds', () => {
    expect(() => pairedRatio([{ a: [1, 2], b: [1] }])).toThrow(/unpaired/);
    expect(() => pairedRatio([])).toThrow(/no paired/);
  });
});
