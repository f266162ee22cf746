import type { AppDeps } from '../appDeps';
import type { EntryRow } from '../db/tournamentRepository';
import { serverKey } from '../domain/economy/ledgerKey';

/** Gives every held entry fee back (`tournament_refund` under the tournament's server key: at most once per player). */
export async function refundEntries(deps: Pick<AppDeps, 'db' | 'repositories'>, tournamentId: string, entries: readonly EntryRow[]): Promise<void> {
  for (const entry of entries) {
    if (entry.feeHeld <= 0) continue;
    await deps.repositories.ledger.post(deps.db, { accountId: entry.accountId, reason: 'tournament_refund', reference: tournamentId, idempotencyKey: serverKey('tournament-refund', tournamentId), legs: [{ currency: 'game_coin', amount: entry.feeHeld }] });
  }
}
