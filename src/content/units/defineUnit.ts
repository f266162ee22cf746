import type { Element, Family, Rarity, TargetingRule, UnitCard, UnitStats } from '../../engine';
import { RARITY_SCALE, RARITY_SPEED, ROLE_TEMPLATES, type Role } from './classTemplates';

/** A card as written in the data files: role, optional race, element, rarity, skills and stat tweaks. */
export interface UnitEntry {
  id: string;
  role: Role;
  race?: 'human' | 'elemental';
  element: Element;
  rarity: Rarity;
  skills: readonly string[];
  /** Stat multipliers on top of the template, and behaviour overrides (ranged cards). */
  tweaks?: Partial<Record<keyof UnitStats, number>> & { range?: number; targeting?: TargetingRule };
}

const STAT_KEYS: readonly (keyof UnitStats)[] = ['health', 'attack', 'defense', 'magic', 'magicResistance', 'speed'];

/** Resolves a data entry into the engine's integer {@link UnitCard}. */
export function defineUnit(entry: UnitEntry): UnitCard {
  const template = ROLE_TEMPLATES[entry.role];
  const scale = RARITY_SCALE[entry.rarity];
  const stats = {} as UnitStats;
  for (const key of STAT_KEYS) {
    const base = template.stats[key];
    const rarity = key === 'speed' ? base + RARITY_SPEED[entry.rarity] : base * scale;
    stats[key] = Math.round(rarity * (entry.tweaks?.[key] ?? 1));
  }
  const families: Family[] = [entry.role];
  if (entry.race) families.push(entry.race);
  return {
    id: entry.id,
    families,
    element: entry.element,
    rarity: entry.rarity,
    stats,
    attackType: template.attackType,
    range: entry.tweaks?.range ?? template.range,
    targeting: entry.tweaks?.targeting ?? template.targeting,
    skills: entry.skills,
  };
}
