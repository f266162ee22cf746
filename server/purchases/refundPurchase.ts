import type { AppDeps } from '../appDeps';
import { LedgerRefusal } from '../db/ledgerRepository';
import { refundKey } from './creditPurchase';

/**
 * Takes a refunded purchase's gold back, once, inside `tx`: the purchase row is locked and must still be
 * `credited`; the debit is the pack's gold, or what the player still holds when they spent some (a balance
 * never goes below zero; the shortfall is recorded as `refund_debited` < `gold` for support to see). Answers
 * what was taken back, or null when the transaction is unknown or was refunded before.
 */
export async function refundPurchase(deps: Pick<AppDeps, 'db' | 'repositories'>, channel: 'apple' | 'telegram_stars', externalId: string, now: Date): Promise<number | null> {
  const row = await deps.repositories.purchases.lockByExternal(deps.db, channel, externalId);
  if (!row || row.status !== 'credited') return null;
  const ledger = deps.repositories.ledger;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const take = Math.min(row.gold, (await ledger.balances(deps.db, row.accountId)).gold_coin);
    if (take === 0) break;
    try {
      // A savepoint: if the player spends between the read and the debit, only this attempt rolls back.
      await deps.db.transaction((sp) => ledger.post(sp, { accountId: row.accountId, reason: 'purchase_refund', reference: `${channel}:${row.packId}`, idempotencyKey: refundKey(channel, externalId), legs: [{ currency: 'gold_coin', amount: -take }] }));
      await deps.repositories.purchases.markRefunded(deps.db, row.id, take, now);
      return take;
    } catch (error) {
      if (!(error instanceof LedgerRefusal && error.reason === 'insufficient_funds')) throw error;
    }
  }
  await deps.repositories.purchases.markRefunded(deps.db, row.id, 0, now);
  return 0;
}
