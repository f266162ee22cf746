import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accountSchema';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * What the rankings read, one row per player who fought: PvP rating and record, campaign stars (sum of best
 * stars per stage) and best tower floor. Updated in the battle's transaction; PvP locks both players' rows in
 * account-id order.
 */
export const playerStats = pgTable(
  'player_stats',
  {
    accountId: uuid('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    pvpWins: integer('pvp_wins').notNull().default(0),
    pvpLosses: integer('pvp_losses').notNull().default(0),
    pvpBattles: integer('pvp_battles').notNull().default(0),
    campaignStars: integer('campaign_stars').notNull().default(0),
    bestFloor: integer('best_floor').notNull().default(0),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [
    index('player_stats_rating_idx').on(t.rating, t.accountId),
    index('player_stats_user_idx').on(t.campaignStars, t.bestFloor, t.accountId),
  ],
);

/** Each saved team's battle record (battles fought with that slot, and won), with its name, power and cards then. */
export const teamRecords = pgTable(
  'team_records',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    slot: integer('slot').notNull(),
    name: text('name').notNull(),
    wins: integer('wins').notNull().default(0),
    battles: integer('battles').notNull().default(0),
    power: integer('power').notNull(),
    cardIds: jsonb('card_ids').$type<string[]>().notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.slot] }), index('team_records_rank_idx').on(t.wins, t.power)],
);

/**
 * Yesterday's ranks: the first ranking request of a UTC day (any process; an advisory lock and the day's
 * marker row make it once) copies every board's ranks here, and rows show the places moved since.
 */
export const rankingSnapshots = pgTable(
  'ranking_snapshots',
  {
    day: date('day', { mode: 'string' }).notNull(),
    board: text('board').notNull(),
    accountId: uuid('account_id').notNull(),
    /** 0 on the player boards; the team slot on the team board. */
    slot: integer('slot').notNull().default(0),
    rank: integer('rank').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.board, t.accountId, t.slot] }), check('ranking_snapshots_board_check', sql`${t.board} in ('rating', 'users', 'teams')`)],
);

/** The days whose snapshot was taken (one row per day: its insert is the claim). */
export const rankingSnapshotDays = pgTable('ranking_snapshot_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  takenAt: timestamptz('taken_at').notNull(),
});
