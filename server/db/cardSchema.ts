import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accountSchema';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Card copies a player owns; every copy is one row, levelled, locked, burned or sold one by one. A burned copy
 * keeps its row (burned_at, burn_fragments) so /my-burn-list can show what it gave; every read of the
 * collection filters `burned_at IS NULL`. Writes are conditional updates on the row (see server/db/cardRepository.ts).
 */
export const cardInstances = pgTable(
  'card_instances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    cardId: text('card_id').notNull(),
    level: integer('level').notNull().default(1),
    acquiredAt: timestamptz('acquired_at').notNull().defaultNow(),
    /** How it was acquired: a `cardSource` (src/contracts/cards/ownedCard.ts). */
    sourceReason: text('source_reason').notNull(),
    /** The grant, purchase or reward that gave it (an idempotency key, order id ...). */
    sourceRef: text('source_ref'),
    /** 'team' while in a saved team, 'market' while listed; null when free. */
    lockedBy: text('locked_by'),
    burnedAt: timestamptz('burned_at'),
    /** Fragments the burn gave. */
    burnFragments: integer('burn_fragments'),
    /** The burn request's idempotency key, so a retried burn answers with the copies it burned. */
    burnRef: text('burn_ref'),
  },
  (t) => [
    index('card_instances_account_idx').on(t.accountId, t.cardId),
    index('card_instances_burn_ref_idx').on(t.accountId, t.burnRef),
    check('card_instances_level_check', sql`${t.level} between 1 and 10`),
    check('card_instances_locked_by_check', sql`${t.lockedBy} in ('team', 'market')`),
    check('card_instances_burn_check', sql`(${t.burnedAt} is null) = (${t.burnFragments} is null) and (${t.burnedAt} is null or ${t.lockedBy} is null)`),
  ],
);
