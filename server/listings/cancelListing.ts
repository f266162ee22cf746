import { refuse, succeed, type Outcome } from '../../src/contracts/api/refusal';
import type { AppDeps } from '../appDeps';
import { listingOf } from '../db/marketRepository';
import type { MarketRefusalReason } from '../../src/contracts/market/marketRefusalReason';
import type { CreateListingResult } from './createListing';
import { expireListing } from './expireListings';

/**
 * Cancels one of the player's active listings in `tx` and frees its copy. The listing leaves `active` by the one
 * conditional update, so a cancel racing a buy either wins (the buy then finds it cancelled) or finds it sold
 * (409 `listing_sold`). Cancelling an already cancelled listing answers it again (`replayed`); an expired
 * one is ended as expired and answered `listing_closed`.
 */
export async function cancelListingIn(deps: Pick<AppDeps, 'db' | 'repositories'>, input: { accountId: string; listingId: string; now: Date }): Promise<Outcome<CreateListingResult, MarketRefusalReason>> {
  const { accountId, listingId, now } = input;
  const closed = await deps.repositories.market.close(deps.db, listingId, { status: 'cancelled', sellerId: accountId }, now);
  if (closed) {
    if (!(await deps.repositories.marketCards.release(deps.db, accountId, closed.cardInstanceId))) throw new Error(`listing ${listingId}: its copy was not in escrow`);
    return succeed({ listing: listingOf(closed, accountId), replayed: false });
  }
  const row = await deps.repositories.market.find(deps.db, listingId);
  if (!row || row.sellerId !== accountId) return refuse('listing_not_found');
  if (row.status === 'cancelled') return succeed({ listing: listingOf(row, accountId), replayed: true });
  if (row.status === 'sold') return refuse('listing_sold');
  return refuse('listing_closed', { status: row.status });
}

/** Cancels one listing in its own transaction (see {@link cancelListingIn}); an unswept expired listing is expired first. */
export async function cancelListing(deps: Pick<AppDeps, 'db' | 'repositories'>, input: { accountId: string; listingId: string; now: Date }): Promise<Outcome<CreateListingResult, MarketRefusalReason>> {
  return deps.db.transaction(async (tx) => {
    if (await expireListing({ ...deps, db: tx }, input.listingId, input.now)) return refuse('listing_closed', { status: 'expired' });
    return cancelListingIn({ ...deps, db: tx }, input);
  });
}

/** Bulk cancel: each listing in its own transaction (one sold meanwhile does not block the others); refused ones are named. */
export async function cancelListings(deps: Pick<AppDeps, 'db' | 'repositories'>, input: { accountId: string; listingIds: readonly string[]; now: Date }): Promise<{ cancelled: string[]; refused: { listingId: string; reason: MarketRefusalReason }[] }> {
  const cancelled: string[] = [];
  const refused: { listingId: string; reason: MarketRefusalReason }[] = [];
  for (const listingId of input.listingIds) {
    const outcome = await cancelListing(deps, { accountId: input.accountId, listingId, now: input.now });
    if (outcome.ok) cancelled.push(listingId);
    else refused.push({ listingId, reason: outcome.reason });
  }
  return { cancelled, refused };
}
