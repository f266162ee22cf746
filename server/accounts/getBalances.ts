import type { Balances } from '../../src/contracts/accounts/currency';
import type { AppDeps } from '../appDeps';

/** The player's balances now. */
export async function getBalances(deps: Pick<AppDeps, 'db' | 'repositories'>, input: { playerId: string }): Promise<{ balances: Balances }> {
  return { balances: await deps.repositories.ledger.balances(deps.db, input.playerId) };
}
