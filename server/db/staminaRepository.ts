import { eq } from 'drizzle-orm';
import { newStamina, spendStamina, type InsufficientStamina, type StaminaConfig, type StaminaRecord } from '../domain/economy/stamina';
import type { Db } from './database';
import { stamina } from './schema';

/** The stamina row of each account (value as of a time; the clock's rules live in the domain). Every method runs on the `Db` it is given first. */
export interface StaminaRepository {
  /** Stores the full stamina of a new account. */
  open(db: Db, accountId: string, now: Date, config: StaminaConfig): Promise<void>;
  /**
   * The stored record. With `forUpdate` (inside a transaction) the row stays locked until the transaction
   * ends, so a read-compute-write there is atomic (no lost update between two spends).
   */
  read(db: Db, accountId: string, options?: { forUpdate?: boolean }): Promise<StaminaRecord>;
  /** Writes a record back (inside the transaction that read it FOR UPDATE). */
  write(db: Db, accountId: string, record: StaminaRecord): Promise<void>;
  /**
   * Spends stamina atomically: one transaction that locks the row, computes with the domain's `spendStamina`
   * at `now`, and writes the result. `work` (optional) runs in the same transaction after the spend, so the
   * spend and what it pays for (a battle) commit or roll back together.
   */
  spend(
    db: Db,
    accountId: string,
    cost: number,
    now: Date,
    config: StaminaConfig,
    work?: (tx: Db) => Promise<void>,
  ): Promise<{ ok: true; record: StaminaRecord } | ({ ok: false } & InsufficientStamina)>;
}

/** The {@link StaminaRepository} on Drizzle. */
export const staminaRepository: StaminaRepository = {
  async open(tx, accountId, now, config) {
    const record = newStamina(now, config);
    await tx.insert(stamina).values({ accountId, value: record.value, asOf: record.asOf });
  },
  async read(tx, accountId, options = {}) {
    const query = tx.select({ value: stamina.value, asOf: stamina.asOf }).from(stamina).where(eq(stamina.accountId, accountId));
    const [row] = options.forUpdate ? await query.for('update') : await query;
    if (!row) throw new Error(`account ${accountId} has no stamina row`);
    return row;
  },
  async write(tx, accountId, record) {
    await tx.update(stamina).set({ value: record.value, asOf: record.asOf }).where(eq(stamina.accountId, accountId));
  },
  spend(db, accountId, cost, now, config, work) {
    return db.transaction(async (tx) => {
      const current = await staminaRepository.read(tx, accountId, { forUpdate: true });
      const spent = spendStamina(current, cost, now, config);
      if (!spent.ok) return spent;
      await staminaRepository.write(tx, accountId, spent.record);
      if (work) await work(tx);
      return spent;
    });
  },
};
