import type { BattleCatalog, SkillSpec, UnitCard } from '../engine';
import { assassinSkills } from './skills/assassinSkills';
import { guardianSkills } from './skills/guardianSkills';
import { infusionSkills } from './skills/infusionSkills';
import { mageSkills } from './skills/mageSkills';
import { supportSkills } from './skills/supportSkills';
import { warriorSkills } from './skills/warriorSkills';
import { assassins } from './units/assassins';
import { rebalanceCard, RULES_V3_REBALANCE, RULES_V4_REBALANCE } from './units/cardRebalance';
import { guardians } from './units/guardians';
import { mages } from './units/mages';
import { warriors } from './units/warriors';

/** The unit cards as rules versions 1 and 2 play them (stored battles of those versions re-run against these). */
const UNIT_CARDS_V1: readonly UnitCard[] = [...warriors, ...mages, ...assassins, ...guardians];

/** The unit cards as rules version 3 plays them (version 1–2's cards with version 3's rebalance). */
const UNIT_CARDS_V3: readonly UnitCard[] = UNIT_CARDS_V1.map((c) => rebalanceCard(c, RULES_V3_REBALANCE));

/** Every unit card, in a stable order (ids never change: accounts and battles reference them): version 3's with version 4's rebalance. */
export const UNIT_CARDS: readonly UnitCard[] = UNIT_CARDS_V3.map((c) => rebalanceCard(c, RULES_V4_REBALANCE));

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

const skills = byId(SKILLS, 'skill');
const catalogV1: BattleCatalog = { units: byId(UNIT_CARDS_V1, 'unit'), skills };
const catalogV3: BattleCatalog = { units: byId(UNIT_CARDS_V3, 'unit'), skills };

/** The catalog every battle is played with: `simulate(input, cardCatalog)`; a battle of an older rules version gets its own card set. */
export const cardCatalog: BattleCatalog = {
  units: byId(UNIT_CARDS, 'unit'),
  skills,
  olderVersions: new Map([[1, catalogV1], [2, catalogV1], [3, catalogV3]]),
};

/** All card ids. */
export const CARD_IDS: readonly string[] = UNIT_CARDS.map((c) => c.id);
