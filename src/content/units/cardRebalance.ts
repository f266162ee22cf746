import type { UnitCard, UnitStats } from '../../engine';
import type { Role } from './classTemplates';

/** Stat multipliers (of the resolved card) by role and by card; a card's own entry multiplies its role's. */
export interface CardRebalance {
  roles: Partial<Record<Role, Partial<Record<keyof UnitStats, number>>>>;
  cards: Readonly<Record<string, Partial<Record<keyof UnitStats, number>>>>;
}

/**
 * Rules version 3's card set over version 1–2's: moving then attacking in one turn made melee warriors stronger
 * and kiting mages weaker, and the balance lab's strongest teams leaned on a few cards (docs/BALANCE.md).
 */
export const RULES_V3_REBALANCE: CardRebalance = {
  roles: {
    warrior: { attack: 0.82, health: 0.9 },
    mage: { magic: 1.26, health: 1.12 },
  },
  cards: {
    wolf_rider: { attack: 0.74, health: 0.82 },
    storm_knight: { attack: 0.82, health: 0.86 },
    dragon_slayer: { attack: 0.88, health: 0.92 },
    shadow_imp: { attack: 0.9, health: 0.92 },
    wind_ranger: { attack: 1.12 },
    legion_captain: { attack: 0.95 },
    tide_champion: { attack: 0.94 },
    paladin: { health: 0.95 },
    nightmare: { attack: 0.92 },
    night_blade: { attack: 0.95 },
    guild_master: { attack: 1.06 },
    sunblade: { attack: 0.96 },
    plague_doctor: { attack: 1.08, health: 1.05 },
    sacred_warden: { health: 1.08 },
    dream_weaver: { magic: 1.08 },
    pyromancer: { magic: 1.08 },
    bone_reaver: { attack: 0.92 },
    shield_sister: { attack: 0.88 },
    titan_of_storms: { attack: 1.1, health: 1.05 },
    frost_fang: { attack: 0.85, health: 0.93 },
    bandit_archer: { attack: 1.18 },
    obsidian_colossus: { health: 1.06 },
  },
};

/**
 * Rules version 4's card set over version 3's (docs/BALANCE.md "Rules version 4"): the balance lab's strong pool of
 * eight seeds found front-column assassin rushes above 65% against the other strong archetypes, and with assassins
 * weaker, warrior lines; the cards here are the ones its strongest teams kept leaning on.
 */
export const RULES_V4_REBALANCE: CardRebalance = {
  roles: {
    assassin: { attack: 0.9 },
  },
  cards: {
    legion_captain: { attack: 0.9 },
    dragon_slayer: { attack: 0.92 },
    wolf_rider: { attack: 0.92 },
    bone_reaver: { attack: 0.92 },
    tide_champion: { attack: 0.88, health: 0.94 },
    widow_queen: { attack: 0.95 },
    dune_raider: { attack: 0.95 },
    mountain_king: { health: 0.95 },
  },
};

const STAT_KEYS: readonly (keyof UnitStats)[] = ['health', 'attack', 'defense', 'magic', 'magicResistance', 'speed'];

/** The card with a rebalance's multipliers applied (rounded, at least 1). */
export function rebalanceCard(card: UnitCard, rebalance: CardRebalance): UnitCard {
  const role = rebalance.roles[card.families[0] as Role] ?? {};
  const own = rebalance.cards[card.id] ?? {};
  const stats = { ...card.stats };
  for (const key of STAT_KEYS) stats[key] = Math.max(1, Math.round(stats[key] * (role[key] ?? 1) * (own[key] ?? 1)));
  return { ...card, stats };
}
