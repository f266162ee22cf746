import { describe, expect, it } from 'vitest';
import { percentile } from './percentile';

describe('percentile', () => {
  it('takes the nearest rank of sorted samples and never reads past the last', () => {
    const ten = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    expect(percentile(ten, 50)).toBe(6);
    expect(percentile(ten, 90)).toBe(10);
    expect(percentile(ten, 100)).toBe(10);
    expect(percentile([7], 99)).toBe(7);
  });

  it('is NaN with no samples', () => {
    expect(percentile([], 50)).toBeNaN();
  });
});
