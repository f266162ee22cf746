import { describe, expect, it } from 'vitest';
import { pageCount, pageWindow } from './pagination';

describe('pageWindow', () => {
  it('maps 1-based pages to LIMIT/OFFSET', () => {
    expect(pageWindow({ page: 1, pageSize: 10 })).toEqual({ limit: 10, offset: 0 });
    expect(pageWindow({ page: 3, pageSize: 7 })).toEqual({ limit: 7, offset: 14 });
  });

  it('refuses page 0, negative or fractional values', () => {
    expect(() => pageWindow({ page: 0, pageSize: 10 })).toThrow(RangeError);
    expect(() => pageWindow({ page: 1, pageSize: 0 })).toThrow(RangeError);
    expect(() => pageWindow({ page: 1.5, pageSize: 10 })).toThrow(RangeError);
  });
});

describe('pageCount', () => {
  it('rounds up and never goes below 1', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });
});
