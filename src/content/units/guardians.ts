import { defineUnit } from './defineUnit';
import type { UnitCard } from '../../engine';

/** The guardian cards (stats from the guardian template, scaled by rarity, then the listed tweaks). */
export const guardians: readonly UnitCard[] = [
  defineUnit({ id: 'town_guard', role: 'guardian', race: 'human', element: 'earth', rarity: 'common', skills: ['shield_wall'] }),
  defineUnit({ id: 'stone_golem', role: 'guardian', race: 'elemental', element: 'earth', rarity: 'common', skills: ['stone_skin'], tweaks: { speed: 0.9, health: 1.05 } }),
  defineUnit({ id: 'turtle_warden', role: 'guardian', element: 'water', rarity: 'common', skills: ['stone_bulwark'] }),
  defineUnit({ id: 'temple_guard', role: 'guardian', race: 'human', element: 'light', rarity: 'common', skills: ['dream_ward'] }),
  defineUnit({ id: 'moss_giant', role: 'guardian', race: 'elemental', element: 'earth', rarity: 'common', skills: ['earth_bind'] }),
  defineUnit({ id: 'bog_troll', role: 'guardian', element: 'water', rarity: 'common', skills: ['immobilizing_net'], tweaks: { health: 1.06, defense: 0.9 } }),
  defineUnit({ id: 'royal_knight', role: 'guardian', race: 'human', element: 'light', rarity: 'rare', skills: ['shield_wall', 'shatter'] }),
  defineUnit({ id: 'coral_sentinel', role: 'guardian', race: 'elemental', element: 'water', rarity: 'rare', skills: ['water_infuse', 'shield_wall'] }),
  defineUnit({ id: 'iron_golem', role: 'guardian', element: 'earth', rarity: 'rare', skills: ['stone_bulwark', 'shatter'], tweaks: { speed: 0.9 } }),
  defineUnit({ id: 'sacred_warden', role: 'guardian', race: 'human', element: 'light', rarity: 'rare', skills: ['holy_ground'] }),
  defineUnit({ id: 'ancient_treant', role: 'guardian', race: 'elemental', element: 'earth', rarity: 'rare', skills: ['earth_bind', 'regrowth'], tweaks: { speed: 0.9 } }),
  defineUnit({ id: 'paladin', role: 'guardian', race: 'human', element: 'light', rarity: 'epic', skills: ['protective_aura', 'heal'] }),
  defineUnit({ id: 'obsidian_colossus', role: 'guardian', race: 'elemental', element: 'fire', rarity: 'epic', skills: ['stone_bulwark', 'lava_pool'], tweaks: { speed: 0.9 } }),
  defineUnit({ id: 'grave_warden', role: 'guardian', element: 'dark', rarity: 'epic', skills: ['petrifying_gaze', 'stone_bulwark'] }),
  defineUnit({ id: 'mountain_king', role: 'guardian', race: 'human', element: 'earth', rarity: 'legendary', skills: ['protective_aura', 'thunder_clap'] }),
  defineUnit({ id: 'aegis_seraph', role: 'guardian', race: 'elemental', element: 'light', rarity: 'legendary', skills: ['radiance', 'holy_ground'] }),
];
