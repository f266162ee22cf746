import type { Rarity } from '../../engine';
import { RULES } from '../../engine/rules';

/**
 * Levelling a card (docs/ECONOMY.md): each level costs fragments and game coin, growing with the level and the
 * rarity. Fragments come from burning unwanted copies, so duplicates feed the cards a player keeps; game coin
 * is earned in battles. A common from 1 to 10 costs 225 fragments and 4,500 game coin in all; the starter
 * grant (100 fragments, 1000 game coin) pays the first four levels of a common, so a new player feels the upgrade at once.
 */
export const CARD_LEVEL_UP = {
  /** Fragments for the step from level 1 to 2; the step from level n costs n times this. */
  fragmentsPerStep: { common: 5, rare: 10, epic: 20, legendary: 40 } satisfies Record<Rarity, number>,
  /** Game coin paid per fragment of a step's cost. */
  gameCoinPerFragment: 20,
} as const;

/**
 * Burning a copy: a base by rarity plus half the fragments spent levelling it, so levelling a copy that is
 * later burned is never a total loss, and burning never pays more than it cost (no loop to farm).
 */
export const CARD_BURN = {
  baseFragments: { common: 10, rare: 25, epic: 60, legendary: 150 } satisfies Record<Rarity, number>,
  /** Share (permille) of the fragments invested in levels that a burn gives back. */
  refundPermille: 500,
} as const;

/** The price of one level step, from `fromLevel` to `fromLevel + 1`. */
export interface LevelUpCost {
  fragments: number;
  gameCoin: number;
}

/** What levelling a card of `rarity` from `fromLevel` costs; null at the engine's highest level. */
export function levelUpCost(rarity: Rarity, fromLevel: number): LevelUpCost | null {
  if (!Number.isInteger(fromLevel) || fromLevel < RULES.level.min || fromLevel >= RULES.level.max) return null;
  const fragments = CARD_LEVEL_UP.fragmentsPerStep[rarity] * fromLevel;
  return { fragments, gameCoin: fragments * CARD_LEVEL_UP.gameCoinPerFragment };
}

/** Fragments spent on level steps to bring a card of `rarity` from level 1 to `level`. */
export function fragmentsInvested(rarity: Rarity, level: number): number {
  let total = 0;
  for (let from = RULES.level.min; from < level; from += 1) total += levelUpCost(rarity, from)?.fragments ?? 0;
  return total;
}

/** Fragments that burning one copy of `rarity` at `level` gives. */
export function burnFragments(rarity: Rarity, level: number): number {
  return CARD_BURN.baseFragments[rarity] + Math.floor((fragmentsInvested(rarity, level) * CARD_BURN.refundPermille) / 1000);
}
