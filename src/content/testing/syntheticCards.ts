import fc from 'fast-check';
import { ELEMENTS, FAMILIES, type BattleCatalog, type UnitCard } from '../../engine';
import { cardCatalog } from '../catalog';

// Cards no card set has: any stats (health up to 100,000 a level, so battles reach the turn cap; attack and defence
// up to 2,000, far past the shipped cards), range, targeting, element, families and attack type, with one or two of
// the shipped skills. They reach what the shipped cards rarely or never do: the turn cap and its draws, large
// products, every synergy level. Shared by the property tests that compare two ways of playing a battle.

const SKILL_IDS = [...cardCatalog.skills.keys()];

/** One synthetic card with this id. */
export function syntheticCard(id: string): fc.Arbitrary<UnitCard> {
  return fc.record({
    id: fc.constant(id),
    families: fc.uniqueArray(fc.constantFrom(...FAMILIES), { minLength: 1, maxLength: 2 }),
    element: fc.constantFrom(...ELEMENTS),
    rarity: fc.constant('common' as const),
    stats: fc.record({
      attack: fc.integer({ min: 0, max: 2000 }), defense: fc.integer({ min: 0, max: 2000 }), magic: fc.integer({ min: 0, max: 2000 }),
      magicResistance: fc.integer({ min: 0, max: 2000 }), speed: fc.integer({ min: 1, max: 400 }), health: fc.integer({ min: 1, max: 100000 }),
    }),
    attackType: fc.constantFrom('physical' as const, 'magic' as const),
    range: fc.integer({ min: 1, max: 7 }),
    targeting: fc.constantFrom('nearest' as const, 'weakest' as const, 'farthest' as const),
    skills: fc.uniqueArray(fc.constantFrom(...SKILL_IDS), { minLength: 0, maxLength: 2 }),
  });
}

/** A catalog of four synthetic cards, 'a' to 'd', with the shipped skills. */
export const syntheticCatalog: fc.Arbitrary<BattleCatalog> = fc.tuple(syntheticCard('a'), syntheticCard('b'), syntheticCard('c'), syntheticCard('d')).map((cards): BattleCatalog => ({
  units: new Map(cards.map((c) => [c.id, c])),
  skills: cardCatalog.skills,
}));
