import { defineUnit } from './defineUnit';
import type { UnitCard } from '../../engine';

/** The mage cards (stats from the mage template, scaled by rarity, then the listed tweaks). */
export const mages: readonly UnitCard[] = [
  defineUnit({ id: 'apprentice_mage', role: 'mage', race: 'human', element: 'fire', rarity: 'common', skills: ['fireball'] }),
  defineUnit({ id: 'hedge_witch', role: 'mage', race: 'human', element: 'earth', rarity: 'common', skills: ['weaken_curse'] }),
  defineUnit({ id: 'frost_adept', role: 'mage', element: 'water', rarity: 'common', skills: ['frost_nova'] }),
  defineUnit({ id: 'spark_wisp', role: 'mage', race: 'elemental', element: 'wind', rarity: 'common', skills: ['arcane_missile'] }),
  defineUnit({ id: 'temple_acolyte', role: 'mage', race: 'human', element: 'light', rarity: 'common', skills: ['heal'], tweaks: { magic: 0.95, health: 1.08 } }),
  defineUnit({ id: 'mist_caller', role: 'mage', race: 'elemental', element: 'water', rarity: 'common', skills: ['lullaby'] }),
  defineUnit({ id: 'pyromancer', role: 'mage', race: 'human', element: 'fire', rarity: 'rare', skills: ['fireball', 'lava_pool'] }),
  defineUnit({ id: 'storm_caller', role: 'mage', race: 'elemental', element: 'wind', rarity: 'rare', skills: ['chain_lightning', 'ground_current'] }),
  defineUnit({ id: 'silent_oracle', role: 'mage', element: 'light', rarity: 'rare', skills: ['silence_hex', 'mending_light'] }),
  defineUnit({ id: 'dream_weaver', role: 'mage', element: 'dark', rarity: 'rare', skills: ['dream_weave', 'dream_ward'] }),
  defineUnit({ id: 'glacier_sage', role: 'mage', race: 'elemental', element: 'water', rarity: 'rare', skills: ['blizzard'] }),
  defineUnit({ id: 'void_warlock', role: 'mage', element: 'dark', rarity: 'epic', skills: ['gravity_well', 'draining_touch'] }),
  defineUnit({ id: 'high_cleric', role: 'mage', race: 'human', element: 'light', rarity: 'epic', skills: ['regrowth', 'recovery_hymn'], tweaks: { health: 1.08 } }),
  defineUnit({ id: 'tidecaller', role: 'mage', race: 'elemental', element: 'water', rarity: 'epic', skills: ['tidal_wave', 'water_infuse'] }),
  defineUnit({ id: 'archmage', role: 'mage', race: 'human', element: 'light', rarity: 'legendary', skills: ['meteor', 'mana_shield'] }),
  defineUnit({ id: 'phoenix', role: 'mage', race: 'elemental', element: 'fire', rarity: 'legendary', skills: ['meteor', 'fire_infuse'], tweaks: { speed: 1.05 } }),
];
