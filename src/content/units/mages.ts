import { defineUnit } from './defineUnit';
import type { UnitCard } from '../../engine';

/** The mage cards (stats from the mage template, scaled by rarity, then the listed tweaks). */
export const mages: readonly UnitCard[] = [
  defineUnit({ id: 'apprentice_mage', role: 'mage', race: 'human', element: 'fire', rarity: 'common', skills: ['fireball'], tweaks: { health: 0.838, attack: 0.838, magic: 0.838 } }),
  defineUnit({ id: 'hedge_witch', role: 'mage', race: 'human', element: 'earth', rarity: 'common', skills: ['weaken_curse'], tweaks: { health: 1.023, attack: 1.023, magic: 1.023 } }),
  defineUnit({ id: 'frost_adept', role: 'mage', element: 'water', rarity: 'common', skills: ['frost_nova'], tweaks: { health: 0.96, attack: 0.96, magic: 0.96 } }),
  defineUnit({ id: 'spark_wisp', role: 'mage', race: 'elemental', element: 'wind', rarity: 'common', skills: ['arcane_missile'], tweaks: { health: 0.933, attack: 0.933, magic: 0.933 } }),
  defineUnit({ id: 'temple_acolyte', role: 'mage', race: 'human', element: 'light', rarity: 'common', skills: ['heal'], tweaks: { magic: 0.912, health: 1.036, attack: 0.958 } }),
  defineUnit({ id: 'mist_caller', role: 'mage', race: 'elemental', element: 'water', rarity: 'common', skills: ['lullaby'], tweaks: { health: 1.045, attack: 1.045, magic: 1.045 } }),
  defineUnit({ id: 'pyromancer', role: 'mage', race: 'human', element: 'fire', rarity: 'rare', skills: ['fireball', 'lava_pool'], tweaks: { health: 0.678, attack: 0.678, magic: 0.678 } }),
  defineUnit({ id: 'storm_caller', role: 'mage', race: 'elemental', element: 'wind', rarity: 'rare', skills: ['chain_lightning', 'ground_current'], tweaks: { health: 0.84, attack: 0.84, magic: 0.84 } }),
  defineUnit({ id: 'silent_oracle', role: 'mage', element: 'light', rarity: 'rare', skills: ['silence_hex', 'mending_light'], tweaks: { health: 1.211, attack: 1.211, magic: 1.211 } }),
  defineUnit({ id: 'dream_weaver', role: 'mage', element: 'dark', rarity: 'rare', skills: ['dream_weave', 'dream_ward'], tweaks: { health: 1.199, attack: 1.199, magic: 1.199 } }),
  defineUnit({ id: 'glacier_sage', role: 'mage', race: 'elemental', element: 'water', rarity: 'rare', skills: ['blizzard'], tweaks: { health: 0.757, attack: 0.757, magic: 0.757 } }),
  defineUnit({ id: 'void_warlock', role: 'mage', element: 'dark', rarity: 'epic', skills: ['gravity_well', 'draining_touch'], tweaks: { health: 0.766, attack: 0.766, magic: 0.766 } }),
  defineUnit({ id: 'high_cleric', role: 'mage', race: 'human', element: 'light', rarity: 'epic', skills: ['regrowth', 'recovery_hymn'], tweaks: { health: 1.165, attack: 1.078, magic: 1.078 } }),
  defineUnit({ id: 'tidecaller', role: 'mage', race: 'elemental', element: 'water', rarity: 'epic', skills: ['tidal_wave', 'water_infuse'], tweaks: { health: 0.988, attack: 0.988, magic: 0.988 } }),
  defineUnit({ id: 'archmage', role: 'mage', race: 'human', element: 'light', rarity: 'legendary', skills: ['meteor', 'mana_shield'], tweaks: { health: 1.112, attack: 1.112, magic: 1.112 } }),
  defineUnit({ id: 'phoenix', role: 'mage', race: 'elemental', element: 'fire', rarity: 'legendary', skills: ['meteor', 'fire_infuse'], tweaks: { speed: 1.05, health: 1.002, attack: 1.002, magic: 1.002 } }),
];
