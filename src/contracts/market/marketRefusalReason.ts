import { z } from 'zod';

/** Why a market use case says no. Each reason has an HTTP status in server/http and words in the client's locales. */
export const marketRefusalReason = z.enum([
  'card_not_found',
  'card_in_team',
  'card_listed',
  'price_out_of_range',
  'too_many_listings',
  'listing_not_found',
  'own_listing',
  'listing_sold',
  'listing_closed',
  'insufficient_funds',
  'idempotency_conflict',
  'bad_cursor',
]);
/** One of {@link marketRefusalReason}. */
export type MarketRefusalReason = z.infer<typeof marketRefusalReason>;
