import { defineUnit } from './defineUnit';
import type { UnitCard } from '../../engine';

/** The warrior cards (stats from the warrior template, scaled by rarity, then the listed tweaks). */
export const warriors: readonly UnitCard[] = [
  defineUnit({ id: 'iron_recruit', role: 'warrior', race: 'human', element: 'earth', rarity: 'common', skills: ['cleave'], tweaks: { attack: 0.92 } }),
  defineUnit({ id: 'village_militia', role: 'warrior', race: 'human', element: 'wind', rarity: 'common', skills: ['shield_bash'] }),
  defineUnit({ id: 'orc_brute', role: 'warrior', element: 'fire', rarity: 'common', skills: ['berserk'], tweaks: { health: 1.08, defense: 0.85 } }),
  defineUnit({ id: 'sellsword', role: 'warrior', race: 'human', element: 'dark', rarity: 'common', skills: ['rending_strike'] }),
  defineUnit({ id: 'ember_squire', role: 'warrior', race: 'elemental', element: 'fire', rarity: 'common', skills: ['ember_strike'] }),
  defineUnit({ id: 'pit_fighter', role: 'warrior', element: 'earth', rarity: 'common', skills: ['triple_strike'] }),
  defineUnit({ id: 'shield_sister', role: 'warrior', race: 'human', element: 'light', rarity: 'rare', skills: ['sunder_armor', 'battle_cry'] }),
  defineUnit({ id: 'storm_knight', role: 'warrior', race: 'elemental', element: 'wind', rarity: 'rare', skills: ['thunder_clap'], tweaks: { speed: 1.05, health: 1.12, attack: 1.05 } }),
  defineUnit({ id: 'dune_raider', role: 'warrior', element: 'earth', rarity: 'rare', skills: ['whirlwind'] }),
  defineUnit({ id: 'magma_brute', role: 'warrior', race: 'elemental', element: 'fire', rarity: 'rare', skills: ['crushing_blow'], tweaks: { health: 1.05, speed: 0.92 } }),
  defineUnit({ id: 'wolf_rider', role: 'warrior', element: 'wind', rarity: 'rare', skills: ['frenzy_howl'], tweaks: { speed: 1.08, attack: 1.15, health: 1.12 } }),
  defineUnit({ id: 'legion_captain', role: 'warrior', race: 'human', element: 'light', rarity: 'epic', skills: ['rally', 'cleave'] }),
  defineUnit({ id: 'tide_champion', role: 'warrior', race: 'elemental', element: 'water', rarity: 'epic', skills: ['rending_strike', 'water_infuse'] }),
  defineUnit({ id: 'bone_reaver', role: 'warrior', element: 'dark', rarity: 'epic', skills: ['crushing_blow', 'berserk'] }),
  defineUnit({ id: 'dragon_slayer', role: 'warrior', race: 'human', element: 'fire', rarity: 'legendary', skills: ['crushing_blow', 'war_banner'] }),
  defineUnit({ id: 'titan_of_storms', role: 'warrior', race: 'elemental', element: 'wind', rarity: 'legendary', skills: ['thunder_clap', 'gale'], tweaks: { health: 0.97, attack: 0.95 } }),
];
