import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accountSchema';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Credited purchases, one row per store transaction: the (channel, external id) index is what makes a
 * transaction id (Apple) or a charge id (Telegram) credit once, however often it is replayed.
 */
export const purchases = pgTable(
  'purchases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    externalId: text('external_id').notNull(),
    packId: text('pack_id').notNull(),
    gold: integer('gold').notNull(),
    environment: text('environment'),
    status: text('status').notNull().default('credited'),
    /** Gold taken back by a refund (less than `gold` when the player had spent it). */
    refundDebited: integer('refund_debited'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    refundedAt: timestamptz('refunded_at'),
  },
  (t) => [
    uniqueIndex('purchases_external_idx').on(t.channel, t.externalId),
    index('purchases_account_idx').on(t.accountId, t.createdAt),
    check('purchases_status_check', sql`${t.status} in ('credited', 'refunded')`),
  ],
);

/** Telegram Stars orders: made when an invoice is created, paid once (its charge id), re-checked at pre-checkout. */
export const starsOrders = pgTable('stars_orders', {
  id: uuid('id').primaryKey().defaultRandom(),
  accountId: uuid('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  packId: text('pack_id').notNull(),
  stars: integer('stars').notNull(),
  status: text('status').notNull().default('open'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

/** App Store Server Notifications already handled, by notificationUUID (Apple retries until it gets a 200). */
export const appleNotifications = pgTable('apple_notifications', {
  notificationId: text('notification_id').primaryKey(),
  type: text('type').notNull(),
  subtype: text('subtype'),
  outcome: text('outcome').notNull(),
  receivedAt: timestamptz('received_at').notNull().defaultNow(),
});
