import { defineUnit } from './defineUnit';
import type { UnitCard } from '../../engine';

/** The warrior cards (stats from the warrior template, scaled by rarity, then the listed tweaks). */
export const warriors: readonly UnitCard[] = [
  defineUnit({ id: 'iron_recruit', role: 'warrior', race: 'human', element: 'earth', rarity: 'common', skills: ['cleave'], tweaks: { attack: 0.765, health: 0.831, magic: 0.831 } }),
  defineUnit({ id: 'village_militia', role: 'warrior', race: 'human', element: 'wind', rarity: 'common', skills: ['shield_bash'], tweaks: { health: 0.911, attack: 0.911, magic: 0.911 } }),
  defineUnit({ id: 'orc_brute', role: 'warrior', element: 'fire', rarity: 'common', skills: ['berserk'], tweaks: { health: 1.204, defense: 0.85, attack: 1.114, magic: 1.114 } }),
  defineUnit({ id: 'sellsword', role: 'warrior', race: 'human', element: 'dark', rarity: 'common', skills: ['rending_strike'], tweaks: { health: 0.942, attack: 0.942, magic: 0.942 } }),
  defineUnit({ id: 'ember_squire', role: 'warrior', race: 'elemental', element: 'fire', rarity: 'common', skills: ['ember_strike'], tweaks: { health: 0.992, attack: 0.992, magic: 0.992 } }),
  defineUnit({ id: 'pit_fighter', role: 'warrior', element: 'earth', rarity: 'common', skills: ['triple_strike'], tweaks: { health: 1.048, attack: 1.048, magic: 1.048 } }),
  defineUnit({ id: 'shield_sister', role: 'warrior', race: 'human', element: 'light', rarity: 'rare', skills: ['sunder_armor', 'battle_cry'], tweaks: { health: 0.972, attack: 0.972, magic: 0.972 } }),
  defineUnit({ id: 'storm_knight', role: 'warrior', race: 'elemental', element: 'wind', rarity: 'rare', skills: ['thunder_clap'], tweaks: { speed: 1.05, health: 1.266, attack: 1.187, magic: 1.131 } }),
  defineUnit({ id: 'dune_raider', role: 'warrior', element: 'earth', rarity: 'rare', skills: ['whirlwind'], tweaks: { health: 0.936, attack: 0.936, magic: 0.936 } }),
  defineUnit({ id: 'magma_brute', role: 'warrior', race: 'elemental', element: 'fire', rarity: 'rare', skills: ['crushing_blow'], tweaks: { health: 0.959, speed: 0.92, attack: 0.914, magic: 0.914 } }),
  defineUnit({ id: 'wolf_rider', role: 'warrior', element: 'wind', rarity: 'rare', skills: ['frenzy_howl'], tweaks: { speed: 1.08, attack: 1.649, health: 1.607, magic: 1.435 } }),
  defineUnit({ id: 'legion_captain', role: 'warrior', race: 'human', element: 'light', rarity: 'epic', skills: ['rally', 'cleave'], tweaks: { health: 0.92, attack: 0.92, magic: 0.92 } }),
  defineUnit({ id: 'tide_champion', role: 'warrior', race: 'elemental', element: 'water', rarity: 'epic', skills: ['rending_strike', 'water_infuse'], tweaks: { health: 0.999, attack: 0.999, magic: 0.999 } }),
  defineUnit({ id: 'bone_reaver', role: 'warrior', element: 'dark', rarity: 'epic', skills: ['crushing_blow', 'berserk'], tweaks: { health: 1.154, attack: 1.154, magic: 1.154 } }),
  defineUnit({ id: 'dragon_slayer', role: 'warrior', race: 'human', element: 'fire', rarity: 'legendary', skills: ['crushing_blow', 'war_banner'], tweaks: { health: 1.081, attack: 1.081, magic: 1.081 } }),
  defineUnit({ id: 'titan_of_storms', role: 'warrior', race: 'elemental', element: 'wind', rarity: 'legendary', skills: ['thunder_clap', 'gale'], tweaks: { health: 0.841, attack: 0.826, magic: 0.867 } }),
];
