import { browseListings, buyListing, cancelListing, cancelListings, cardPriceHistory, createListing, marketHistory, myListings } from './marketEndpoints';

/** Every card market endpoint; spread into `api` in src/contracts/api/index.ts. */
export const marketApi = {
  browseListings,
  createListing,
  cancelListing,
  cancelListings,
  buyListing,
  myListings,
  marketHistory,
  cardPriceHistory,
} as const;

export * from './marketListing';
export * from './marketEndpoints';
export type { MarketRarity } from '../../content/economy/market';
