import type { Balances } from '../../../src/contracts/accounts/currency';
import { applyMovement, emptyBalances, sameMovement, validateMovement, type InsufficientFunds, type LedgerMovement, type MovementProblem } from './ledgerMovement';

/** What posting a movement did. */
export type PostResult =
  | { status: 'applied'; balances: Balances }
  | { status: 'replayed'; balances: Balances }
  | { status: 'rejected'; reason: 'invalid'; problems: MovementProblem[] }
  | { status: 'rejected'; reason: 'idempotency_conflict' }
  | ({ status: 'rejected'; reason: 'insufficient_funds' } & Omit<InsufficientFunds, 'error'>);

/**
 * The ledger's rules as an in-memory model: append-only movements, balances that never go negative, one
 * movement per (account, idempotency key). The database implementation must behave exactly like this; tests of
 * the SQL version can run the same sequence through both and compare.
 */
export class MemoryLedger {
  private readonly movements: LedgerMovement[] = [];
  private readonly byKey = new Map<string, { movement: LedgerMovement; balancesAfter: Balances }>();
  private readonly balances = new Map<string, Balances>();

  /** Applies a movement, or replays/refuses it. */
  post(movement: LedgerMovement): PostResult {
    const problems = validateMovement(movement);
    if (problems.length > 0) return { status: 'rejected', reason: 'invalid', problems };
    const key = `${movement.accountId}\u0000${movement.idempotencyKey.source}\u0000${movement.idempotencyKey.value}`;
    const previous = this.byKey.get(key);
    if (previous) {
      return sameMovement(previous.movement, movement)
        ? { status: 'replayed', balances: previous.balancesAfter }
        : { status: 'rejected', reason: 'idempotency_conflict' };
    }
    const applied = applyMovement(this.balancesOf(movement.accountId), movement);
    if (!applied.ok) return { status: 'rejected', reason: 'insufficient_funds', currency: applied.currency, needed: applied.needed, available: applied.available };
    this.balances.set(movement.accountId, applied.balances);
    this.movements.push(movement);
    this.byKey.set(key, { movement, balancesAfter: applied.balances });
    return { status: 'applied', balances: applied.balances };
  }

  /** Current balances of an account. */
  balancesOf(accountId: string): Balances {
    return { ...(this.balances.get(accountId) ?? emptyBalances()) };
  }

  /** Every applied movement of an account, oldest first. */
  history(accountId: string): LedgerMovement[] {
    return this.movements.filter((m) => m.accountId === accountId);
  }
}
