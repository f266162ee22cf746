import type { Balances } from '../../src/contracts/accounts/currency';
import type { AccountDeps } from './accountDeps';

/** The player's balances now. */
export async function getBalances(deps: Pick<AccountDeps, 'db' | 'ledger'>, input: { playerId: string }): Promise<{ balances: Balances }> {
  return { balances: await deps.ledger.balances(deps.db, input.playerId) };
}
