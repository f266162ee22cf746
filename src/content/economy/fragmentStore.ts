import type { Rarity } from '../../engine/types';

/**
 * The fragment store of /fragment-store (docs/ECONOMY.md "Fragment store"): a daily offer of specific cards
 * bought with fragments. The offer rotates at 00:00 UTC; which cards it holds is derived from the UTC date
 * alone (src/rules/fragmentStore/storeOffer.ts), so every player and server sees the same offer.
 */
export const FRAGMENT_STORE = {
  /** Changes when the rule below changes (it is part of the rotation's derivation). */
  version: 1,
  /** How many cards of each rarity one day's offer holds. */
  slots: { common: 2, rare: 2, epic: 1, legendary: 1 } satisfies Record<Rarity, number>,
  /** Price of one copy, in fragments. Above a level-1 copy's burn value, so buy-and-burn never pays. */
  priceFragments: { common: 40, rare: 100, epic: 240, legendary: 600 } satisfies Record<Rarity, number>,
  /** Copies of one offered card one player may buy in one rotation. */
  limitPerRotation: { common: 3, rare: 2, epic: 1, legendary: 1 } satisfies Record<Rarity, number>,
} as const;
