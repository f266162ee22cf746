import { describe, expect, it } from 'vitest';
import { hmacSha256 } from '../crypto/sha256';
import { fairRandomBelow } from './fairRandom';

describe('fairRandomBelow', () => {
  it('is the first HMAC word below the largest multiple of n, mod n', () => {
    const mac = hmacSha256('seed', 'msg:0');
    const first = new DataView(mac.buffer).getUint32(0);
    const n = 7;
    const limit = 2 ** 32 - (2 ** 32 % n);
    if (first < limit) expect(fairRandomBelow('seed', 'msg', n)).toBe(first % n);
  });

  it('rejects words in the biased tail: with n just over 2^31 most words are rejected, results stay in range and deterministic', () => {
    const n = 2 ** 31 + 1;
    for (let i = 0; i < 50; i += 1) {
      const v = fairRandomBelow('k', `m${i}`, n);
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeLessThan(n);
      expect(fairRandomBelow('k', `m${i}`, n)).toBe(v);
    }
  });

  it('n = 1 is always 0; a bad n throws', () => {
    expect(fairRandomBelow('k', 'm', 1)).toBe(0);
    expect(() => fairRandomBelow('k', 'm', 0)).toThrow();
    expect(() => fairRandomBelow('k', 'm', 1.5)).toThrow();
  });
});
