import { z } from 'zod';

/** Why a mystery-shop use case says no. Each reason has an HTTP status in server/http and words in the client's locales. */
export const mysteryRefusalReason = z.enum([
  'card_not_found',
  'card_locked',
  'wrong_card_count',
  'insufficient_funds',
  'idempotency_conflict',
]);
/** One of {@link mysteryRefusalReason}. */
export type MysteryRefusalReason = z.infer<typeof mysteryRefusalReason>;
