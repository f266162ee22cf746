import { describe, expect, it } from 'vitest';
import { turnsUntilReady } from './skillReadiness';

describe('turnsUntilReady', () => {
  const timing = { cooldown: 3, initialCooldown: 2 };
  it('counts the initial cooldown down turn by turn', () => {
    expect([0, 1, 2, 3].map((n) => turnsUntilReady(timing, n, undefined))).toEqual([2, 1, 0, 0]);
  });
  it('restarts at the full cooldown on a cast; the cast turn counts', () => {
    // Cast during the fifth turn (4 turns ended before it).
    expect([4, 5, 6, 7, 8].map((n) => turnsUntilReady(timing, n, 4))).toEqual([3, 2, 1, 0, 0]);
  });
});
