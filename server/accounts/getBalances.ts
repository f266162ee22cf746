import type { Balances } from '../../src/contracts/accounts/currency';
import type { AppDeps } from '../appDeps';
import { ledgerRepository } from '../db/ledgerRepository';

/** The player's balances now. */
export async function getBalances(deps: Pick<AppDeps, 'db'>, input: { playerId: string }): Promise<{ balances: Balances }> {
  return { balances: await ledgerRepository.balances(deps.db, input.playerId) };
}
