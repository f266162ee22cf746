import type { MarketListing, MarketTrade } from '../../src/contracts/market';
import type { AppDeps } from '../appDeps';
import { listingOf } from '../db/marketRepository';
import { expireListings } from './expireListings';

/** The player's listings (active first, then the latest 50 ended); their own expired listings are ended first, freeing the copies. */
export async function myListings(deps: Pick<AppDeps, 'db' | 'repositories'>, input: { accountId: string; now: Date }): Promise<{ listings: MarketListing[] }> {
  await expireListings(deps, { now: input.now, sellerId: input.accountId });
  const rows = await deps.repositories.market.ofSeller(deps.db, input.accountId, 50);
  return { listings: rows.map((r) => listingOf(r, input.accountId)) };
}

/** The player's sales (what they received: price − fee) and purchases, newest first. */
export async function marketHistory(deps: Pick<AppDeps, 'db' | 'repositories'>, input: { accountId: string }): Promise<{ trades: MarketTrade[] }> {
  const rows = await deps.repositories.market.trades(deps.db, input.accountId, 100);
  return {
    trades: rows.map((r) => ({ listingId: r.listingId, cardId: r.cardId, level: r.level, price: r.price, fee: r.fee, role: r.sellerId === input.accountId ? 'sold' : 'bought', at: r.soldAt.toISOString() })),
  };
}
