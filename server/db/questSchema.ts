import { date, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accountSchema';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A player's quests of one UTC day (three, drawn from the pool by player and day): made when first read or first
 * advanced (insert … on conflict do nothing, so any process may), advanced in the battle's or level-up's
 * transaction, claimed once (`claimed_at` set in the reward's transaction).
 */
export const dailyQuests = pgTable(
  'daily_quests',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    slot: integer('slot').notNull(),
    quest: text('quest').notNull(),
    progress: integer('progress').notNull().default(0),
    target: integer('target').notNull(),
    claimedAt: timestamptz('claimed_at'),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.day, t.slot] })],
);

/** A player's login streak: the last UTC day whose streak reward was taken, the run of days ending there, the best run. */
export const loginStreaks = pgTable('login_streaks', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  lastDay: date('last_day', { mode: 'string' }).notNull(),
  length: integer('length').notNull(),
  best: integer('best').notNull(),
});
