import { and, asc, eq, sql } from 'drizzle-orm';
import { currency as currencySchema, type Balances, type Currency } from '../../src/contracts/accounts/currency';
import { ledgerReason } from '../../src/contracts/accounts/ledgerReason';
import { emptyBalances, sameMovement, validateMovement, type LedgerMovement } from '../domain/economy/ledgerMovement';
import type { Db } from './database';
import { balances, ledgerEntries, ledgerMovements } from './schema';

/** What posting a movement did (the SQL twin of MemoryLedger's PostResult, minus the refusals, which throw). */
export type LedgerPost =
  | { status: 'applied'; movementId: number; balances: Balances }
  /** The key was used before for the same movement: nothing changed; current balances. */
  | { status: 'replayed'; movementId: number; balances: Balances };

/** A movement refused by the ledger's rules; thrown inside the transaction so everything rolls back. */
export class LedgerRefusal extends Error {
  override readonly name = 'LedgerRefusal';
  constructor(
    readonly reason: 'insufficient_funds' | 'idempotency_conflict',
    readonly detail: { currency?: Currency; needed?: number; available?: number } = {},
  ) {
    super(reason === 'insufficient_funds' ? `insufficient ${detail.currency ?? 'funds'}` : 'idempotency key reused for another movement');
  }
}

/** The four balance rows of a new account (every currency at 0), so updates always find their row. */
export async function insertZeroBalances(db: Db, accountId: string): Promise<void> {
  await db.insert(balances).values(currencySchema.options.map((c) => ({ accountId, currency: c, amount: 0 })));
}

/** Current balances of an account. */
export async function readBalances(db: Db, accountId: string): Promise<Balances> {
  const rows = await db.select({ currency: balances.currency, amount: balances.amount }).from(balances).where(eq(balances.accountId, accountId));
  const result = emptyBalances();
  for (const row of rows) {
    const c = currencySchema.safeParse(row.currency);
    if (c.success) result[c.data] = Number(row.amount);
  }
  return result;
}

/** The movement stored under an idempotency key, with its id, if any (a retry's first result). */
export async function findMovement(db: Db, accountId: string, key: string): Promise<{ id: number; movement: LedgerMovement } | undefined> {
  const [row] = await db
    .select()
    .from(ledgerMovements)
    .where(and(eq(ledgerMovements.accountId, accountId), eq(ledgerMovements.idempotencyKey, key)))
    .limit(1);
  if (!row) return undefined;
  const entries = await db.select().from(ledgerEntries).where(eq(ledgerEntries.movementId, row.id)).orderBy(asc(ledgerEntries.currency));
  return {
    id: row.id,
    movement: {
      accountId: row.accountId,
      reason: ledgerReason.parse(row.reason),
      reference: row.reference,
      idempotencyKey: row.idempotencyKey,
      legs: entries.map((e) => ({ currency: currencySchema.parse(e.currency), amount: Number(e.amount) })),
    },
  };
}

/** Whether a movement with this key exists for the account (a retry of an earlier request). */
export async function movementExists(db: Db, accountId: string, key: string): Promise<boolean> {
  return (await findMovement(db, accountId, key)) !== undefined;
}

/**
 * Posts a movement inside the caller's transaction `tx` (docs/ACCOUNTS.md, "Currencies and the ledger"):
 * claim the idempotency key (INSERT ... ON CONFLICT DO NOTHING; a concurrent twin waits on the unique index),
 * then per leg, in a fixed currency order (one lock order everywhere: no deadlocks), a conditional
 * `UPDATE balances SET amount = amount + $d WHERE ... AND amount + $d >= 0`. Under READ COMMITTED a second
 * spender blocks on the row lock and re-checks the condition against the committed amount, so spends can never
 * exceed the balance. A refusal throws {@link LedgerRefusal}, which rolls the caller's transaction back.
 */
export async function postMovementIn(tx: Db, movement: LedgerMovement): Promise<LedgerPost> {
  const problems = validateMovement(movement);
  if (problems.length > 0) throw new Error(`invalid ledger movement (${problems.join(', ')}): a caller bug`);
  const [claimed] = await tx
    .insert(ledgerMovements)
    .values({ accountId: movement.accountId, idempotencyKey: movement.idempotencyKey, reason: movement.reason, reference: movement.reference })
    .onConflictDoNothing({ target: [ledgerMovements.accountId, ledgerMovements.idempotencyKey] })
    .returning({ id: ledgerMovements.id });
  if (!claimed) {
    const previous = await findMovement(tx, movement.accountId, movement.idempotencyKey);
    if (!previous || !sameMovement(previous.movement, movement)) throw new LedgerRefusal('idempotency_conflict');
    return { status: 'replayed', movementId: previous.id, balances: await readBalances(tx, movement.accountId) };
  }
  const legs = [...movement.legs].sort((a, b) => a.currency.localeCompare(b.currency));
  for (const leg of legs) {
    const [updated] = await tx
      .update(balances)
      .set({ amount: sql`${balances.amount} + ${leg.amount}` })
      .where(and(eq(balances.accountId, movement.accountId), eq(balances.currency, leg.currency), sql`${balances.amount} + ${leg.amount} >= 0`))
      .returning({ amount: balances.amount });
    if (!updated) {
      const available = (await readBalances(tx, movement.accountId))[leg.currency];
      throw new LedgerRefusal('insufficient_funds', { currency: leg.currency, needed: -leg.amount, available });
    }
    await tx.insert(ledgerEntries).values({ movementId: claimed.id, currency: leg.currency, amount: leg.amount, balanceAfter: Number(updated.amount) });
  }
  return { status: 'applied', movementId: claimed.id, balances: await readBalances(tx, movement.accountId) };
}

/** Posts a movement in its own transaction. Throws {@link LedgerRefusal} when refused (nothing written). */
export function postMovement(db: Db, movement: LedgerMovement): Promise<LedgerPost> {
  return db.transaction((tx) => postMovementIn(tx, movement));
}
