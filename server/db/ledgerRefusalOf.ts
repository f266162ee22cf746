import type { LedgerRefusalReason } from '../../src/contracts/accounts/ledgerRefusalReason';
import type { Refusal } from '../../src/contracts/api/refusal';
import { LedgerRefusal } from './ledgerRepository';

/**
 * What a use case answers for an error its transaction threw: the ledger's own refusal (`insufficient_funds` with
 * currency, needed and available, or `idempotency_conflict`) as its outcome, since the rollback already undid
 * everything; any other error is rethrown. Every area that moves money catches with this one function.
 */
export function ledgerRefusalOf(error: unknown): Refusal<LedgerRefusalReason> {
  if (error instanceof LedgerRefusal) return error.refusal;
  throw error;
}
