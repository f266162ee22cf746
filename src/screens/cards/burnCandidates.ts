import { burnFragments, cardCatalog } from '../../content';
import type { OwnedCard } from '../../contracts/cards/ownedCard';

/** One copy on /my-burn-list: what burning it gives, and why it cannot be burned or should be thought over. */
export interface BurnCandidate {
  copy: OwnedCard;
  fragments: number;
  /** A spare: the player keeps another copy of the same card at the same or a higher level. */
  spare: boolean;
  /** Burning it would leave the player without this card. */
  lastCopy: boolean;
}

/**
 * Every copy with its burn value (content's `burnFragments`), spares first, then by fragments. A spare is any
 * copy but the best of its card, so burning spares never costs the player a card or a level.
 */
export function burnCandidates(owned: readonly OwnedCard[]): BurnCandidate[] {
  const best = new Map<string, OwnedCard>();
  const count = new Map<string, number>();
  for (const c of owned) {
    count.set(c.cardId, (count.get(c.cardId) ?? 0) + 1);
    const b = best.get(c.cardId);
    if (!b || c.level > b.level || (c.level === b.level && c.acquiredAt < b.acquiredAt)) best.set(c.cardId, c);
  }
  return owned
    .map((copy) => {
      const rarity = cardCatalog.units.get(copy.cardId)?.rarity ?? 'common';
      return { copy, fragments: burnFragments(rarity, copy.level), spare: best.get(copy.cardId) !== copy, lastCopy: count.get(copy.cardId) === 1 };
    })
    .sort((a, b) => Number(b.spare) - Number(a.spare) || b.fragments - a.fragments || a.copy.cardId.localeCompare(b.copy.cardId));
}
