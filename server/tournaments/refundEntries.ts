import type { Db } from '../db/database';
import type { LedgerRepository } from '../db/ledgerRepository';
import type { EntryRow } from '../db/tournamentRepository';
import { serverKey } from '../domain/economy/ledgerKey';

/** Gives every held entry fee back (`tournament_refund` under the tournament's server key: at most once per player). */
export async function refundEntries(tx: Db, ledger: LedgerRepository, tournamentId: string, entries: readonly EntryRow[]): Promise<void> {
  for (const entry of entries) {
    if (entry.feeHeld <= 0) continue;
    await ledger.post(tx, { accountId: entry.accountId, reason: 'tournament_refund', reference: tournamentId, idempotencyKey: serverKey('tournament-refund', tournamentId), legs: [{ currency: 'game_coin', amount: entry.feeHeld }] });
  }
}
