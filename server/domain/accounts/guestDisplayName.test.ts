import { describe, expect, it } from 'vitest';
import { displayName } from '../../../src/contracts/accounts/displayName';
import { guestDisplayName } from './guestDisplayName';

const fixed = (...bytes: number[]) => () => Uint8Array.from(bytes);

describe('guestDisplayName', () => {
  it('is deterministic for a given random source', () => {
    expect(guestDisplayName(fixed(0, 0, 0, 0))).toBe('Player-00000');
    expect(guestDisplayName(fixed(0xff, 0xff, 0xff, 0xff))).toBe('Player-ZZZZZ');
    expect(guestDisplayName(fixed(0x12, 0x34, 0x56, 0x78))).toBe(guestDisplayName(fixed(0x12, 0x34, 0x56, 0x78)));
    // 0x12345678 & (2^25 - 1) = 0x0345678 = 0b00011 01000 10101 10011 11000 -> 3 8 21 19 24 -> "38NKR".
    expect(guestDisplayName(fixed(0x12, 0x34, 0x56, 0x78))).toBe('Player-38NKR');
  });

  it('uses only unambiguous characters and passes the display-name rules', () => {
    for (let i = 0; i < 500; i++) {
      const name = guestDisplayName();
      expect(name).toMatch(/^Player-[0-9A-HJKMNP-TV-Z]{5}$/);
      expect(displayName.parse(name)).toBe(name);
    }
  });

  it('rarely repeats', () => {
    const names = new Set(Array.from({ length: 2000 }, () => guestDisplayName()));
    expect(names.size).toBeGreaterThan(1990);
  });

  it('refuses a short random source', () => {
    expect(() => guestDisplayName(fixed(1, 2))).toThrow();
  });
});
