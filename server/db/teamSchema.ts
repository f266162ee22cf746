import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accountSchema';
import { cardInstances } from './cardSchema';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A player's saved teams, one row per used slot (1 to 5); at most one is the defence team. */
export const teams = pgTable(
  'teams',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    slot: integer('slot').notNull(),
    name: text('name').notNull(),
    isDefence: boolean('is_defence').notNull().default(false),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.slot] }),
    check('teams_slot_check', sql`${t.slot} between 1 and 5`),
    uniqueIndex('teams_one_defence_idx').on(t.accountId).where(sql`${t.isDefence}`),
  ],
);

/**
 * The copies placed in a saved team and their deployment slots. Membership is the truth; card_instances.locked_by
 * = 'team' mirrors "is in some team" and is rewritten in the same transaction as every membership change, under
 * the copy's row lock (docs/GAME_RULES.md "Team locks").
 */
export const teamUnits = pgTable(
  'team_units',
  {
    accountId: uuid('account_id').notNull(),
    slot: integer('slot').notNull(),
    instanceId: uuid('instance_id')
      .notNull()
      .references(() => cardInstances.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.slot, t.position] }),
    foreignKey({ columns: [t.accountId, t.slot], foreignColumns: [teams.accountId, teams.slot] }).onDelete('cascade'),
    uniqueIndex('team_units_instance_idx').on(t.accountId, t.slot, t.instanceId),
    index('team_units_instance_lookup_idx').on(t.instanceId),
  ],
);
