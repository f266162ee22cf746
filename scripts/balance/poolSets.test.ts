import { describe, expect, it } from 'vitest';
import { poolSets } from './poolSets';

describe('poolSets', () => {
  it('reads comma-separated ranges as one set each', () => {
    expect(poolSets('1-8,9-16,17-24')).toEqual([[1, 2, 3, 4, 5, 6, 7, 8], [9, 10, 11, 12, 13, 14, 15, 16], [17, 18, 19, 20, 21, 22, 23, 24]]);
  });

  it('reads lists separated by slashes', () => {
    expect(poolSets('1,2,3/4-5')).toEqual([[1, 2, 3], [4, 5]]);
    expect(poolSets('1,2,3,4')).toEqual([[1], [2], [3], [4]]);
  });

  it('rejects a seed in two sets and what is not a seed list', () => {
    expect(() => poolSets('1-8,8-16')).toThrow(/seed 8 is in two sets/);
    expect(() => poolSets('1-8/x')).toThrow(/--pool-sets: "x" is not a seed/);
  });
});
