import type { Balances } from '../../src/contracts/accounts/currency';
import type { AppDeps } from '../appDeps';
import { refuse, succeed, type Outcome } from '../../src/contracts/api/refusal';
import type { OwnedCard } from '../../src/contracts/cards/ownedCard';
import type { MarketListing } from '../../src/contracts/market';
import { ledgerRefusalOf } from '../db/ledgerRefusalOf';
import { ownedCardOf } from '../db/cardRepository';
import { clientKey, serverKey } from '../domain/economy/ledgerKey';
import { listingOf, type ListingRow } from '../db/marketRepository';
import type { MarketRefusalReason } from '../../src/contracts/market/marketRefusalReason';
import { shareSignInEvidence } from './shareSignInEvidence';

/** What a purchase answers. */
export interface BuyResult {
  listing: MarketListing;
  card: OwnedCard;
  balances: Balances;
  replayed: boolean;
}

/** The ledger reference of a sale (both sides). */
const referenceOf = (listingId: string) => `market:listing:${listingId}`;

/**
 * Buys an active listing in one transaction. Order (the same everywhere: listing row, card row, balance rows):
 * 1. the listing flips `active → sold` by one conditional update (unexpired, not the buyer's own); of 100
 *    concurrent buyers one gets the row, the rest wait on its lock and then find it sold (409);
 * 2. the buyer pays the price (`market_purchase`; too little coin throws and rolls the flip back, so nothing
 *    changed) and the seller receives price − fee (`market_sale`, keyed by the listing so it happens once); the
 *    fee is credited to nobody: it is burned. The two accounts' balance rows are locked in account-id order,
 *    so two players buying from each other at once cannot deadlock;
 * 3. the copy moves from the seller's escrow to the buyer, free;
 * 4. the sale is recorded, outside price history when the two accounts share sign-in evidence.
 * A retry with the buyer's same key answers the first purchase.
 */
export async function buyListing(deps: Pick<AppDeps, 'db' | 'repositories'>, input: { accountId: string; listingId: string; idempotencyKey: string; now: Date }): Promise<Outcome<BuyResult, MarketRefusalReason>> {
  const { accountId, listingId, now } = input;
  const idempotencyKey = clientKey(input.idempotencyKey);
  try {
    return await deps.db.transaction(async (tx): Promise<Outcome<BuyResult, MarketRefusalReason>> => {
      const ledger = deps.repositories.ledger;
      const previous = await ledger.findMovement(tx, accountId, idempotencyKey);
      if (previous) return replay({ ...deps, db: tx }, previous.movement.reference, input);
      const sold = await deps.repositories.market.close(tx, listingId, { status: 'sold', buyerId: accountId }, now);
      if (!sold) {
        // A concurrent twin with the same key may have bought it while this one waited on the listing row.
        const twin = await ledger.findMovement(tx, accountId, idempotencyKey);
        return twin ? replay({ ...deps, db: tx }, twin.movement.reference, input) : whyNot({ ...deps, db: tx }, listingId, accountId, now);
      }
      const net = sold.price - sold.fee;
      const pay = () => ledger.post(tx, { accountId, reason: 'market_purchase', reference: referenceOf(listingId), idempotencyKey, legs: [{ currency: 'game_coin', amount: -sold.price }] });
      const credit = () => ledger.post(tx, { accountId: sold.sellerId, reason: 'market_sale', reference: referenceOf(listingId), idempotencyKey: serverKey('market-sale', listingId), legs: [{ currency: 'game_coin', amount: net }] });
      let posted;
      if (accountId < sold.sellerId) {
        posted = await pay();
        await credit();
      } else {
        await credit();
        posted = await pay();
      }
      const card = await deps.repositories.marketCards.transfer(tx, { instanceId: sold.cardInstanceId, sellerId: sold.sellerId, buyerId: accountId, listingId, now });
      if (!card) throw new Error(`listing ${listingId}: its copy was not in escrow`);
      const washed = await shareSignInEvidence({ ...deps, db: tx }, sold.sellerId, accountId, now);
      await deps.repositories.market.recordSale(tx, { listingId, cardId: sold.cardId, level: sold.level, price: sold.price, fee: sold.fee, sellerId: sold.sellerId, buyerId: accountId, soldAt: now, inPriceHistory: !washed });
      return succeed({ listing: listingOf(sold, accountId), card: ownedCardOf(card), balances: posted.balances, replayed: false });
    });
  } catch (error) {
    return ledgerRefusalOf(error);
  }
}

/** Why a listing could not be bought. */
async function whyNot(deps: Pick<AppDeps, 'db' | 'repositories'>, listingId: string, buyerId: string, now: Date): Promise<Outcome<never, MarketRefusalReason>> {
  const row: ListingRow | undefined = await deps.repositories.market.find(deps.db, listingId);
  if (!row) return refuse('listing_not_found');
  if (row.sellerId === buyerId) return refuse('own_listing');
  if (row.status === 'sold') return refuse('listing_sold');
  return refuse('listing_closed', { status: row.status === 'active' && row.expiresAt <= now ? 'expired' : row.status });
}

/** A retried purchase: the key must have bought this listing; answers it with the copy as it is now. */
async function replay(deps: Pick<AppDeps, 'db' | 'repositories'>, reference: string | null, input: { accountId: string; listingId: string }): Promise<Outcome<BuyResult, MarketRefusalReason>> {
  if (reference !== referenceOf(input.listingId)) return refuse('idempotency_conflict');
  const row = await deps.repositories.market.find(deps.db, input.listingId);
  if (!row) return refuse('listing_not_found');
  const card = await deps.repositories.marketCards.find(deps.db, row.cardInstanceId);
  if (!card) return refuse('listing_not_found');
  return succeed({ listing: listingOf(row, input.accountId), card: ownedCardOf(card), balances: await deps.repositories.ledger.balances(deps.db, input.accountId), replayed: true });
}
