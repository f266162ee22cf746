import { z } from 'zod';

/** Why a purchase use case says no. Each reason has an HTTP status in server/http and words in the client's locales. */
export const purchaseRefusalReason = z.enum([
  'channel_unavailable',
  'pack_not_found',
  'invalid_signature',
  'wrong_app',
  'wrong_environment',
  'unknown_product',
  'transaction_revoked',
  'transaction_used',
  'account_mismatch',
  'store_unreachable',
]);
/** One of {@link purchaseRefusalReason}. */
export type PurchaseRefusalReason = z.infer<typeof purchaseRefusalReason>;
