import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accountSchema';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * Player issue reports (/submit-user-issue). The screenshot is stored in the row (bytea, at most
 * MAX_SCREENSHOT_BYTES, type checked by its magic bytes), so both drivers and every process see it without a
 * shared disk. The table is also the rate limiter's log: a player's recent rows are counted before each insert.
 */
export const userReports = pgTable(
  'user_reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    text: text('text').notNull(),
    appVersion: text('app_version').notNull(),
    battleId: text('battle_id'),
    screenshot: bytea('screenshot'),
    screenshotType: text('screenshot_type'),
    status: text('status').notNull().default('open'),
    createdAt: timestamptz('created_at').notNull(),
    closedAt: timestamptz('closed_at'),
    /** What the team answered when closing it; shown to the player. */
    resolution: text('resolution'),
  },
  (t) => [
    index('user_reports_account_idx').on(t.accountId, t.createdAt),
    index('user_reports_status_idx').on(t.status, t.createdAt),
    check('user_reports_status_check', sql`${t.status} in ('open', 'closed')`),
    check('user_reports_screenshot_check', sql`(${t.screenshot} is null) = (${t.screenshotType} is null)`),
  ],
);
