import type { MarketListing, MarketTrade } from '../../src/contracts/market';
import type { Db } from '../db/database';
import { listingOf, marketRepository } from '../db/marketRepository';
import { expireListings } from './expireListings';

/** The player's listings (active first, then the latest 50 ended); their own expired listings are ended first, freeing the copies. */
export async function myListings(input: { accountId: string; now: Date; db: Db }): Promise<{ listings: MarketListing[] }> {
  await expireListings({ db: input.db, now: input.now, sellerId: input.accountId });
  const rows = await marketRepository.ofSeller(input.db, input.accountId, 50);
  return { listings: rows.map((r) => listingOf(r, input.accountId)) };
}

/** The player's sales (what they received: price − fee) and purchases, newest first. */
export async function marketHistory(input: { accountId: string; db: Db }): Promise<{ trades: MarketTrade[] }> {
  const rows = await marketRepository.trades(input.db, input.accountId, 100);
  return {
    trades: rows.map((r) => ({ listingId: r.listingId, cardId: r.cardId, level: r.level, price: r.price, fee: r.fee, role: r.sellerId === input.accountId ? 'sold' : 'bought', at: r.soldAt.toISOString() })),
  };
}
