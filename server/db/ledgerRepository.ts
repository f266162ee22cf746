import { and, asc, eq, sql } from 'drizzle-orm';
import { currency as currencySchema, type Balances, type Currency } from '../../src/contracts/accounts/currency';
import { ledgerReason } from '../../src/contracts/accounts/ledgerReason';
import type { LedgerRefusalReason } from '../../src/contracts/accounts/ledgerRefusalReason';
import { refuse, type Refusal } from '../../src/contracts/api/refusal';
import type { LedgerKey } from '../domain/economy/ledgerKey';
import { emptyBalances, sameMovement, validateMovement, type LedgerMovement } from '../domain/economy/ledgerMovement';
import { serverMetrics } from '../metrics/serverMetrics';
import type { Db } from './database';
import { inTransaction } from './inTransaction';
import { rowsOf } from './rowsOf';
import { balances, ledgerEntries, ledgerMovements } from './schema';

/** What posting a movement did (the SQL twin of MemoryLedger's PostResult, minus the refusals, which throw). */
export type LedgerPost =
  | { status: 'applied'; movementId: number; balances: Balances }
  /** The key was used before for the same movement: nothing changed; current balances. */
  | { status: 'replayed'; movementId: number; balances: Balances };

/** A movement as stored, found by its idempotency key. */
export interface StoredMovement {
  id: number;
  movement: LedgerMovement;
}

/**
 * A movement refused by the ledger's rules; thrown inside the transaction so everything rolls back. A use case
 * answers {@link LedgerRefusal.refusal} (one mapping for every area); one that does not is still a 409, never a
 * 500 (server/http/errorResponses.ts).
 */
export class LedgerRefusal extends Error {
  override readonly name = 'LedgerRefusal';
  constructor(
    readonly reason: LedgerRefusalReason,
    readonly detail: { currency?: Currency; needed?: number; available?: number } = {},
  ) {
    super(reason === 'insufficient_funds' ? `insufficient ${detail.currency ?? 'funds'}` : 'idempotency key reused for another movement');
  }

  /** The refusal a use case answers: `insufficient_funds` with currency, needed and available, or `idempotency_conflict`. */
  get refusal(): Refusal<LedgerRefusalReason> {
    if (this.reason === 'idempotency_conflict') return refuse('idempotency_conflict');
    const { currency = 'game_coin', needed = 0, available = 0 } = this.detail;
    return refuse('insufficient_funds', { currency, needed, available });
  }
}

/** Balances and their append-only ledger (docs/ACCOUNTS.md, "Currencies and the ledger"). Every method runs on the `Db` it is given first. */
export interface LedgerRepository {
  /** The balance rows of a new account (every currency at 0), so updates always find their row. */
  openAccount(db: Db, accountId: string): Promise<void>;
  /** Current balances of an account. */
  balances(db: Db, accountId: string): Promise<Balances>;
  /** The movement posted under this key (source and text) for the account (an earlier request being retried), if any. */
  findMovement(db: Db, accountId: string, idempotencyKey: LedgerKey): Promise<StoredMovement | undefined>;
  /**
   * Posts a movement: in `db` when it is a transaction (the caller's, which a refusal rolls back), otherwise in
   * its own. Claims the idempotency key (INSERT ... ON CONFLICT DO NOTHING; a concurrent twin waits on the
   * unique index), then per leg, in a fixed currency order (one lock order everywhere: no deadlocks), a
   * conditional `UPDATE balances SET amount = amount + $d WHERE ... AND amount + $d >= 0`. Under READ
   * COMMITTED a second spender blocks on the row lock and re-checks the condition against the committed amount,
   * so spends can never exceed the balance. A reused key for the same movement replays; a refusal throws
   * {@link LedgerRefusal}.
   */
  post(db: Db, movement: LedgerMovement): Promise<LedgerPost>;
}

/** Counts a post's result in the process's metrics (tcg_ledger_posts_total, tcg_ledger_refusals_total); the one place every post passes. */
async function counted(posting: Promise<LedgerPost>): Promise<LedgerPost> {
  try {
    const posted = await posting;
    serverMetrics.ledgerPosts.inc({ result: posted.status });
    return posted;
  } catch (error) {
    if (error instanceof LedgerRefusal) {
      serverMetrics.ledgerPosts.inc({ result: 'refused' });
      serverMetrics.ledgerRefusals.inc({ reason: error.reason });
    }
    throw error;
  }
}

/** The {@link LedgerRepository} on Drizzle. */
export const ledgerRepository: LedgerRepository = {
  async openAccount(tx, accountId) {
    await tx.insert(balances).values(currencySchema.options.map((c) => ({ accountId, currency: c, amount: 0 })));
  },
  async balances(tx, accountId) {
    const rows = await tx.select({ currency: balances.currency, amount: balances.amount }).from(balances).where(eq(balances.accountId, accountId));
    const result = emptyBalances();
    for (const row of rows) {
      const c = currencySchema.safeParse(row.currency);
      if (c.success) result[c.data] = Number(row.amount);
    }
    return result;
  },
  async findMovement(tx, accountId, key) {
    const [row] = await tx
      .select()
      .from(ledgerMovements)
      .where(and(eq(ledgerMovements.accountId, accountId), eq(ledgerMovements.keySource, key.source), eq(ledgerMovements.idempotencyKey, key.value)))
      .limit(1);
    if (!row) return undefined;
    const entries = await tx.select().from(ledgerEntries).where(eq(ledgerEntries.movementId, row.id)).orderBy(asc(ledgerEntries.currency));
    return {
      id: row.id,
      movement: {
        accountId: row.accountId,
        reason: ledgerReason.parse(row.reason),
        reference: row.reference,
        idempotencyKey: key,
        legs: entries.map((e) => ({ currency: currencySchema.parse(e.currency), amount: Number(e.amount) })),
      },
    };
  },
  post(db, movement) {
    return counted(inTransaction(db, (tx) => postIn(tx, movement)));
  },
};

/**
 * One statement for a one-leg movement (most of them: rewards, single-currency prices), else 1 + one per leg:
 * the key's claim reads the balances in the same statement, and each leg's conditional update writes its entry
 * in the same statement (a CTE), so a two-leg movement is three round trips.
 */
async function postIn(tx: Db, movement: LedgerMovement): Promise<LedgerPost> {
  const problems = validateMovement(movement);
  if (problems.length > 0) throw new Error(`invalid ledger movement (${problems.join(', ')}): a caller bug`);
  const [only, ...more] = movement.legs;
  if (only && more.length === 0) return postOneLeg(tx, movement, only);
  // The claim and the balances as of this statement; a lost claim (a replay) answers no rows.
  const claimedRows = await rowsOf<{ id: number | string; currency: string | null; amount: number | string | null }>(
    tx,
    sql`with claimed as (
        insert into ${ledgerMovements} (account_id, key_source, idempotency_key, reason, reference)
        values (${movement.accountId}, ${movement.idempotencyKey.source}, ${movement.idempotencyKey.value}, ${movement.reason}, ${movement.reference})
        on conflict (account_id, key_source, idempotency_key) do nothing returning id)
      select claimed.id, b.currency, b.amount from claimed left join ${balances} b on b.account_id = ${movement.accountId}`,
  );
  const claimedId = claimedRows[0]?.id;
  if (claimedId === undefined) return replay(tx, movement);
  const movementId = Number(claimedId);
  const after = emptyBalances();
  for (const row of claimedRows) {
    const c = currencySchema.safeParse(row.currency);
    if (c.success) after[c.data] = Number(row.amount);
  }
  const legs = [...movement.legs].sort((a, b) => a.currency.localeCompare(b.currency));
  for (const leg of legs) {
    // One row lock per leg, in currency order (one lock order everywhere: no deadlocks).
    const [entry] = await rowsOf<{ balance_after: number | string }>(
      tx,
      sql`with updated as (
          update ${balances} set amount = amount + ${leg.amount}::bigint
          where account_id = ${movement.accountId} and currency = ${leg.currency} and amount + ${leg.amount}::bigint >= 0 returning amount)
        insert into ${ledgerEntries} (movement_id, currency, amount, balance_after)
        select ${movementId}::bigint, ${leg.currency}::text, ${leg.amount}::bigint, updated.amount from updated returning balance_after`,
    );
    if (!entry) {
      const available = (await ledgerRepository.balances(tx, movement.accountId))[leg.currency];
      throw new LedgerRefusal('insufficient_funds', { currency: leg.currency, needed: -leg.amount, available });
    }
    after[leg.currency] = Number(entry.balance_after);
  }
  return { status: 'applied', movementId, balances: after };
}

/** A reused key: the same movement answers the current balances; another movement is refused. */
async function replay(tx: Db, movement: LedgerMovement): Promise<LedgerPost> {
  const previous = await ledgerRepository.findMovement(tx, movement.accountId, movement.idempotencyKey);
  if (!previous || !sameMovement(previous.movement, movement)) throw new LedgerRefusal('idempotency_conflict');
  return { status: 'replayed', movementId: previous.id, balances: await ledgerRepository.balances(tx, movement.accountId) };
}

/**
 * A one-leg movement in one statement: the claim, the leg's conditional update (only when the claim won) and
 * its entry are CTEs; the balances come from the statement's snapshot, the leg's currency from the update. The
 * update takes the same row lock and re-checks `amount + d >= 0` against the committed row as the separate
 * statement did, so the rules above hold unchanged (the other currencies' amounts are the snapshot's, as the
 * claim's read was before).
 */
async function postOneLeg(tx: Db, movement: LedgerMovement, leg: LedgerMovement['legs'][number]): Promise<LedgerPost> {
  const rows = await rowsOf<{ id: number | string; currency: string | null; amount: number | string | null; leg_after: number | string | null }>(
    tx,
    sql`with claimed as (
        insert into ${ledgerMovements} (account_id, key_source, idempotency_key, reason, reference)
        values (${movement.accountId}, ${movement.idempotencyKey.source}, ${movement.idempotencyKey.value}, ${movement.reason}, ${movement.reference})
        on conflict (account_id, key_source, idempotency_key) do nothing returning id),
      updated as (
        update ${balances} set amount = amount + ${leg.amount}::bigint
        where account_id = ${movement.accountId} and currency = ${leg.currency} and amount + ${leg.amount}::bigint >= 0
          and exists (select 1 from claimed) returning amount),
      entry as (
        insert into ${ledgerEntries} (movement_id, currency, amount, balance_after)
        select claimed.id, ${leg.currency}::text, ${leg.amount}::bigint, updated.amount from claimed, updated returning balance_after)
      select claimed.id, b.currency, b.amount, (select balance_after from entry) as leg_after
      from claimed left join ${balances} b on b.account_id = ${movement.accountId}`,
  );
  const claimedId = rows[0]?.id;
  if (claimedId === undefined) return replay(tx, movement);
  const after = emptyBalances();
  for (const row of rows) {
    const c = currencySchema.safeParse(row.currency);
    if (c.success) after[c.data] = Number(row.amount);
  }
  const legAfter = rows[0]?.leg_after;
  if (legAfter === null || legAfter === undefined) {
    // Read afresh: the snapshot's amount may predate the commit that the update waited for.
    const available = (await ledgerRepository.balances(tx, movement.accountId))[leg.currency];
    throw new LedgerRefusal('insufficient_funds', { currency: leg.currency, needed: -leg.amount, available });
  }
  after[leg.currency] = Number(legAfter);
  return { status: 'applied', movementId: Number(claimedId), balances: after };
}
