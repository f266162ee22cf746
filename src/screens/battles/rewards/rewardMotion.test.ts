import { describe, expect, it } from 'vitest';
import { BANNER_MS, countUpDuration, countUpValue, FLY_MS, flyPosition, nextPopped, rewardTimeline, STAR_GAP_MS } from './rewardMotion';

describe('count-up', () => {
  it('starts at from, rises fast then settles, and ends exactly on to with whole numbers', () => {
    expect(countUpValue(0, 120, 0, 800)).toBe(0);
    expect(countUpValue(0, 120, 800, 800)).toBe(120);
    expect(countUpValue(0, 120, 5000, 800)).toBe(120);
    const half = countUpValue(0, 120, 400, 800);
    expect(half).toBe(105); // ease-out: 87.5 % of the way at half time
    const values = Array.from({ length: 81 }, (_, i) => countUpValue(1000, 1120, i * 10, 800));
    expect(values.every((v) => Number.isInteger(v))).toBe(true);
    expect(values.every((v, i) => i === 0 || v >= values[i - 1]!)).toBe(true);
    expect(countUpValue(5, 9, 100, 0)).toBe(9);
  });

  it('lasts longer for bigger amounts, within 500–1,200 ms', () => {
    expect(countUpDuration(1)).toBe(500);
    expect(countUpDuration(10)).toBe(675);
    expect(countUpDuration(1000)).toBe(1025);
    expect(countUpDuration(10 ** 9)).toBe(1200);
    expect(countUpDuration(120)).toBeLessThan(countUpDuration(1200));
  });
});

describe('flight into the header', () => {
  it('leaves from the reward, arcs upward, shrinks, and lands on the balance', () => {
    const from = { x: 100, y: 500 };
    const to = { x: 300, y: 40 };
    expect(flyPosition(0, from, to)).toEqual({ x: 100, y: 500, scale: 1, progress: 0 });
    const mid = flyPosition(FLY_MS / 2, from, to);
    expect(mid.y).toBeLessThan(500 + (40 - 500) * 0.875);
    expect(flyPosition(FLY_MS, from, to)).toMatchObject({ x: 300, y: 40, progress: 1 });
    expect(flyPosition(FLY_MS * 2, from, to).scale).toBeCloseTo(0.6);
  });
});

describe('the celebration timeline', () => {
  it('pops the stars one by one after the banner, then counts each reward up, flies it and lands it', () => {
    const line = rewardTimeline(3, [120, 4], false);
    expect(line.starAt).toEqual([BANNER_MS, BANNER_MS + STAR_GAP_MS, BANNER_MS + 2 * STAR_GAP_MS]);
    expect(line.countAt[0]).toBe(BANNER_MS + 3 * STAR_GAP_MS);
    expect(line.countAt[1]).toBeGreaterThan(line.countAt[0]!);
    expect(line.flyAt).toEqual([line.countAt[0]! + countUpDuration(120), line.countAt[1]! + countUpDuration(4)]);
    expect(line.landAt).toEqual(line.flyAt.map((at) => at + FLY_MS));
    expect(line.endAt).toBe(Math.max(...line.landAt));
    expect(line.endAt).toBeLessThan(4000);
  });

  it('without stars or rewards it is just the banner', () => {
    expect(rewardTimeline(0, [], false)).toMatchObject({ starAt: [], countAt: [], endAt: BANNER_MS });
  });

  it('under reduced motion everything is at its end at once', () => {
    expect(rewardTimeline(2, [50], true)).toEqual({ starAt: [0, 0], countAt: [0], countMs: [0], flyAt: [0], landAt: [0], endAt: 0 });
  });
});

describe('popping the stars', () => {
  const { starAt } = rewardTimeline(3, [10], false);
  it('pops the next star once its time has come', () => {
    expect(nextPopped(0, starAt[0]! - 1, starAt)).toBe(0);
    expect(nextPopped(0, starAt[0]!, starAt)).toBe(1);
    expect(nextPopped(3, 10_000, starAt)).toBe(3);
  });
  it('after a late frame, still pops one star a step: never two at once', () => {
    const steps = [0];
    while (steps.at(-1)! < 3) steps.push(nextPopped(steps.at(-1)!, 10_000, starAt));
    expect(steps).toEqual([0, 1, 2, 3]);
  });
});
