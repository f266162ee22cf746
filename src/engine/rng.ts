/**
 * sfc32 (Chris Doty-Humphrey's Small Fast Counter, from PractRand): four 32-bit words of state, integer
 * operations only, identical in every JS engine. The state is plain data so a battle can be copied or resumed:
 * an Int32Array, because the words leave the small-integer range of a plain array, which then stores doubles.
 */
export type RngState = Int32Array;

/** Seeded generator whose whole state is {@link Rng.state}. */
export class Rng {
  /** The four 32-bit words; part of the battle state. */
  readonly state: RngState;

  constructor(seed: number) {
    this.state = new Int32Array(4);
    this.reseed(seed);
  }

  /** Back to the state `new Rng(seed)` starts in, in place (a playout replays many seeds on one generator). */
  reseed(seed: number): void {
    // Seeding as recommended for sfc32: a fixed pattern mixed with the seed, then 12 warm-up rounds.
    const s = this.state;
    s[0] = 0x9e3779b9;
    s[1] = 0x243f6a88;
    s[2] = 0xb7e15162;
    s[3] = seed | 0;
    for (let i = 0; i < 12; i++) this.nextU32();
  }

  /** Next 32-bit unsigned integer. */
  nextU32(): number {
    const s = this.state;
    let a = s[0]!;
    let b = s[1]!;
    let c = s[2]!;
    let d = s[3]!;
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    s[0] = a;
    s[1] = b;
    s[2] = c;
    s[3] = d;
    return t >>> 0;
  }

  /** Uniform integer in [0, n) for n < 2^21 (multiply-shift; exact in doubles). */
  int(n: number): number {
    return Math.floor((this.nextU32() * n) / 4294967296);
  }

  /** True with probability perMille / 1000; draws only when the outcome is uncertain. */
  chance(perMille: number): boolean {
    if (perMille <= 0) return false;
    if (perMille >= 1000) return true;
    return this.int(1000) < perMille;
  }
}

/**
 * The draws a battle makes. A battle uses {@link Rng} seeded from its input; tests may inject another
 * (testing/fixedRolls.ts) to force outcomes instead of editing unit fields.
 */
export interface BattleRandom {
  /** Next 32-bit unsigned integer (turn-order tie keys). */
  nextU32(): number;
  /** True with probability perMille / 1000; must not draw when the outcome is certain (≤ 0 or ≥ 1000). */
  chance(perMille: number): boolean;
}
