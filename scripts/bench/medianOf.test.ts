import { describe, expect, it } from 'vitest';
import { medianOf } from './medianOf';

describe('medianOf', () => {
  it('takes the middle value, or the mean of the middle two', () => {
    expect(medianOf([3, 1, 2])).toBe(2);
    expect(medianOf([4, 1, 3, 2])).toBe(2.5);
    expect(() => medianOf([])).toThrow();
  });
});
