import { cardCatalog, ROLE_TEMPLATES, roleOf } from '../../content';
import { cardStatsAtLevel, type CardStats } from '../cards/cardStatsAtLevel';
import type { FormationUnit } from '../../contracts/teams/formationUnit';

/**
 * A card's power at a level: 100 × the mean ratio of its stats (the engine's, via cardStatsAtLevel) to those of a
 * common level-1 card of its role: health, its attack stat, defence, magic resistance, speed. 100 is a plain
 * starter card; rarity and levels raise it. A display figure only; battles never read it.
 */
export function unitPower(cardId: string, level: number, stats: CardStats = cardStatsAtLevel(cardId, level)): number {
  const card = cardCatalog.units.get(cardId);
  if (!card) throw new Error(`unknown card "${cardId}"`);
  const base = ROLE_TEMPLATES[roleOf(card)].stats;
  const offence = card.attackType === 'magic' ? stats.magic / base.magic : stats.attack / base.attack;
  const ratios = [stats.maxHealth / base.health, offence, stats.defense / base.defense, stats.magicResistance / base.magicResistance, stats.speed / base.speed];
  return Math.round((100 * ratios.reduce((a, b) => a + b, 0)) / ratios.length);
}

/** A team's power: the sum of its units' powers (synergies not included; they show on their own). */
export function teamPower(units: readonly FormationUnit[]): number {
  return units.reduce((sum, u) => sum + unitPower(u.cardId, u.level), 0);
}
