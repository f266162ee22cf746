import { describe, expect, it } from 'vitest';
import { titleHandOff } from './titleHandOff';

describe('titleHandOff', () => {
  it('never shows the round title and a banner at once, and hands over through nothing', () => {
    for (let i = 0; i <= 100; i++) {
      const { banner, title } = titleHandOff(i / 100);
      expect(banner === 0 || title === 0).toBe(true);
    }
    expect(titleHandOff(0)).toEqual({ banner: 0, title: 1 });
    expect(titleHandOff(0.5)).toEqual({ banner: 0, title: 0 });
    expect(titleHandOff(1)).toEqual({ banner: 1, title: 0 });
    expect(titleHandOff(0.75).banner).toBeCloseTo(0.5);
    expect(titleHandOff(0.25).title).toBeCloseTo(0.5);
  });
});
