import type { Rarity } from '../../src/engine';
import { cardCatalog } from '../../src/content/catalog';

/** The rarity of a card in the card set; a stored id the set no longer has is a data bug, so it throws. */
export function cardRarity(cardId: string): Rarity {
  const card = cardCatalog.units.get(cardId);
  if (!card) throw new Error(`card "${cardId}" is not in the card set`);
  return card.rarity;
}
