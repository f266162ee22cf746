import { randomBytes } from 'node:crypto';

// Crockford's base32: no I, L, O or U, so a name read aloud or retyped is never ambiguous (0/O, 1/I/L).
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A guest's generated display name: "Player-" and five base32 characters, e.g. "Player-7K3QX" (33 million
 * possibilities, so two guests rarely share one, though names need not be unique). Not translated and not
 * made of words: a name is an identity other players see in rankings and the market, so it must read the same in
 * every language, and random words can combine into something offensive. The player can rename later.
 * `random` is injectable so tests are deterministic.
 */
export function guestDisplayName(random: (size: number) => Uint8Array = randomBytes): string {
  const bytes = random(4);
  if (bytes.length < 4) throw new Error('random source returned too few bytes');
  // 32 random bits; the low 25 give five 5-bit characters, uniformly (2^32 is a multiple of 2^25).
  let n = (((bytes[0] ?? 0) << 24) | ((bytes[1] ?? 0) << 16) | ((bytes[2] ?? 0) << 8) | (bytes[3] ?? 0)) >>> 0;
  let suffix = '';
  for (let i = 0; i < 5; i++) {
    suffix = ALPHABET[n & 31] + suffix;
    n >>>= 5;
  }
  return `Player-${suffix}`;
}
