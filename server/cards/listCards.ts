import type { OwnedCard } from '../../src/contracts/cards/ownedCard';
import type { AppDeps } from '../appDeps';
import { ownedCardOf } from '../db/cardRepository';

/** The player's collection: every live copy, newest first (a read never refuses). */
export async function listCards(deps: Pick<AppDeps, 'db' | 'repositories'>, input: { accountId: string }): Promise<{ cards: OwnedCard[] }> {
  const rows = await deps.repositories.cards.listOwned(deps.db, input.accountId);
  return { cards: rows.map(ownedCardOf) };
}
