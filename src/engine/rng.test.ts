import { describe, expect, it } from 'vitest';
import { Rng } from './rng';

describe('Rng (sfc32)', () => {
  it('pins the first outputs of seed 1, so any change to the generator is caught', () => {
    const rng = new Rng(1);
    const first = [rng.nextU32(), rng.nextU32(), rng.nextU32()];
    expect(first).toMatchInlineSnapshot(`
      [
        24724473,
        838574162,
        2522700496,
      ]
    `);
  });

  it('gives the same sequence for the same seed and different ones for different seeds', () => {
    const a = new Rng(42);
    const b = new Rng(42);
    const c = new Rng(43);
    const sa = Array.from({ length: 50 }, () => a.nextU32());
    expect(Array.from({ length: 50 }, () => b.nextU32())).toEqual(sa);
    expect(Array.from({ length: 50 }, () => c.nextU32())).not.toEqual(sa);
  });

  it('keeps its whole state in `state`: a copy continues identically', () => {
    const a = new Rng(7);
    a.nextU32();
    const b = new Rng(0);
    b.state.set(a.state);
    expect(b.nextU32()).toBe(a.nextU32());
  });

  it('int(n) stays in [0, n) and covers it', () => {
    const rng = new Rng(3);
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) {
      const v = rng.int(6);
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeLessThan(6);
      seen.add(v);
    }
    expect(seen.size).toBe(6);
  });

  it('chance(0) and chance(1000) never draw; chance(500) is near half', () => {
    const rng = new Rng(9);
    const before = [...rng.state];
    expect(rng.chance(0)).toBe(false);
    expect(rng.chance(1000)).toBe(true);
    expect([...rng.state]).toEqual(before);
    let hits = 0;
    for (let i = 0; i < 10000; i++) if (rng.chance(500)) hits++;
    expect(hits).toBeGreaterThan(4700);
    expect(hits).toBeLessThan(5300);
  });
});
