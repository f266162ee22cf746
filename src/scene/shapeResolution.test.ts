import { describe, expect, it } from 'vitest';
import { shapeResolution } from './shapeResolution';

describe('shapeResolution', () => {
  it('rounds up to the next quarter, so the texture is never magnified', () => {
    expect(shapeResolution(0.51)).toBe(0.75);
    expect(shapeResolution(1)).toBe(1);
    expect(shapeResolution(1.01)).toBe(1.25);
    expect(shapeResolution(2 * 0.9)).toBe(2);
  });

  it('stays put for small resizes (one step covers them)', () => {
    expect(shapeResolution(0.93)).toBe(shapeResolution(0.99));
  });

  it('is bounded (a collapsed canvas, a huge one, no size yet)', () => {
    expect(shapeResolution(0)).toBe(0.5);
    expect(shapeResolution(Number.NaN)).toBe(0.5);
    expect(shapeResolution(9)).toBe(4);
  });
});
