import type { TeamInput } from '../engine';

/**
 * The cards every new account is granted (stable ids): six commons, one per role and race mix, enough for a
 * legal team with warrior and human synergies.
 */
export const STARTER_CARD_IDS: readonly string[] = [
  'iron_recruit', 'village_militia', 'apprentice_mage', 'temple_acolyte', 'street_thief', 'town_guard',
];

/**
 * Extra copies of starter cards granted beside the set: a new player owns one duplicate from the start, so
 * /my-burn-list has something to burn (fragments for the first level-ups) and the player learns what
 * duplicates are for before opening a shop.
 */
export const STARTER_SPARE_CARD_IDS: readonly string[] = ['iron_recruit'];

/** The starter cards as a ready-made level-1 team: front row warriors and guard, back row casters. */
export function starterTeam(): TeamInput {
  const positions = [0, 1, 8, 9, 2, 3];
  return { units: STARTER_CARD_IDS.map((cardId, i) => ({ cardId, level: 1, position: positions[i] ?? i })) };
}
