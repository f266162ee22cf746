import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accountSchema';
import { cardInstances } from './cardSchema';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Commit–reveal seed pairs of the mystery shop: the server seed stays secret (never answered) until the player
 * rotates the pair, which sets `revealed_at`; `next_nonce` counts the draws made with the pair.
 */
export const mysterySeeds = pgTable(
  'mystery_seeds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    serverSeed: text('server_seed').notNull(),
    commitment: text('commitment').notNull(),
    clientSeed: text('client_seed').notNull(),
    nextNonce: integer('next_nonce').notNull().default(0),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    revealedAt: timestamptz('revealed_at'),
  },
  (t) => [
    index('mystery_seeds_account_idx').on(t.accountId, t.createdAt),
    uniqueIndex('mystery_seeds_one_active_idx').on(t.accountId).where(sql`${t.revealedAt} is null`),
  ],
);

/** Per-account mystery state: the pity counter (draws in a row below the pity rarity). Locked by every draw. */
export const mysteryAccounts = pgTable(
  'mystery_accounts',
  {
    accountId: uuid('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    pity: integer('pity').notNull().default(0),
  },
  (t) => [check('mystery_accounts_pity_check', sql`${t.pity} >= 0`)],
);

/** Every draw: the seed pair and nonce it used, the pity before it, what it gave and how it was paid. */
export const mysteryDraws = pgTable(
  'mystery_draws',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    seedId: uuid('seed_id')
      .notNull()
      .references(() => mysterySeeds.id, { onDelete: 'cascade' }),
    nonce: integer('nonce').notNull(),
    pityBefore: integer('pity_before').notNull(),
    boxVersion: integer('box_version').notNull(),
    rarity: text('rarity').notNull(),
    cardId: text('card_id').notNull(),
    instanceId: uuid('instance_id')
      .notNull()
      .references(() => cardInstances.id, { onDelete: 'cascade' }),
    paidWith: text('paid_with').notNull(),
    paidFragments: integer('paid_fragments').notNull().default(0),
    tradedInstanceIds: jsonb('traded_instance_ids').$type<string[]>().notNull().default([]),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('mystery_draws_key_idx').on(t.accountId, t.idempotencyKey),
    uniqueIndex('mystery_draws_nonce_idx').on(t.seedId, t.nonce),
    index('mystery_draws_account_idx').on(t.accountId, t.createdAt),
    check('mystery_draws_paid_with_check', sql`${t.paidWith} in ('fragments', 'cards')`),
  ],
);
