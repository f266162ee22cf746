import type { Balances } from '../../src/contracts/accounts/currency';
import type { AppDeps } from '../appDeps';
import { refuse, succeed, type Outcome, type Refusal } from '../../src/contracts/api/refusal';
import type { OwnedCard } from '../../src/contracts/cards/ownedCard';
import { storeOffer, storeRotation } from '../../src/rules/fragmentStore/storeOffer';
import { ledgerRefusalOf } from '../db/ledgerRefusalOf';
import { ownedCardOf } from '../db/cardRepository';
import { clientKey } from '../domain/economy/ledgerKey';
import type { FragmentStoreRefusalReason } from '../../src/contracts/fragmentStore/fragmentStoreRefusalReason';

/** What a purchase answers. */
export interface FragmentStorePurchase {
  card: OwnedCard;
  balances: Balances;
  bought: number;
  limit: number;
  replayed: boolean;
}

/** A refusal raised inside the transaction, so what it wrote rolls back. */
class StoreRefused extends Error {
  constructor(readonly refusal: Refusal<FragmentStoreRefusalReason>) {
    super(refusal.reason);
  }
}

/**
 * Buys one copy of a card on today's offer for fragments, in one transaction (docs/ECONOMY.md "Fragment
 * store"): claim the request key (a concurrent retry waits, then answers the first purchase), count the copy
 * against the rotation's limit with a conditional upsert, debit the price in one ledger movement, insert the
 * copy. A request naming yesterday's rotation gets `offer_rotated` with today's.
 */
export async function buyFromFragmentStore(deps: Pick<AppDeps, 'db' | 'repositories'>, input: { accountId: string; rotation: string; cardId: string; idempotencyKey: string; now: Date }): Promise<Outcome<FragmentStorePurchase, FragmentStoreRefusalReason>> {
  const { accountId, cardId, idempotencyKey: key, now } = input;
  const rotation = storeRotation(now);
  try {
    return await deps.db.transaction(async (tx): Promise<Outcome<FragmentStorePurchase, FragmentStoreRefusalReason>> => {
      const slot = storeOffer(input.rotation).find((s) => s.cardId === cardId);
      const claimed = await deps.repositories.fragmentStore.claim(tx, { accountId, rotation: input.rotation, cardId, priceFragments: slot?.priceFragments ?? 0, idempotencyKey: key, createdAt: now });
      if (!claimed) return replay({ ...deps, db: tx }, accountId, key, input.rotation, cardId);
      if (input.rotation !== rotation) throw new StoreRefused(refuse('offer_rotated', { rotation }));
      if (!slot) throw new StoreRefused(refuse('not_on_offer'));
      const bought = await deps.repositories.fragmentStore.countOne(tx, accountId, rotation, cardId, slot.limit);
      if (bought === undefined) throw new StoreRefused(refuse('limit_reached', { limit: slot.limit }));
      const posted = await deps.repositories.ledger.post(tx, { accountId, reason: 'fragment_store', reference: `fragment-store:${rotation}:${cardId}`, idempotencyKey: clientKey(key), legs: [{ currency: 'fragments', amount: -slot.priceFragments }] });
      const [card] = await deps.repositories.cards.insert(tx, [{ accountId, cardId, level: 1, sourceReason: 'fragment_store', sourceRef: claimed.id, acquiredAt: now }]);
      if (!card) throw new Error('INSERT card_instances returned no row');
      await deps.repositories.fragmentStore.setInstance(tx, claimed.id, card.id);
      return succeed({ card: ownedCardOf(card), balances: posted.balances, bought, limit: slot.limit, replayed: false });
    });
  } catch (error) {
    if (error instanceof StoreRefused) return error.refusal;
    return ledgerRefusalOf(error);
  }
}

/** A retried purchase: the first answer, if it named the same card and rotation. */
async function replay(deps: Pick<AppDeps, 'db' | 'repositories'>, accountId: string, key: string, rotation: string, cardId: string): Promise<Outcome<FragmentStorePurchase, FragmentStoreRefusalReason>> {
  const first = await deps.repositories.fragmentStore.byKey(deps.db, accountId, key);
  if (!first || first.rotation !== rotation || first.cardId !== cardId || !first.instanceId) return refuse('idempotency_conflict');
  const [card] = await deps.repositories.cards.lockOwned(deps.db, accountId, [first.instanceId]);
  if (!card) return refuse('idempotency_conflict');
  const slot = storeOffer(rotation).find((s) => s.cardId === cardId);
  const counts = await deps.repositories.fragmentStore.counts(deps.db, accountId, rotation);
  return succeed({ card: ownedCardOf(card), balances: await deps.repositories.ledger.balances(deps.db, accountId), bought: counts.get(cardId) ?? 1, limit: slot?.limit ?? 1, replayed: true });
}
