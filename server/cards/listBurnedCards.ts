import type { BurnedCard } from '../../src/contracts/cards/ownedCard';
import type { AppDeps } from '../appDeps';
import { burnedCardOf } from '../db/cardRepository';

/** The player's burned copies (the latest 200), newest burn first, with the fragments each gave. */
export async function listBurnedCards(deps: Pick<AppDeps, 'db' | 'repositories'>, input: { accountId: string }): Promise<{ burned: BurnedCard[] }> {
  const rows = await deps.repositories.cards.listBurned(deps.db, input.accountId);
  return { burned: rows.map(burnedCardOf) };
}
