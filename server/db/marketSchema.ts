import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accountSchema';
import { cardInstances } from './cardSchema';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Card market listings (docs/ECONOMY.md, "Card market"). A listing holds its copy in escrow (`locked_by =
 * 'market'`) while `active`; it leaves `active` exactly once, by a conditional update, to `sold`, `cancelled`
 * or `expired`. The card's id, level, rarity, families and element are copied in so the browse filters are one
 * indexed query (a listed copy cannot be levelled, so they cannot go stale).
 */
export const marketListings = pgTable(
  'market_listings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    cardInstanceId: uuid('card_instance_id')
      .notNull()
      .references(() => cardInstances.id, { onDelete: 'cascade' }),
    cardId: text('card_id').notNull(),
    level: integer('level').notNull(),
    rarity: text('rarity').notNull(),
    families: text('families').array().notNull(),
    element: text('element').notNull(),
    /** Asking price in game coin; the buyer pays exactly this. */
    price: bigint('price', { mode: 'number' }).notNull(),
    /** The market fee taken from the price at sale (burned: it leaves circulation). */
    fee: bigint('fee', { mode: 'number' }).notNull(),
    status: text('status').notNull().default('active'),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    closedAt: timestamptz('closed_at'),
    buyerId: uuid('buyer_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** The seller's idempotency key of the listing request (a retry answers the same listing). */
    createKey: text('create_key').notNull(),
  },
  (t) => [
    uniqueIndex('market_listings_one_active_idx').on(t.cardInstanceId).where(sql`${t.status} = 'active'`),
    uniqueIndex('market_listings_create_key_idx').on(t.sellerId, t.createKey),
    index('market_listings_browse_idx').on(t.status, t.price, t.id),
    index('market_listings_card_idx').on(t.cardId, t.status, t.price),
    index('market_listings_seller_idx').on(t.sellerId, t.status, t.createdAt),
    index('market_listings_expiry_idx').on(t.status, t.expiresAt),
    check('market_listings_status_check', sql`${t.status} in ('active', 'sold', 'cancelled', 'expired')`),
    check('market_listings_price_check', sql`${t.price} > 0 and ${t.fee} >= 0 and ${t.fee} < ${t.price}`),
    check('market_listings_closed_check', sql`(${t.status} = 'active') = (${t.closedAt} is null) and (${t.status} = 'sold') = (${t.buyerId} is not null)`),
  ],
);

/**
 * Completed sales, one per sold listing: the price history. `in_price_history` is false when buyer and seller
 * share sign-in evidence (docs/ECONOMY.md, "Wash trades"), so such trades never move the chart or the median.
 */
export const marketSales = pgTable(
  'market_sales',
  {
    listingId: uuid('listing_id')
      .primaryKey()
      .references(() => marketListings.id, { onDelete: 'cascade' }),
    cardId: text('card_id').notNull(),
    level: integer('level').notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
    fee: bigint('fee', { mode: 'number' }).notNull(),
    sellerId: uuid('seller_id').references(() => accounts.id, { onDelete: 'set null' }),
    buyerId: uuid('buyer_id').references(() => accounts.id, { onDelete: 'set null' }),
    soldAt: timestamptz('sold_at').notNull(),
    inPriceHistory: boolean('in_price_history').notNull(),
  },
  (t) => [index('market_sales_card_idx').on(t.cardId, t.soldAt), index('market_sales_seller_idx').on(t.sellerId, t.soldAt), index('market_sales_buyer_idx').on(t.buyerId, t.soldAt)],
);
