import fc from 'fast-check';
import { RULES, type TeamInput, type UnitInput } from '../../engine';

// fast-check arbitraries of battle teams, shared by the property tests that compare two ways of playing a battle.

/** One unit: any of `cardIds`, any level, any slot. */
export function unitArbitrary(cardIds: readonly string[]): fc.Arbitrary<UnitInput> {
  return fc.record({
    cardId: fc.constantFrom(...cardIds),
    level: fc.integer({ min: RULES.level.min, max: RULES.level.max }),
    position: fc.integer({ min: 0, max: 11 }),
  });
}

/** A team of 1 to 6 units of `cardIds` on distinct slots. */
export function teamArbitrary(cardIds: readonly string[]): fc.Arbitrary<TeamInput> {
  return fc.uniqueArray(unitArbitrary(cardIds), { minLength: 1, maxLength: 6, selector: (u) => u.position }).map((units) => ({ units }));
}

/** A team holding `cardId` (first) and random others of `cardIds`. */
export function teamWithCard(cardId: string, cardIds: readonly string[]): fc.Arbitrary<TeamInput> {
  return fc.tuple(unitArbitrary([cardId]), teamArbitrary(cardIds)).map(([u, t]): TeamInput => ({
    units: [u, ...t.units.filter((o) => o.position !== u.position)].slice(0, RULES.team.maxUnits),
  }));
}
