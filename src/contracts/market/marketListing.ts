import { z } from 'zod';
import { MARKET } from '../../content/economy/market';
import { cardId, cardLevel } from '../cards/ownedCard';
import { ELEMENTS, FAMILIES, RARITIES } from '../../engine/types';

/** The id of a listing. */
export const listingId = z.string().uuid();

/** An asking price in game coin: whole, positive, at most the ceiling (the rarity floor is the use case's). */
export const listingPrice = z.number().int().positive().max(MARKET.priceCeiling);

/** Where a listing is in its life: it leaves `active` exactly once. */
export const listingStatus = z.enum(['active', 'sold', 'cancelled', 'expired']);

/** A card rarity. */
export const rarity = z.enum(RARITIES);
/** A card family. */
export const family = z.enum(FAMILIES);
/** A card element. */
export const element = z.enum(ELEMENTS);

/** One listing as the market shows it. */
export const marketListing = z.object({
  id: listingId,
  cardId,
  level: cardLevel,
  rarity,
  families: z.array(family),
  element,
  price: z.number().int().positive(),
  fee: z.number().int().nonnegative(),
  /** What the seller receives if it sells: price − fee. */
  sellerNet: z.number().int().nonnegative(),
  status: listingStatus,
  createdAt: z.string().datetime(),
  expiresAt: z.string().datetime(),
  closedAt: z.string().datetime().nullable(),
  /** True when the signed-in player is the seller. */
  mine: z.boolean(),
});
/** See {@link marketListing}. */
export type MarketListing = z.infer<typeof marketListing>;

/** How browse orders listings. */
export const listingSort = z.enum(['price_asc', 'price_desc', 'newest', 'level_desc']);
/** One of {@link listingSort}. */
export type ListingSort = z.infer<typeof listingSort>;

/** One completed sale in a player's history. */
export const marketTrade = z.object({
  listingId,
  cardId,
  level: cardLevel,
  price: z.number().int().positive(),
  fee: z.number().int().nonnegative(),
  /** `sold`: the player was the seller and received price − fee; `bought`: the player paid price. */
  role: z.enum(['sold', 'bought']),
  at: z.string().datetime(),
});
/** See {@link marketTrade}. */
export type MarketTrade = z.infer<typeof marketTrade>;

/** One day of the price chart (sales counted in price history only). */
export const priceDay = z.object({ day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), median: z.number().int(), low: z.number().int(), high: z.number().int(), sales: z.number().int().positive() });

/** Price facts of one card. */
export const cardPrices = z.object({
  cardId,
  /** Lowest active asking price, or null when none is listed. */
  floor: z.number().int().nullable(),
  activeListings: z.number().int().nonnegative(),
  /** Median sale price over the chart's days, or null without sales. */
  median: z.number().int().nullable(),
  lastSales: z.array(z.object({ price: z.number().int(), level: cardLevel, at: z.string().datetime() })),
  days: z.array(priceDay),
});
/** See {@link cardPrices}. */
export type CardPrices = z.infer<typeof cardPrices>;
