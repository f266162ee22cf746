import { and, eq, sql } from 'drizzle-orm';
import type { Db } from './database';
import { fragmentStoreCounts, fragmentStorePurchases } from './fragmentStoreSchema';

/** A purchase row. */
export type FragmentStorePurchaseRow = typeof fragmentStorePurchases.$inferSelect;

/** Fragment-store rows: per-rotation purchase counts and purchases. Every method takes the database or a transaction. */
export const fragmentStoreRepository = {
  /**
   * Claims the request key with a purchase row (ON CONFLICT DO NOTHING): a concurrent twin waits on the unique
   * index until the first commits, then gets nothing and answers the first result. Undefined when claimed before.
   */
  async claim(tx: Db, row: { accountId: string; rotation: string; cardId: string; priceFragments: number; idempotencyKey: string; createdAt: Date }): Promise<FragmentStorePurchaseRow | undefined> {
    const [claimed] = await tx.insert(fragmentStorePurchases).values(row).onConflictDoNothing().returning();
    return claimed;
  },

  /** The purchase made under a key, if any. */
  async byKey(db: Db, accountId: string, key: string): Promise<FragmentStorePurchaseRow | undefined> {
    const [row] = await db.select().from(fragmentStorePurchases).where(and(eq(fragmentStorePurchases.accountId, accountId), eq(fragmentStorePurchases.idempotencyKey, key)));
    return row;
  },

  /** Records the copy a purchase gave. */
  async setInstance(tx: Db, purchaseId: string, instanceId: string): Promise<void> {
    await tx.update(fragmentStorePurchases).set({ instanceId }).where(eq(fragmentStorePurchases.id, purchaseId));
  },

  /**
   * Counts one more copy of a card in a rotation, only while under `limit` (one conditional upsert: concurrent
   * buyers queue on the row and re-check). The new count, or undefined when the limit was reached.
   */
  async countOne(tx: Db, accountId: string, rotation: string, cardId: string, limit: number): Promise<number | undefined> {
    const [row] = await tx
      .insert(fragmentStoreCounts)
      .values({ accountId, rotation, cardId, bought: 1 })
      .onConflictDoUpdate({
        target: [fragmentStoreCounts.accountId, fragmentStoreCounts.rotation, fragmentStoreCounts.cardId],
        set: { bought: sql`${fragmentStoreCounts.bought} + 1` },
        setWhere: sql`${fragmentStoreCounts.bought} < ${limit}`,
      })
      .returning({ bought: fragmentStoreCounts.bought });
    return row?.bought;
  },

  /** What an account bought in a rotation, per card. */
  async counts(db: Db, accountId: string, rotation: string): Promise<Map<string, number>> {
    const rows = await db.select().from(fragmentStoreCounts).where(and(eq(fragmentStoreCounts.accountId, accountId), eq(fragmentStoreCounts.rotation, rotation)));
    return new Map(rows.map((r) => [r.cardId, r.bought]));
  },
};
