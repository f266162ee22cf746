import { describe, expect, it } from 'vitest';
import { elementIndex, elementMatchup, matchupByIndex } from './elements';
import { ELEMENTS } from './types';

describe('element matchups', () => {
  it('fire > wind > earth > water > fire, light and dark beat each other, the rest is even', () => {
    const beats = [['fire', 'wind'], ['wind', 'earth'], ['earth', 'water'], ['water', 'fire'], ['light', 'dark'], ['dark', 'light']];
    for (const a of ELEMENTS) {
      for (const d of ELEMENTS) {
        const expected = beats.some(([x, y]) => x === a && y === d) ? 1 : beats.some(([x, y]) => x === d && y === a) ? -1 : 0;
        expect(elementMatchup(a, d), `${a} on ${d}`).toBe(expected);
        expect(matchupByIndex(elementIndex(a), elementIndex(d)), `${a} on ${d} by index`).toBe(expected);
      }
    }
  });
});
