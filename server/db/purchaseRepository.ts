import { and, desc, eq } from 'drizzle-orm';
import type { PurchaseRecord } from '../../src/contracts/purchases/purchaseEndpoints';
import type { Db } from './database';
import { appleNotifications, purchases, starsOrders } from './purchaseSchema';

/** A purchase row. */
export type PurchaseRow = typeof purchases.$inferSelect;
/** A Stars order row. */
export type StarsOrderRow = typeof starsOrders.$inferSelect;

/** The buyer's view of a purchase row. */
export function purchaseRecordOf(row: PurchaseRow): PurchaseRecord {
  return {
    id: row.id,
    channel: row.channel === 'apple' ? 'apple' : 'telegram_stars',
    packId: row.packId,
    gold: row.gold,
    status: row.status === 'refunded' ? 'refunded' : 'credited',
    createdAt: row.createdAt.toISOString(),
    refundedAt: row.refundedAt?.toISOString() ?? null,
  };
}

/** Purchases, Stars orders and handled App Store notifications. Every method takes the database or a transaction. */
export const purchaseRepository = {
  /** Records a store transaction once: undefined when (channel, external id) was recorded before. */
  async claim(tx: Db, row: typeof purchases.$inferInsert): Promise<PurchaseRow | undefined> {
    const [inserted] = await tx.insert(purchases).values(row).onConflictDoNothing().returning();
    return inserted;
  },

  /** A purchase by its store transaction, locked (a refund and a replay of it queue). */
  async lockByExternal(tx: Db, channel: string, externalId: string): Promise<PurchaseRow | undefined> {
    const [row] = await tx.select().from(purchases).where(and(eq(purchases.channel, channel), eq(purchases.externalId, externalId))).for('update');
    return row;
  },

  /** Marks a purchase refunded with what was taken back. */
  async markRefunded(tx: Db, id: string, debited: number, now: Date): Promise<void> {
    await tx.update(purchases).set({ status: 'refunded', refundDebited: debited, refundedAt: now }).where(eq(purchases.id, id));
  },

  /** An account's purchases, newest first. */
  list(db: Db, accountId: string): Promise<PurchaseRow[]> {
    return db.select().from(purchases).where(eq(purchases.accountId, accountId)).orderBy(desc(purchases.createdAt)).limit(100);
  },

  /** Opens a Stars order. */
  async openOrder(db: Db, accountId: string, packId: string, stars: number, now: Date): Promise<StarsOrderRow> {
    const [row] = await db.insert(starsOrders).values({ accountId, packId, stars, createdAt: now }).returning();
    if (!row) throw new Error('INSERT stars_orders returned no row');
    return row;
  },

  /** A Stars order by id. */
  async order(db: Db, id: string): Promise<StarsOrderRow | undefined> {
    const [row] = await db.select().from(starsOrders).where(eq(starsOrders.id, id));
    return row;
  },

  /** Marks a Stars order paid. */
  async markOrderPaid(tx: Db, id: string): Promise<void> {
    await tx.update(starsOrders).set({ status: 'paid' }).where(eq(starsOrders.id, id));
  },

  /** Claims an App Store notification id: false when it was handled before. */
  async claimNotification(tx: Db, row: typeof appleNotifications.$inferInsert): Promise<boolean> {
    const inserted = await tx.insert(appleNotifications).values(row).onConflictDoNothing().returning({ id: appleNotifications.notificationId });
    return inserted.length > 0;
  },

  /** Sets what handling a notification did. */
  async setNotificationOutcome(tx: Db, id: string, outcome: string): Promise<void> {
    await tx.update(appleNotifications).set({ outcome }).where(eq(appleNotifications.notificationId, id));
  },
};
