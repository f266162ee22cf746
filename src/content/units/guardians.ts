import { defineUnit } from './defineUnit';
import type { UnitCard } from '../../engine';

/** The guardian cards (stats from the guardian template, scaled by rarity, then the listed tweaks). */
export const guardians: readonly UnitCard[] = [
  defineUnit({ id: 'town_guard', role: 'guardian', race: 'human', element: 'earth', rarity: 'common', skills: ['shield_wall'], tweaks: { health: 0.832, attack: 0.832, magic: 0.832 } }),
  defineUnit({ id: 'stone_golem', role: 'guardian', race: 'elemental', element: 'earth', rarity: 'common', skills: ['stone_skin'], tweaks: { speed: 0.9, health: 1.259, attack: 1.2, magic: 1.2 } }),
  defineUnit({ id: 'turtle_warden', role: 'guardian', element: 'water', rarity: 'common', skills: ['stone_bulwark'], tweaks: { health: 1.182, attack: 1.182, magic: 1.182 } }),
  defineUnit({ id: 'temple_guard', role: 'guardian', race: 'human', element: 'light', rarity: 'common', skills: ['dream_ward'], tweaks: { health: 1.09, attack: 1.09, magic: 1.09 } }),
  defineUnit({ id: 'moss_giant', role: 'guardian', race: 'elemental', element: 'earth', rarity: 'common', skills: ['earth_bind'], tweaks: { health: 1.099, attack: 1.099, magic: 1.099 } }),
  defineUnit({ id: 'bog_troll', role: 'guardian', element: 'water', rarity: 'common', skills: ['immobilizing_net'], tweaks: { health: 1.294, defense: 0.9, attack: 1.219, magic: 1.219 } }),
  defineUnit({ id: 'royal_knight', role: 'guardian', race: 'human', element: 'light', rarity: 'rare', skills: ['shield_wall', 'shatter'], tweaks: { health: 0.88, attack: 0.88, magic: 0.88 } }),
  defineUnit({ id: 'coral_sentinel', role: 'guardian', race: 'elemental', element: 'water', rarity: 'rare', skills: ['water_infuse', 'shield_wall'], tweaks: { health: 0.924, attack: 0.924, magic: 0.924 } }),
  defineUnit({ id: 'iron_golem', role: 'guardian', element: 'earth', rarity: 'rare', skills: ['stone_bulwark', 'shatter'], tweaks: { speed: 0.9, health: 1.166, attack: 1.166, magic: 1.166 } }),
  defineUnit({ id: 'sacred_warden', role: 'guardian', race: 'human', element: 'light', rarity: 'rare', skills: ['holy_ground'], tweaks: { health: 0.942, attack: 0.942, magic: 0.942 } }),
  defineUnit({ id: 'ancient_treant', role: 'guardian', race: 'elemental', element: 'earth', rarity: 'rare', skills: ['earth_bind', 'regrowth'], tweaks: { speed: 0.9, health: 1.168, attack: 1.168, magic: 1.168 } }),
  defineUnit({ id: 'paladin', role: 'guardian', race: 'human', element: 'light', rarity: 'epic', skills: ['protective_aura', 'heal'], tweaks: { health: 0.8, attack: 0.8, magic: 0.8 } }),
  defineUnit({ id: 'obsidian_colossus', role: 'guardian', race: 'elemental', element: 'fire', rarity: 'epic', skills: ['stone_bulwark', 'lava_pool'], tweaks: { speed: 0.9, health: 1.051, attack: 1.051, magic: 1.051 } }),
  defineUnit({ id: 'grave_warden', role: 'guardian', element: 'dark', rarity: 'epic', skills: ['petrifying_gaze', 'stone_bulwark'], tweaks: { health: 1.211, attack: 1.211, magic: 1.211 } }),
  defineUnit({ id: 'mountain_king', role: 'guardian', race: 'human', element: 'earth', rarity: 'legendary', skills: ['protective_aura', 'thunder_clap'], tweaks: { health: 0.775, attack: 0.775, magic: 0.775 } }),
  defineUnit({ id: 'aegis_seraph', role: 'guardian', race: 'elemental', element: 'light', rarity: 'legendary', skills: ['radiance', 'holy_ground'], tweaks: { health: 1.147, attack: 1.147, magic: 1.147 } }),
];
