import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { RewardAmount } from '../../src/content/economy/battleRewards';
import { accounts } from './accountSchema';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Ranked seasons, numbered from 1; the current one is the highest number. A season's turn (a `season-turn:<n>` job)
 * records its results, opens the next season and pays and resets every ranked player, in batches.
 */
export const seasons = pgTable('seasons', {
  number: integer('number').primaryKey(),
  startsAt: timestamptz('starts_at').notNull(),
  endsAt: timestamptz('ends_at').notNull(),
  /** Set by the turn's last batch: results final, everyone paid. */
  closedAt: timestamptz('closed_at'),
});

/**
 * A season's final standing of each player who fought a PvP battle in it: written at the turn in one statement
 * (so the ranks are one consistent snapshot), then each row paid and reset once (`paid_at`, in the batch's transaction).
 */
export const seasonResults = pgTable(
  'season_results',
  {
    season: integer('season')
      .notNull()
      .references(() => seasons.number),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    rank: integer('rank').notNull(),
    rating: integer('rating').notNull(),
    league: text('league').notNull(),
    wins: integer('wins').notNull(),
    losses: integer('losses').notNull(),
    battles: integer('battles').notNull(),
    /** The rating the next season starts from (the soft reset of `rating`). */
    resetRating: integer('reset_rating').notNull(),
    reward: jsonb('reward').$type<RewardAmount[]>().notNull(),
    paidAt: timestamptz('paid_at'),
  },
  (t) => [
    primaryKey({ columns: [t.season, t.accountId] }),
    index('season_results_rank_idx').on(t.season, t.rank),
    check('season_results_league_check', sql`${t.league} in ('bronze', 'silver', 'gold', 'platinum', 'diamond', 'master')`),
  ],
);
