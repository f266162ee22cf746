import type { BattleRandom } from '../rng';

/**
 * A scripted RNG for tests (inject with `BattleOptions.rng`): every uncertain chance roll returns the next
 * scripted outcome, so a test forces a crit, a miss or a status chance instead of editing unit fields. Certain
 * rolls (≤ 0 or ≥ 1000 permille) draw nothing, as with the real RNG. Turn-order tie keys count up from 0, so
 * speed ties go to the lower uid.
 */
export class FixedRolls implements BattleRandom {
  /** The permille of every uncertain chance roll asked so far, in order. */
  readonly asked: number[] = [];
  private next = 0;
  private keys = 0;

  constructor(private readonly outcomes: boolean | readonly boolean[]) {}

  /** Counts up from 0 (ties in turn order resolve by uid). */
  nextU32(): number {
    return this.keys++;
  }

  /** The next scripted outcome; throws once a scripted list runs out, so a test notices an unplanned roll. */
  chance(perMille: number): boolean {
    if (perMille <= 0) return false;
    if (perMille >= 1000) return true;
    this.asked.push(perMille);
    if (typeof this.outcomes === 'boolean') return this.outcomes;
    if (this.next >= this.outcomes.length) throw new Error(`FixedRolls: roll ${this.next + 1} (${perMille}‰) was not scripted`);
    return this.outcomes[this.next++]!;
  }
}

/** Every uncertain roll succeeds (every crit lands, every blind misses, every chance status sticks). */
export function alwaysRolls(): FixedRolls {
  return new FixedRolls(true);
}

/** Every uncertain roll fails (no crits, no misses, no chance statuses). */
export function neverRolls(): FixedRolls {
  return new FixedRolls(false);
}

/** Uncertain rolls come out as listed, in order; one more roll throws. */
export function scriptedRolls(...outcomes: boolean[]): FixedRolls {
  return new FixedRolls(outcomes);
}
