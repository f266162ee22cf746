import { Battle, type BattleOptions } from '../battle';
import type { BattleEvent } from '../events';
import type { BattleCatalog, SkillSpec, UnitCard, UnitInput } from '../types';

/** A skill that is never ready (cooldown longer than any battle): for units that should only attack or idle. */
export const NEVER: SkillSpec = { id: 'never', target: 'self', range: 0, cooldown: 99, initialCooldown: 99, effects: [{ kind: 'heal', ratio: 1 }] };

/** A test card: sturdy, harmless, slow defaults; override what a test needs. */
export function testCard(id: string, overrides: Partial<UnitCard> = {}): UnitCard {
  return {
    id,
    families: ['warrior'],
    element: 'fire',
    rarity: 'common',
    stats: { attack: 10, defense: 0, magic: 10, magicResistance: 0, speed: 10, health: 1000 },
    attackType: 'physical',
    range: 1,
    targeting: 'nearest',
    skills: ['never'],
    ...overrides,
  };
}

/** A catalog of test cards and skills (NEVER always included). */
export function testCatalog(cards: readonly UnitCard[], skills: readonly SkillSpec[] = []): BattleCatalog {
  return {
    units: new Map(cards.map((c) => [c.id, c])),
    skills: new Map([NEVER, ...skills].map((s) => [s.id, s])),
  };
}

/**
 * A battle between two lists of units, opened (battle start already emitted). Mechanics tests keep units apart by
 * their slots, so they play rules version 2's deployment and turn (version 3 closes an empty front and attacks
 * after a step; the v3 tests in battle.test.ts pin those two rules) unless `rulesVersion` is given.
 */
export function testBattle(catalog: BattleCatalog, a: readonly UnitInput[], b: readonly UnitInput[], seed = 1, options?: BattleOptions, rulesVersion = 2): Battle {
  const battle = new Battle({ seed, rulesVersion, teams: [{ units: a }, { units: b }] }, catalog, options);
  battle.next();
  return battle;
}

/** Shorthand for a level-1 unit input. */
export function at(cardId: string, position: number, level = 1): UnitInput {
  return { cardId, level, position };
}

/** Events of one type. */
export function ofType<T extends BattleEvent['type']>(events: readonly BattleEvent[], type: T): Extract<BattleEvent, { type: T }>[] {
  return events.filter((e): e is Extract<BattleEvent, { type: T }> => e.type === type);
}
