import type { OwnedCard } from '../../src/contracts/cards/ownedCard';
import { cardRepository, ownedCardOf } from '../db/cardRepository';
import type { Db } from '../db/database';

/** The player's collection: every live copy, newest first (a read never refuses). */
export async function listCards(input: { accountId: string; db: Db }): Promise<{ cards: OwnedCard[] }> {
  const rows = await cardRepository.listOwned(input.db, input.accountId);
  return { cards: rows.map(ownedCardOf) };
}
