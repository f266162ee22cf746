import type { Balances } from '../../src/contracts/accounts/currency';
import type { AppDeps } from '../appDeps';
import { refuse, succeed, type Outcome } from '../../src/contracts/api/refusal';
import type { GoodsPack } from '../../src/content/economy/purchases';
import { serverKey, type LedgerKey } from '../domain/economy/ledgerKey';
import { type PurchaseRow } from '../db/purchaseRepository';
import type { PurchaseRefusalReason } from '../../src/contracts/purchases/purchaseRefusalReason';

/** A store's transaction id in the ledger key alphabet ([A-Za-z0-9_.:-], bounded). */
const storeId = (externalId: string) => externalId.replace(/[^A-Za-z0-9_.:-]/g, '_').slice(0, 160);

/** The ledger key of a store transaction's credit (rows before migration 0013: `<channel>:<id>`). */
export const purchaseKey = (channel: 'apple' | 'telegram_stars', externalId: string): LedgerKey => serverKey('purchase', channel, storeId(externalId));

/** The ledger key of a store transaction's refund. */
export const refundKey = (channel: 'apple' | 'telegram_stars', externalId: string): LedgerKey => serverKey('refund', channel, storeId(externalId));

/**
 * Credits a store transaction's pack once, inside the caller's transaction (`deps.db`): the purchase row is claimed by (channel, external id),
 * so a replayed transaction (the same JWS twice, a duplicate webhook) finds the first row and credits nothing;
 * the same transaction presented by another account is refused. Gold bought never expires (no expiry exists).
 */
export async function creditPurchase(
  deps: Pick<AppDeps, 'db' | 'repositories'>,
  input: { accountId: string; channel: 'apple' | 'telegram_stars'; externalId: string; pack: GoodsPack; environment: string | null; now: Date },
): Promise<Outcome<{ purchase: PurchaseRow; balances: Balances; replayed: boolean }, PurchaseRefusalReason>> {
  const { accountId, channel, externalId, pack, now } = input;
  const claimed = await deps.repositories.purchases.claim(deps.db, { accountId, channel, externalId, packId: pack.id, gold: pack.gold, environment: input.environment, createdAt: now });
  if (!claimed) {
    const first = await deps.repositories.purchases.lockByExternal(deps.db, channel, externalId);
    if (!first || first.accountId !== accountId) return refuse('transaction_used');
    return succeed({ purchase: first, balances: await deps.repositories.ledger.balances(deps.db, accountId), replayed: true });
  }
  const posted = await deps.repositories.ledger.post(deps.db, { accountId, reason: 'purchase', reference: `${channel}:${pack.id}`.slice(0, 200), idempotencyKey: purchaseKey(channel, externalId), legs: [{ currency: 'gold_coin', amount: pack.gold }] });
  return succeed({ purchase: claimed, balances: posted.balances, replayed: false });
}
