import { desc, sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Notices the game publishes (news, patch notes); created by the admin CLI or the seed. Their words: notice_texts. */
export const notices = pgTable(
  'notices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('notices_published_idx').on(desc(table.publishedAt), desc(table.id))],
);

/**
 * A notice's words in one of the game's languages. Every notice has its English row (the writers require it): a
 * reader whose language a notice lacks reads that.
 */
export const noticeTexts = pgTable(
  'notice_texts',
  {
    noticeId: integer('notice_id')
      .notNull()
      .references(() => notices.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    body: text('body').notNull(),
  },
  (table) => [primaryKey({ columns: [table.noticeId, table.language] }), check('notice_texts_language_check', sql`${table.language} in ('en', 'ru', 'zh')`)],
);

/** Whitelisted wallet addresses, stored normalised (EVM lowercase, TON raw `wc:hex`). */
export const whitelistEntries = pgTable('whitelist_entries', {
  address: text('address').primaryKey(),
  note: text('note'),
  addedAt: timestamp('added_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Seeds already applied, by name, so each runs exactly once per database even if its rows are later deleted. */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export * from './accountSchema';
export * from './cardSchema';
export * from './teamSchema';
// Battles and rankings.
export * from './battleSchema';
export * from './rankingSchema';
// Wallet sign-in.
export * from './walletSchema';

// Gold-coin deposits on Core.
export * from './depositSchema';

// The card market and player issue reports.
export * from './marketSchema';
export * from './reportSchema';

// Shops, invites and purchases.
export * from './mysterySchema';
export * from './fragmentStoreSchema';
export * from './inviteSchema';
export * from './purchaseSchema';

// Background jobs (season turns, tournament rounds).
export * from './jobSchema';
// Ranked seasons.
export * from './seasonSchema';
// Daily quests and the login streak.
export * from './questSchema';

// Tournaments and spectating.
export * from './tournamentSchema';
export * from './spectateSchema';
