import { describe, expect, it } from 'vitest';
import { commitServerSeed, deriveBattleSeed } from '../../../rules/battles/seedFairness';
import { checkFairness } from './fairnessCheck';

const serverSeed = 'a'.repeat(64);
const fairness = { serverSeed, serverSeedHash: commitServerSeed(serverSeed), clientSeed: 'lucky' };
const input = { seed: deriveBattleSeed(serverSeed, 'lucky') };

describe('checkFairness', () => {
  it('accepts a seed derived from the revealed server seed and the client seed', () => {
    expect(checkFairness({ fairness, input } as never)).toEqual({ commitmentHolds: true, seedDerives: true, derivedSeed: input.seed });
  });
  it('catches a revealed seed that is not the committed one', () => {
    expect(checkFairness({ fairness: { ...fairness, serverSeedHash: commitServerSeed('b'.repeat(64)) }, input } as never).commitmentHolds).toBe(false);
  });
  it('catches a battle seed that the parts do not give', () => {
    expect(checkFairness({ fairness, input: { seed: (input.seed + 1) >>> 0 } } as never).seedDerives).toBe(false);
  });
});
