import type { SynergyDefinition } from './definition';
import { SynergyRegistry, type Synergy } from './registry';

/** The six synergies exactly as SPEC §9, as rules versions 1 and 2 play them. */
export const SYNERGY_DEFINITIONS_V1: readonly SynergyDefinition[] = [
  { id: 'warrior_synergy', family: 'warrior', name: 'Warrior', description: '+5 defence per level for warriors', thresholds: [2, 4, 6], effectType: 'defenseFlat', effectParams: { value: 5 } },
  { id: 'mage_synergy', family: 'mage', name: 'Mage', description: '+20% attack and magic per level for mages', thresholds: [3, 6], effectType: 'attackPercent', effectParams: { value: 0.2 } },
  { id: 'human_synergy', family: 'human', name: 'Human', description: '+10% health per level for humans', thresholds: [2, 4, 6], effectType: 'healthPercent', effectParams: { value: 0.1 } },
  { id: 'assassin_synergy', family: 'assassin', name: 'Assassin', description: '+10% critical chance and +20% critical damage per level for assassins', thresholds: [2, 4, 6], effectType: 'critBonus', effectParams: { chance: 0.1, damage: 0.2 } },
  { id: 'elemental_synergy', family: 'elemental', name: 'Elemental', description: '+15% damage per level for elementals when their element beats the target', thresholds: [2, 4], effectType: 'elementalMastery', effectParams: { ratio: 0.15 } },
  { id: 'guardian_synergy', family: 'guardian', name: 'Guardian', description: 'Every ally starts with a shield of 10% max health per level', thresholds: [2, 4], effectType: 'guardianWard', effectParams: { ratio: 0.1 } },
];

/**
 * The synergies in force (rules version 3; names and descriptions translated in the ui locales by id): the balance
 * lab's strongest teams stacked assassins and guardians, so their bonuses per level are smaller than SPEC §9's.
 */
export const SYNERGY_DEFINITIONS: readonly SynergyDefinition[] = SYNERGY_DEFINITIONS_V1.map((d) => {
  if (d.id === 'assassin_synergy') return { ...d, description: '+3% critical chance and +6% critical damage per level for assassins', effectParams: { chance: 0.03, damage: 0.06 } };
  if (d.id === 'guardian_synergy') return { ...d, description: 'Every ally starts with a shield of 6% max health per level', effectParams: { ratio: 0.06 } };
  return d;
});

/** The default synergy registry. */
export const synergyRegistry = new SynergyRegistry();

/** The synergies in force, created (and so validated) from {@link SYNERGY_DEFINITIONS}. */
export const SYNERGIES: readonly Synergy[] = SYNERGY_DEFINITIONS.map((d) => synergyRegistry.create(d));

/** The synergies rules versions 1 and 2 play with. */
export const SYNERGIES_V1: readonly Synergy[] = SYNERGY_DEFINITIONS_V1.map((d) => synergyRegistry.create(d));
