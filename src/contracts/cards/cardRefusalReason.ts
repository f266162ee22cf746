import { z } from 'zod';

/** Why a card use case says no. Each reason has an HTTP status in server/http and words in the client's locales. */
export const cardRefusalReason = z.enum([
  'card_not_found',
  'card_locked',
  'card_listed',
  'max_level',
  'insufficient_funds',
  'idempotency_conflict',
]);
/** One of {@link cardRefusalReason}. */
export type CardRefusalReason = z.infer<typeof cardRefusalReason>;
