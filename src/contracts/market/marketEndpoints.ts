import { z } from 'zod';
import { MARKET } from '../../content/economy/market';
import { balances } from '../accounts/currency';
import { idempotencyKey } from '../accounts/staminaEndpoints';
import { defineEndpoint } from '../api/endpoint';
import { cardId, cardInstanceId, cardLevel, ownedCard } from '../cards/ownedCard';
import { cardPrices, element, family, listingId, listingPrice, listingSort, marketListing, marketTrade, rarity } from './marketListing';

const coin = z.coerce.number().int().nonnegative().max(MARKET.priceCeiling);

/** Browse filters, sort and cursor. */
export const browseQuery = z
  .object({
    cardId: cardId.optional(),
    family: family.optional(),
    element: element.optional(),
    rarity: rarity.optional(),
    minLevel: z.coerce.number().pipe(cardLevel).optional(),
    maxLevel: z.coerce.number().pipe(cardLevel).optional(),
    minPrice: coin.optional(),
    maxPrice: coin.optional(),
    sort: listingSort.default('price_asc'),
    /** The `nextCursor` of the previous page. */
    cursor: z.string().regex(/^[A-Za-z0-9_-]{1,200}$/).optional(),
    limit: z.coerce.number().int().min(1).max(50).default(20),
  })
  .refine((q) => q.minLevel === undefined || q.maxLevel === undefined || q.minLevel <= q.maxLevel, { message: 'minLevel is above maxLevel', path: ['minLevel'] })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, { message: 'minPrice is above maxPrice', path: ['minPrice'] });
/** See {@link browseQuery}. */
export type BrowseQuery = z.infer<typeof browseQuery>;

/** GET /api/market/listings: active listings, filtered and sorted, one page at a time. */
export const browseListings = defineEndpoint({
  method: 'GET',
  path: '/api/market/listings',
  summary: 'Browse active listings (filters: card, family, element, rarity, level, price; cursor pages)',
  auth: 'player',
  query: browseQuery,
  response: z.object({ listings: z.array(marketListing), nextCursor: z.string().nullable() }),
});

/** POST /api/market/listings: list a free copy for game coin; the copy is held in escrow until it sells, is cancelled or expires. */
export const createListing = defineEndpoint({
  method: 'POST',
  path: '/api/market/listings',
  summary: 'List an owned card (escrow) at a price between its rarity floor and the ceiling',
  auth: 'player',
  body: z.object({ idempotencyKey, instanceId: cardInstanceId, price: listingPrice }),
  response: z.object({ listing: marketListing, replayed: z.boolean() }),
});

/** POST /api/market/listings/:listingId/cancel: end an own active listing; the copy is freed. */
export const cancelListing = defineEndpoint({
  method: 'POST',
  path: '/api/market/listings/:listingId/cancel',
  summary: 'Cancel an own active listing (a sold one is a 409)',
  auth: 'player',
  params: z.object({ listingId }),
  response: z.object({ listing: marketListing, replayed: z.boolean() }),
});

/** POST /api/market/listings/cancel: cancel several own listings; each that can no longer be cancelled is named with why. */
export const cancelListings = defineEndpoint({
  method: 'POST',
  path: '/api/market/listings/cancel',
  summary: 'Bulk cancel own listings',
  auth: 'player',
  body: z.object({
    listingIds: z
      .array(listingId)
      .min(1)
      .max(MARKET.maxBulkCancel)
      .refine((ids) => new Set(ids).size === ids.length, 'Name each listing once'),
  }),
  response: z.object({ cancelled: z.array(listingId), refused: z.array(z.object({ listingId, reason: z.string() })) }),
});

/** POST /api/market/listings/:listingId/buy: buy an active listing of another player. */
export const buyListing = defineEndpoint({
  method: 'POST',
  path: '/api/market/listings/:listingId/buy',
  summary: 'Buy a listing: pay its price, receive the card (one transaction)',
  auth: 'player',
  params: z.object({ listingId }),
  body: z.object({ idempotencyKey }),
  response: z.object({ listing: marketListing, card: ownedCard, balances, replayed: z.boolean() }),
});

/** GET /api/market/my-listings: the player's active listings and the latest closed ones. */
export const myListings = defineEndpoint({
  method: 'GET',
  path: '/api/market/my-listings',
  summary: "The player's listings: active first, then the latest 50 closed",
  auth: 'player',
  response: z.object({ listings: z.array(marketListing) }),
});

/** GET /api/market/history: the player's sales and purchases, newest first. */
export const marketHistory = defineEndpoint({
  method: 'GET',
  path: '/api/market/history',
  summary: "The player's market sales and purchases (latest 100)",
  auth: 'player',
  response: z.object({ trades: z.array(marketTrade) }),
});

/** GET /api/market/cards/:cardId/prices: floor, median, last sales and the 30-day chart of one card. */
export const cardPriceHistory = defineEndpoint({
  method: 'GET',
  path: '/api/market/cards/:cardId/prices',
  summary: 'Price facts of a card: floor, median, last sales, daily chart',
  auth: 'player',
  params: z.object({ cardId }),
  response: cardPrices,
});
