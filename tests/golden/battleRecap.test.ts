import { describe, expect, it } from 'vitest';
import { battleEnd, Rng, simulate } from '../../src/engine';
import { cardCatalog } from '../../src/content';
import { randomBattleInput } from '../../src/contracts/replay';
import { battleRecap, sortRecap } from '../../src/services/replay/battleRecap';

describe('battle recap', () => {
  it('agrees with the engine\'s own totals on real battles', () => {
    const rng = new Rng(5);
    for (let n = 0; n < 30; n++) {
      const events = simulate(randomBattleInput(rng.nextU32()), cardCatalog);
      const end = battleEnd(events);
      const recap = battleRecap(events);
      for (const total of end.totals) {
        const r = recap[total.unit]!;
        expect(r.dealtTotal).toBe(total.damageDealt);
        expect(r.dealt.physical + r.dealt.magic + r.dealt.true).toBe(total.damageDealt);
        expect(r.taken).toBe(total.damageTaken);
        expect(r.healed).toBe(total.healed);
        expect(r.shielded).toBe(total.shielded);
        expect(r.alive).toBe(total.alive);
        expect(r.roundsAlive).toBeLessThanOrEqual(end.rounds);
        if (total.alive) expect(r.roundsAlive).toBe(end.rounds);
      }
    }
  });

  it('folds only the events up to the cursor, and sorts by a metric', () => {
    const events = simulate(randomBattleInput(42), cardCatalog);
    expect(battleRecap(events, 0).every((r) => r.dealtTotal === 0 && r.roundsAlive === 0)).toBe(true);
    const sorted = sortRecap(battleRecap(events), 'dealtTotal');
    for (let i = 1; i < sorted.length; i++) expect(sorted[i - 1]!.dealtTotal).toBeGreaterThanOrEqual(sorted[i]!.dealtTotal);
    expect(battleRecap([])).toEqual([]);
  });
});
