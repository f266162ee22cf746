import type { LedgerRefusalReason } from '../../src/contracts/accounts/ledgerRefusalReason';
import type { RefusalTable } from './refusalError';

/**
 * The HTTP answer of the ledger's own refusals, the same in every area that moves money (each area's table spreads
 * it), and the answer of a {@link LedgerRefusal} no use case caught: a 409 with its reason, never a 500.
 */
export const LEDGER_REFUSALS: RefusalTable<LedgerRefusalReason> = {
  insufficient_funds: { status: 409, code: 'insufficient_funds' },
  idempotency_conflict: { status: 409, code: 'conflict' },
};
