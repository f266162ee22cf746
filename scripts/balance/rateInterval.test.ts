import { describe, expect, it } from 'vitest';
import { Z95 } from '../../src/contracts/battles/winOdds';
import { rateInterval } from './rateInterval';

/** A tally of the given per-seed observations. */
const tally = (xs: readonly number[]) => ({ seeds: xs.length, sum: xs.reduce((a, x) => a + x, 0), sumSquares: xs.reduce((a, x) => a + x * x, 0) });

describe('rateInterval', () => {
  it('is the normal interval of the per-seed mean, clamped to 0–1', () => {
    // mean 0.8125, sample variance 0.0572917, standard error √(4 × 0.0572917) / 4 = 0.119678
    const r = rateInterval([tally([1, 0.5, 0.75, 1])]);
    expect(r.rate).toBe(0.8125);
    expect(r.low).toBeCloseTo(0.8125 - Z95 * 0.119678, 5);
    expect(r.high).toBe(1);
    expect(r.games).toBe(8);
  });

  it('agrees with the binomial interval when every seed is a clean win or loss', () => {
    const r = rateInterval([tally([...Array<number>(65).fill(1), ...Array<number>(35).fill(0)])]);
    const wald = Z95 * Math.sqrt((0.65 * 0.35) / 100);
    expect(r.rate).toBeCloseTo(0.65, 12);
    expect(r.high - r.rate).toBeCloseTo(wald * Math.sqrt(100 / 99), 10);
  });

  it('counts only the spread within each opponent: fixed opponents are not noise', () => {
    const r = rateInterval([tally(Array<number>(10).fill(1)), tally(Array<number>(10).fill(0))]);
    expect(r).toEqual({ rate: 0.5, low: 0.5, high: 0.5, games: 40 });
  });

  it('gives an opponent met on one seed the largest spread, and no games the whole range', () => {
    const r = rateInterval([tally([1])]);
    expect(r.low).toBeCloseTo(1 - Z95 * 0.5, 12);
    expect(rateInterval([])).toEqual({ rate: 0.5, low: 0, high: 1, games: 0 });
  });

  it('narrows with more seeds and widens with a larger z', () => {
    const xs = [1, 0.5, 0.75, 0, 1, 0.25, 0.75, 1];
    const few = rateInterval([tally(xs)]);
    const many = rateInterval([tally([...xs, ...xs, ...xs, ...xs])]);
    expect(many.high - many.low).toBeLessThan(few.high - few.low);
    expect(rateInterval([tally(xs)], 2.58).high).toBeGreaterThan(few.high);
  });
});
