import { describe, expect, it } from 'vitest';
import { rowScrollDelta } from './scrollIntoRow';

// A 390 px phone's row of links, edge to edge with 16 px of padding each side.
const ROW = { left: 0, right: 390 };
const PADDING = { left: 16, right: 16 };

describe('rowScrollDelta', () => {
  it('leaves an item already inside the padding where it is', () => {
    expect(rowScrollDelta(ROW, { left: 16, right: 120 }, PADDING)).toBe(0);
    expect(rowScrollDelta(ROW, { left: 200, right: 374 }, PADDING)).toBe(0);
  });

  it('brings an item past the right edge in to the padding, not to the glass', () => {
    expect(rowScrollDelta(ROW, { left: 300, right: 400 }, PADDING)).toBe(26);
  });

  it('brings an item scrolled off to the left back to the padding (the first link of a row scrolled before)', () => {
    expect(rowScrollDelta(ROW, { left: -284, right: -190 }, PADDING)).toBe(-300);
    expect(rowScrollDelta(ROW, { left: 4, right: 100 }, PADDING)).toBe(-12);
  });

  it('shows the start of an item wider than the space between the paddings', () => {
    expect(rowScrollDelta(ROW, { left: 100, right: 500 }, PADDING)).toBe(84);
  });
});
