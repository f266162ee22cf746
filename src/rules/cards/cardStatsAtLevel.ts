import { cardCatalog } from '../../content/catalog';
import { Battle, RULES, type BattleCatalog, type CombatStats } from '../../engine';

/** A card's combat numbers at a level, before synergies and statuses. */
export type CardStats = Omit<CombatStats, 'health'>;

/**
 * A card's stats at `level`, computed by the engine itself: a one-unit battle is set up (not played) and its
 * unit read back, so the numbers are exactly those a battle would use, never a copy of the level formula.
 * `catalog` is the game's card set unless the balance lab judges a candidate one.
 */
export function cardStatsAtLevel(cardId: string, level: number, catalog: BattleCatalog = cardCatalog): CardStats {
  const team = { units: [{ cardId, level, position: 0 }] };
  const battle = new Battle({ seed: 0, rulesVersion: RULES.version, teams: [team, team] }, catalog, { synergies: [] });
  const unit = battle.units[0];
  if (!unit) throw new Error(`no unit for ${cardId}`);
  const { maxHealth, attack, defense, magic, magicResistance, speed, critChance, critDamage } = unit;
  return { maxHealth, attack, defense, magic, magicResistance, speed, critChance, critDamage };
}
