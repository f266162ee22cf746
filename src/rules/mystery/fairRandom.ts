import { hmacSha256 } from '../crypto/sha256';

const TWO_32 = 0x1_0000_0000;

/**
 * A fair whole number in [0, n) from HMAC-SHA256(key = serverSeed, message = `${message}:${round}`), without
 * modulo bias: the 32-byte MAC is read as eight big-endian uint32 words, and a word is used only if it is
 * below the largest multiple of n that fits in 2³² (rejection sampling); if all eight are rejected (odds below
 * 10⁻⁶⁰ for the n used here) the round number goes up and a new MAC is made.
 */
export function fairRandomBelow(serverSeed: string, message: string, n: number): number {
  if (!Number.isInteger(n) || n < 1 || n > TWO_32) throw new Error(`fairRandomBelow: n must be a whole number in 1..2^32, got ${n}`);
  const limit = TWO_32 - (TWO_32 % n);
  for (let round = 0; ; round += 1) {
    const mac = hmacSha256(serverSeed, `${message}:${round}`);
    const view = new DataView(mac.buffer, mac.byteOffset, mac.byteLength);
    for (let i = 0; i < 8; i += 1) {
      const word = view.getUint32(i * 4);
      if (word < limit) return word % n;
    }
  }
}
