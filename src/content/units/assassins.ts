import { defineUnit } from './defineUnit';
import type { UnitCard } from '../../engine';

/** The assassin cards (stats from the assassin template, scaled by rarity, then the listed tweaks). */
export const assassins: readonly UnitCard[] = [
  defineUnit({ id: 'street_thief', role: 'assassin', race: 'human', element: 'dark', rarity: 'common', skills: ['backstab'] }),
  defineUnit({ id: 'snake_cultist', role: 'assassin', element: 'earth', rarity: 'common', skills: ['poison_blade'], tweaks: { attack: 1.08, health: 1.05 } }),
  defineUnit({ id: 'hunter', role: 'assassin', race: 'human', element: 'wind', rarity: 'common', skills: ['crippling_shot'], tweaks: { range: 4, targeting: 'farthest', attack: 0.66 } }),
  defineUnit({ id: 'shadow_imp', role: 'assassin', race: 'elemental', element: 'dark', rarity: 'common', skills: ['shadow_step'], tweaks: { speed: 1.05, attack: 1.12, health: 1.1 } }),
  defineUnit({ id: 'ash_stalker', role: 'assassin', race: 'elemental', element: 'fire', rarity: 'common', skills: ['ember_strike'], tweaks: { attack: 1.08, health: 1.05 } }),
  defineUnit({ id: 'bandit_archer', role: 'assassin', element: 'earth', rarity: 'common', skills: ['piercing_arrow'], tweaks: { range: 4, targeting: 'farthest', attack: 0.7 } }),
  defineUnit({ id: 'venom_dancer', role: 'assassin', race: 'human', element: 'water', rarity: 'rare', skills: ['venom_strike', 'smoke_bomb'] }),
  defineUnit({ id: 'night_blade', role: 'assassin', element: 'dark', rarity: 'rare', skills: ['backstab', 'mark_for_death'] }),
  defineUnit({ id: 'crystal_assassin', role: 'assassin', race: 'elemental', element: 'earth', rarity: 'rare', skills: ['amethyst_dagger'] }),
  defineUnit({ id: 'plague_doctor', role: 'assassin', race: 'human', element: 'earth', rarity: 'rare', skills: ['toxic_cloud', 'poison_blade'] }),
  defineUnit({ id: 'wind_ranger', role: 'assassin', race: 'elemental', element: 'wind', rarity: 'rare', skills: ['exposing_strike', 'gale'], tweaks: { range: 4, targeting: 'farthest', attack: 0.75 } }),
  defineUnit({ id: 'nightmare', role: 'assassin', element: 'dark', rarity: 'epic', skills: ['terror', 'shadow_veil'] }),
  defineUnit({ id: 'guild_master', role: 'assassin', race: 'human', element: 'dark', rarity: 'epic', skills: ['deadly_toxin', 'backstab'], tweaks: { attack: 0.92 } }),
  defineUnit({ id: 'frost_fang', role: 'assassin', race: 'elemental', element: 'water', rarity: 'epic', skills: ['venom_strike', 'mark_for_death'], tweaks: { attack: 1.08, health: 1.05 } }),
  defineUnit({ id: 'widow_queen', role: 'assassin', element: 'dark', rarity: 'legendary', skills: ['deadly_toxin', 'smoke_bomb'], tweaks: { attack: 1.12, health: 1.1 } }),
  defineUnit({ id: 'sunblade', role: 'assassin', race: 'human', element: 'light', rarity: 'legendary', skills: ['backstab', 'shadow_step'] }),
];
