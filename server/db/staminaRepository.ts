import { eq } from 'drizzle-orm';
import { newStamina, spendStamina, type InsufficientStamina, type StaminaConfig, type StaminaRecord } from '../domain/economy/stamina';
import type { Db } from './database';
import { stamina } from './schema';

/** Stores the full stamina of a new account. */
export async function insertStamina(db: Db, accountId: string, now: Date, config: StaminaConfig): Promise<void> {
  const record = newStamina(now, config);
  await db.insert(stamina).values({ accountId, value: record.value, asOf: record.asOf });
}

/**
 * The stored stamina record. With `forUpdate` the row is locked until the transaction ends, so a
 * read-compute-write in that transaction is atomic (no lost update between two spends).
 */
export async function readStamina(db: Db, accountId: string, options: { forUpdate?: boolean } = {}): Promise<StaminaRecord> {
  const query = db.select({ value: stamina.value, asOf: stamina.asOf }).from(stamina).where(eq(stamina.accountId, accountId));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw new Error(`account ${accountId} has no stamina row`);
  return row;
}

/** Writes a stamina record back (inside the transaction that read it FOR UPDATE). */
export async function writeStamina(db: Db, accountId: string, record: StaminaRecord): Promise<void> {
  await db.update(stamina).set({ value: record.value, asOf: record.asOf }).where(eq(stamina.accountId, accountId));
}

/**
 * Spends stamina atomically: one transaction that locks the row, computes with the domain's `spendStamina` at
 * `now`, and writes the result. For battles and other features that cost stamina; `work` (optional) runs in the
 * same transaction after the spend, so the spend and what it pays for commit or roll back together.
 */
export async function spendAccountStamina(
  db: Db,
  accountId: string,
  cost: number,
  now: Date,
  config: StaminaConfig,
  work?: (tx: Db) => Promise<void>,
): Promise<{ ok: true; record: StaminaRecord } | ({ ok: false } & InsufficientStamina)> {
  return db.transaction(async (tx) => {
    const current = await readStamina(tx, accountId, { forUpdate: true });
    const spent = spendStamina(current, cost, now, config);
    if (!spent.ok) return spent;
    await writeStamina(tx, accountId, spent.record);
    if (work) await work(tx);
    return spent;
  });
}
