import type { Rarity, TargetingRule, UnitStats } from '../../engine';

/** The four combat roles; every card has one (it is also its class family). */
export type Role = 'warrior' | 'mage' | 'assassin' | 'guardian';

/** Stats and behaviour of a common level-1 card of a role. Balance is tuned here (see `npm run simulate`). */
export interface RoleTemplate {
  stats: UnitStats;
  attackType: 'physical' | 'magic';
  range: number;
  targeting: TargetingRule;
}

/** One template per role. */
export const ROLE_TEMPLATES: Readonly<Record<Role, RoleTemplate>> = {
  warrior: { stats: { health: 350, attack: 148, defense: 38, magic: 10, magicResistance: 28, speed: 95 }, attackType: 'physical', range: 1, targeting: 'nearest' },
  mage: { stats: { health: 200, attack: 12, defense: 16, magic: 44, magicResistance: 28, speed: 96 }, attackType: 'magic', range: 3, targeting: 'nearest' },
  assassin: { stats: { health: 245, attack: 175, defense: 20, magic: 12, magicResistance: 20, speed: 118 }, attackType: 'physical', range: 1, targeting: 'nearest' },
  guardian: { stats: { health: 340, attack: 82, defense: 46, magic: 36, magicResistance: 36, speed: 82 }, attackType: 'physical', range: 1, targeting: 'nearest' },
};

/** Multiplier of health, attack, defence, magic and magic resistance by rarity. */
export const RARITY_SCALE: Readonly<Record<Rarity, number>> = { common: 1, rare: 1.08, epic: 1.16, legendary: 1.25 };

/** Speed added by rarity. */
export const RARITY_SPEED: Readonly<Record<Rarity, number>> = { common: 0, rare: 2, epic: 4, legendary: 6 };
