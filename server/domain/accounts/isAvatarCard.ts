import { CARD_IDS } from '../../../src/content';

const cardIds: ReadonlySet<string> = new Set(CARD_IDS);

/** Whether an avatar id names a card of the card set (the profile refuses anything else: `unknown_avatar`). */
export function isAvatarCard(cardId: string): boolean {
  return cardIds.has(cardId);
}
