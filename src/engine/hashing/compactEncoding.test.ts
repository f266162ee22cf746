import { describe, expect, it } from 'vitest';
import { EVENT_TYPE_CODES, encodeEvent } from './compactEncoding';

describe('compact event encoding (rules version 2)', () => {
  it('encodes each value kind as documented', () => {
    // turn = code 3; unit 3 → zigzag 6 + 1 = 7.
    expect([...encodeEvent({ type: 'turn', unit: 3 })]).toEqual([3, 7]);
    // statusTicked = code 11: remaining -1 → zigzag 1 + 1 = 2; "burn" → length 4 + 1, ASCII bytes; target 0 → 1.
    expect([...encodeEvent({ remaining: -1, status: 'burn', target: 0, type: 'statusTicked' })]).toEqual([11, 2, 5, 98, 117, 114, 110, 1]);
    // unitDied = code 17: killer null → 0; unit 70 → zigzag 140 + 1 = 141 → LEB128 0x8d 0x01.
    expect([...encodeEvent({ killer: null, type: 'unitDied', unit: 70 })]).toEqual([17, 0, 0x8d, 0x01]);
    // move = code 5: the cells' x and y, then the unit; attack = code 6: a boolean is one byte.
    expect([...encodeEvent({ from: { x: 1, y: 2 }, to: { x: 2, y: 2 }, type: 'move', unit: 0 })]).toEqual([5, 3, 5, 5, 5, 1]);
    expect([...encodeEvent({ missed: true, target: 1, type: 'attack', unit: 0 })]).toEqual([6, 1, 3, 1]);
    // roundStart = code 2: an array is its length, then the items.
    expect([...encodeEvent({ order: [2, 0], round: 1, type: 'roundStart' })]).toEqual([2, 2, 5, 1, 3]);
    // The largest seed: zigzag(2^32 - 1) + 1 = 2^33 - 1, five 7-bit groups.
    const start = encodeEvent({ height: 4, rulesVersion: 2, seed: 0xffffffff, synergies: [], type: 'battleStart', units: [], width: 7 });
    expect([...start]).toEqual([0, 9, 5, 0xff, 0xff, 0xff, 0xff, 0x1f, 0, 0, 15]);
  });

  it('has one code per event type and refuses what is not an engine value', () => {
    expect(new Set(EVENT_TYPE_CODES).size).toBe(EVENT_TYPE_CODES.length);
    expect(() => encodeEvent({ type: 'turn', unit: 1.5 })).toThrow(/integers/);
  });
});
