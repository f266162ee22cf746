import { z } from 'zod';

/** Why a conversion says no. Each reason has an HTTP status in server/http and words in the client's locales. */
export const conversionRefusalReason = z.enum([
  'rate_changed',
  'amount_out_of_range',
  'insufficient_funds',
  'idempotency_conflict',
]);
/** One of {@link conversionRefusalReason}. */
export type ConversionRefusalReason = z.infer<typeof conversionRefusalReason>;
