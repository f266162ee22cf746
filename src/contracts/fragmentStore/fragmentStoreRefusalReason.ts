import { z } from 'zod';

/** Why a fragment-store use case says no. Each reason has an HTTP status in server/http and words in the client's locales. */
export const fragmentStoreRefusalReason = z.enum([
  'offer_rotated',
  'not_on_offer',
  'limit_reached',
  'insufficient_funds',
  'idempotency_conflict',
]);
/** One of {@link fragmentStoreRefusalReason}. */
export type FragmentStoreRefusalReason = z.infer<typeof fragmentStoreRefusalReason>;
