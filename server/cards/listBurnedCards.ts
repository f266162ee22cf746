import type { BurnedCard } from '../../src/contracts/cards/ownedCard';
import { burnedCardOf, cardRepository } from '../db/cardRepository';
import type { Db } from '../db/database';

/** The player's burned copies (the latest 200), newest burn first, with the fragments each gave. */
export async function listBurnedCards(input: { accountId: string; db: Db }): Promise<{ burned: BurnedCard[] }> {
  const rows = await cardRepository.listBurned(input.db, input.accountId);
  return { burned: rows.map(burnedCardOf) };
}
