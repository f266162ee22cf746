import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accountSchema';
import { cardInstances } from './cardSchema';

/**
 * How many copies of each offered card a player bought in a rotation: raised by a conditional upsert
 * (`... DO UPDATE SET bought = bought + 1 WHERE bought < limit`), so concurrent purchases never pass the limit.
 */
export const fragmentStoreCounts = pgTable(
  'fragment_store_counts',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    rotation: text('rotation').notNull(),
    cardId: text('card_id').notNull(),
    bought: integer('bought').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.rotation, t.cardId] }), check('fragment_store_counts_bought_check', sql`${t.bought} >= 1`)],
);

/** Every fragment-store purchase; the (account, key) index makes a retried request answer the first result. */
export const fragmentStorePurchases = pgTable(
  'fragment_store_purchases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    rotation: text('rotation').notNull(),
    cardId: text('card_id').notNull(),
    priceFragments: integer('price_fragments').notNull(),
    instanceId: uuid('instance_id').references(() => cardInstances.id, { onDelete: 'set null' }),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('fragment_store_purchases_key_idx').on(t.accountId, t.idempotencyKey)],
);
