import { describe, expect, it } from 'vitest';
import { BoundedCache } from './boundedCache';

describe('BoundedCache', () => {
  const cache = () => {
    const disposed: string[] = [];
    return { disposed, c: new BoundedCache<{ key: string }>(2, (v) => disposed.push(v.key)) };
  };

  it('makes a value once per key and keeps it', () => {
    const { c } = cache();
    expect(c.get('a', () => ({ key: 'a' }), null)).toBe(c.get('a', () => ({ key: 'a' }), null));
    expect(c.size).toBe(1);
  });

  it('past its capacity, disposes of the oldest made', () => {
    const { c, disposed } = cache();
    c.get('a', () => ({ key: 'a' }), null);
    c.get('b', () => ({ key: 'b' }), null);
    c.get('c', () => ({ key: 'c' }), null);
    expect(disposed).toEqual(['a']);
    expect(c.size).toBe(2);
  });

  it('never disposes of the value in use, even when it is the oldest', () => {
    const { c, disposed } = cache();
    const shown = c.get('a', () => ({ key: 'a' }), null);
    c.get('b', () => ({ key: 'b' }), shown);
    c.get('c', () => ({ key: 'c' }), shown);
    c.get('d', () => ({ key: 'd' }), shown);
    expect(disposed).toEqual(['b', 'c']);
    expect(c.get('a', () => ({ key: 'a' }), shown)).toBe(shown);
  });
});
