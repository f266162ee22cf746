import { index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accountSchema';
import { battles } from './battleSchema';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Who follows whom (spectating: a followed player's battles come to the follower's feed). */
export const follows = pgTable(
  'follows',
  {
    followerId: uuid('follower_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    followedId: uuid('followed_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.followerId, t.followedId] }), index('follows_followed_idx').on(t.followedId)],
);

/** Who is watching which battle: one row per (battle, player), refreshed by the viewer; recent rows are the count. */
export const battleWatchers = pgTable(
  'battle_watchers',
  {
    battleId: uuid('battle_id')
      .notNull()
      .references(() => battles.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    seenAt: timestamptz('seen_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.battleId, t.accountId] }), index('battle_watchers_seen_idx').on(t.seenAt)],
);
