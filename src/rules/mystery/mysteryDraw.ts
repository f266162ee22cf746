import { RARITIES, type Rarity } from '../../engine/types';
import { fairRandomBelow } from './fairRandom';
import type { MysteryBox } from '../../contracts/mystery/mysteryBox';

/** What one draw gives, derived from the seeds alone. */
export interface MysteryDrawResult {
  rarity: Rarity;
  cardId: string;
  /** True when the pity rule decided the rarity pool (only pity rarities could come). */
  pityForced: boolean;
  /** Draws in a row below the pity rarity after this one (0 when it was the pity rarity or better). */
  pityAfter: number;
}

/**
 * One mystery draw (docs/ECONOMY.md "Provably fair draws"): the rarity is a fair number below the sum of the
 * odds (only the pity rarities' odds when `pityBefore` has reached `pity.after − 1`) from the message
 * `${clientSeed}:${nonce}:rarity`, mapped through the odds in rarity order; the card is a fair index into that
 * rarity's contents from `${clientSeed}:${nonce}:card`. Pure, so the server and the verifier in the browser
 * share it.
 */
export function mysteryDraw(box: Pick<MysteryBox, 'oddsBp' | 'pity' | 'contents'>, serverSeed: string, clientSeed: string, nonce: number, pityBefore: number): MysteryDrawResult {
  const high = RARITIES.slice(RARITIES.indexOf(box.pity.minRarity));
  const pityForced = pityBefore >= box.pity.after - 1;
  const pool = RARITIES.filter((r) => (!pityForced || high.includes(r)) && box.oddsBp[r] > 0 && box.contents[r].length > 0);
  const total = pool.reduce((sum, r) => sum + box.oddsBp[r], 0);
  let roll = fairRandomBelow(serverSeed, `${clientSeed}:${nonce}:rarity`, total);
  let chosen: Rarity = pool[pool.length - 1]!;
  for (const r of pool) {
    if (roll < box.oddsBp[r]) {
      chosen = r;
      break;
    }
    roll -= box.oddsBp[r];
  }
  const cards = box.contents[chosen];
  const cardId = cards[fairRandomBelow(serverSeed, `${clientSeed}:${nonce}:card`, cards.length)]!;
  return { rarity: chosen, cardId, pityForced, pityAfter: high.includes(chosen) ? 0 : pityBefore + 1 };
}
