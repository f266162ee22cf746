import { describe, expect, it } from 'vitest';
import { reportSeeds } from './reportSeeds';

describe('reportSeeds', () => {
  it('reads ranges and single seeds in the order given, each once', () => {
    expect(reportSeeds('1-8')).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(reportSeeds('3, 1-2,3')).toEqual([3, 1, 2]);
    expect(reportSeeds('5')).toEqual([5]);
  });

  it('rejects what is not a seed list', () => {
    expect(() => reportSeeds('1-')).toThrow(/not a seed/);
    expect(() => reportSeeds('a')).toThrow(/not a seed/);
    expect(() => reportSeeds('8-1')).toThrow(/backwards/);
  });
});
