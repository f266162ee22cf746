import { z } from 'zod';

/** Why the ledger refuses a movement, in every area that moves money; each area's reasons include both. */
export const ledgerRefusalReason = z.enum(['insufficient_funds', 'idempotency_conflict']);
/** One of {@link ledgerRefusalReason}. */
export type LedgerRefusalReason = z.infer<typeof ledgerRefusalReason>;
