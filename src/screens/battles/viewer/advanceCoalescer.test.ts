import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdvanceCoalescer } from './advanceCoalescer';

describe('AdvanceCoalescer', () => {
  let clock = 0;
  let shown: [number, boolean][] = [];
  const make = () => new AdvanceCoalescer<number>((value, advance) => shown.push([value, advance]), 250, () => clock);
  const pass = (ms: number) => {
    clock += ms;
    vi.advanceTimersByTime(ms);
  };

  beforeEach(() => {
    vi.useFakeTimers();
    clock = 1000;
    shown = [];
  });
  afterEach(() => vi.useRealTimers());

  it('shows the first advance at once, then at most one per interval, always the newest', () => {
    const c = make();
    c.push(1, true);
    expect(shown).toEqual([[1, true]]);
    pass(50);
    c.push(2, true);
    pass(50);
    c.push(3, true);
    expect(shown).toEqual([[1, true]]);
    pass(149);
    expect(shown).toEqual([[1, true]]);
    pass(1);
    expect(shown).toEqual([[1, true], [3, true]]);
    // Advances 250 ms apart (1× playback) each show at once.
    pass(300);
    c.push(4, true);
    expect(shown.at(-1)).toEqual([4, true]);
  });

  it('shows anything but an advance at once and drops the waiting advance', () => {
    const c = make();
    c.push(1, true);
    pass(10);
    c.push(2, true);
    c.push(3, false); // e.g. pause, seek, the end
    expect(shown).toEqual([[1, true], [3, false]]);
    pass(1000);
    expect(shown).toEqual([[1, true], [3, false]]);
    // An advance right after a control waits for the interval since that render.
    c.push(4, true);
    expect(shown.at(-1)).toEqual([4, true]);
    pass(10);
    c.push(5, true);
    expect(shown).toHaveLength(3);
    pass(240);
    expect(shown.at(-1)).toEqual([5, true]);
  });

  it('cancel drops a waiting advance', () => {
    const c = make();
    c.push(1, true);
    c.push(2, true);
    c.cancel();
    pass(1000);
    expect(shown).toEqual([[1, true]]);
  });

  it('keeps at most a few renders a second however many advances come', () => {
    const c = make();
    for (let i = 0; i < 400; i++) {
      c.push(i, true);
      pass(10); // 100 advances a second
    }
    expect(shown.length).toBeLessThanOrEqual(17); // 4 s at ≤ 4 a second (+ the first)
    expect(shown.length).toBeGreaterThanOrEqual(15);
  });
});
