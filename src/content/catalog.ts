import type { BattleCatalog, SkillSpec, UnitCard } from '../engine';
import { assassinSkills } from './skills/assassinSkills';
import { guardianSkills } from './skills/guardianSkills';
import { infusionSkills } from './skills/infusionSkills';
import { mageSkills } from './skills/mageSkills';
import { supportSkills } from './skills/supportSkills';
import { warriorSkills } from './skills/warriorSkills';
import { assassins } from './units/assassins';
import { guardians } from './units/guardians';
import { mages } from './units/mages';
import { warriors } from './units/warriors';

/** Every unit card, in a stable order (ids never change: accounts and battles reference them). */
export const UNIT_CARDS: readonly UnitCard[] = [...warriors, ...mages, ...assassins, ...guardians];

/** Every skill. */
export const SKILLS: readonly SkillSpec[] = [...warriorSkills, ...mageSkills, ...assassinSkills, ...guardianSkills, ...supportSkills, ...infusionSkills];

function byId<T extends { id: string }>(items: readonly T[], what: string): ReadonlyMap<string, T> {
  const map = new Map<string, T>();
  for (const item of items) {
    if (map.has(item.id)) throw new Error(`duplicate ${what} id "${item.id}"`);
    map.set(item.id, item);
  }
  return map;
}

/** The catalog every battle is played with: `simulate(input, cardCatalog)`. */
export const cardCatalog: BattleCatalog = {
  units: byId(UNIT_CARDS, 'unit'),
  skills: byId(SKILLS, 'skill'),
};

/** All card ids. */
export const CARD_IDS: readonly string[] = UNIT_CARDS.map((c) => c.id);
