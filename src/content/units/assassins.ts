import { defineUnit } from './defineUnit';
import type { UnitCard } from '../../engine';

/** The assassin cards (stats from the assassin template, scaled by rarity, then the listed tweaks). */
export const assassins: readonly UnitCard[] = [
  defineUnit({ id: 'street_thief', role: 'assassin', race: 'human', element: 'dark', rarity: 'common', skills: ['backstab'], tweaks: { health: 0.833, attack: 0.833, magic: 0.833 } }),
  defineUnit({ id: 'snake_cultist', role: 'assassin', element: 'earth', rarity: 'common', skills: ['poison_blade'], tweaks: { attack: 1.187, health: 1.154, magic: 1.1 } }),
  defineUnit({ id: 'hunter', role: 'assassin', race: 'human', element: 'wind', rarity: 'common', skills: ['crippling_shot'], tweaks: { range: 4, targeting: 'farthest', attack: 0.517, health: 0.785, magic: 0.785 } }),
  defineUnit({ id: 'shadow_imp', role: 'assassin', race: 'elemental', element: 'dark', rarity: 'common', skills: ['shadow_step'], tweaks: { speed: 1.05, attack: 1.497, health: 1.471, magic: 1.335 } }),
  defineUnit({ id: 'ash_stalker', role: 'assassin', race: 'elemental', element: 'fire', rarity: 'common', skills: ['ember_strike'], tweaks: { attack: 1.236, health: 1.199, magic: 1.143 } }),
  defineUnit({ id: 'bandit_archer', role: 'assassin', element: 'earth', rarity: 'common', skills: ['piercing_arrow'], tweaks: { range: 4, targeting: 'farthest', attack: 0.549, health: 0.786, magic: 0.786 } }),
  defineUnit({ id: 'venom_dancer', role: 'assassin', race: 'human', element: 'water', rarity: 'rare', skills: ['venom_strike', 'smoke_bomb'], tweaks: { health: 1.057, attack: 1.057, magic: 1.057 } }),
  defineUnit({ id: 'night_blade', role: 'assassin', element: 'dark', rarity: 'rare', skills: ['backstab', 'mark_for_death'], tweaks: { health: 0.903, attack: 0.903, magic: 0.903 } }),
  defineUnit({ id: 'crystal_assassin', role: 'assassin', race: 'elemental', element: 'earth', rarity: 'rare', skills: ['amethyst_dagger'], tweaks: { health: 1.153, attack: 1.153, magic: 1.153 } }),
  defineUnit({ id: 'plague_doctor', role: 'assassin', race: 'human', element: 'earth', rarity: 'rare', skills: ['toxic_cloud', 'poison_blade'], tweaks: { health: 0.969, attack: 0.969, magic: 0.969 } }),
  defineUnit({ id: 'wind_ranger', role: 'assassin', race: 'elemental', element: 'wind', rarity: 'rare', skills: ['exposing_strike', 'gale'], tweaks: { range: 4, targeting: 'farthest', attack: 0.755, health: 1.005, magic: 1.005 } }),
  defineUnit({ id: 'nightmare', role: 'assassin', element: 'dark', rarity: 'epic', skills: ['terror', 'shadow_veil'], tweaks: { health: 1.101, attack: 1.101, magic: 1.101 } }),
  defineUnit({ id: 'guild_master', role: 'assassin', race: 'human', element: 'dark', rarity: 'epic', skills: ['deadly_toxin', 'backstab'], tweaks: { attack: 0.734, health: 0.801, magic: 0.801 } }),
  defineUnit({ id: 'frost_fang', role: 'assassin', race: 'elemental', element: 'water', rarity: 'epic', skills: ['venom_strike', 'mark_for_death'], tweaks: { attack: 1.352, health: 1.315, magic: 1.252 } }),
  defineUnit({ id: 'widow_queen', role: 'assassin', element: 'dark', rarity: 'legendary', skills: ['deadly_toxin', 'smoke_bomb'], tweaks: { attack: 1.376, health: 1.351, magic: 1.229 } }),
  defineUnit({ id: 'sunblade', role: 'assassin', race: 'human', element: 'light', rarity: 'legendary', skills: ['backstab', 'shadow_step'], tweaks: { health: 0.868, attack: 0.868, magic: 0.868 } }),
];
