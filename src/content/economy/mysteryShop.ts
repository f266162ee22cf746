import { RARITIES, type Rarity } from '../../engine/types';
import { UNIT_CARDS } from '../catalog';

/**
 * The mystery box of /mystery-shop-recycle (docs/ECONOMY.md "Mystery shop"): what a draw costs, the odds per
 * rarity in basis points (out of 10,000), the pity rule and the cards it holds. Published on the screen before
 * every draw; the server draws with exactly these numbers (src/rules/mystery/mysteryDraw.ts).
 */
export const MYSTERY_BOX = {
  /** Changes whenever odds, pity or contents change: every draw records it, so old draws stay verifiable. */
  version: 1,
  /** A draw paid in fragments costs this many. */
  fragmentPrice: 60,
  /** Or this many unwanted (free, unlocked) card copies, any rarity and level, traded in. */
  cardsPerDraw: 3,
  /** Odds per rarity in basis points; they sum to 10,000. */
  oddsBp: { common: 6900, rare: 2400, epic: 600, legendary: 100 } satisfies Record<Rarity, number>,
  /** Pity: after `after - 1` draws in a row below `minRarity`, the next draw is `minRarity` or better. */
  pity: { after: 10, minRarity: 'epic' as Rarity },
} as const;

/** The whole of the odds: 10,000 basis points = 100 %. */
export const MYSTERY_ODDS_TOTAL = 10_000;

/** The cards a rarity holds, in card-set order (each equally likely once the rarity is drawn). */
export function mysteryContents(rarity: Rarity): readonly string[] {
  return CONTENTS[rarity];
}

const idsOf = (rarity: Rarity) => UNIT_CARDS.filter((c) => c.rarity === rarity).map((c) => c.id);
const CONTENTS: Readonly<Record<Rarity, readonly string[]>> = { common: idsOf('common'), rare: idsOf('rare'), epic: idsOf('epic'), legendary: idsOf('legendary') };

/** Rarities that satisfy the pity rule (the pity rarity and every rarer one). */
export function pityRarities(): readonly Rarity[] {
  return RARITIES.slice(RARITIES.indexOf(MYSTERY_BOX.pity.minRarity));
}

/**
 * The long-run share of each rarity with pity, exactly: with p the chance of a pity rarity and N the pity
 * length, draws form cycles ending at the first pity rarity, of mean length (1 − (1 − p)^N) / p; each cycle
 * holds one pity-rarity draw, split by the base odds, and the rest split the other rarities by the base odds.
 * These are the rates the 10⁶-draw simulation (npm run sim:mystery) checks.
 */
export function mysteryEffectiveRates(): Record<Rarity, number> {
  const odds = MYSTERY_BOX.oddsBp;
  const high = pityRarities();
  const p = high.reduce((s, r) => s + odds[r], 0) / MYSTERY_ODDS_TOTAL;
  const highShare = p / (1 - (1 - p) ** MYSTERY_BOX.pity.after);
  const rates = {} as Record<Rarity, number>;
  for (const r of RARITIES) {
    const share = odds[r] / MYSTERY_ODDS_TOTAL;
    rates[r] = high.includes(r) ? (highShare * share) / p : ((1 - highShare) * share) / (1 - p);
  }
  return rates;
}
