import { describe, expect, it } from 'vitest';
import { metagameVerdict } from './metagameVerdict';

const at = (low: number, high: number) => ({ rate: (low + high) / 2, low, high, games: 1000 });

describe('metagameVerdict', () => {
  it('is met only when every upper bound is at or below the goal', () => {
    expect(metagameVerdict([at(0.4, 0.5), at(0.6, 0.65)], 0.65)).toEqual({ kind: 'met', over: [], straddling: [] });
  });

  it('is undecided when an interval contains the goal, even with the point estimate below it', () => {
    expect(metagameVerdict([at(0.4, 0.5), at(0.62, 0.66)], 0.65)).toEqual({ kind: 'undecided', over: [], straddling: [1] });
  });

  it('is missed when a lower bound is above the goal, whatever the others', () => {
    expect(metagameVerdict([at(0.66, 0.7), at(0.62, 0.68), at(0.3, 0.4)], 0.65)).toEqual({ kind: 'missed', over: [0], straddling: [1] });
  });

  it('is met for an empty pool (nothing dominates)', () => {
    expect(metagameVerdict([], 0.65).kind).toBe('met');
  });
});
