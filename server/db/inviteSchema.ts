import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accountSchema';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Each account's personal invite code (made on first view of /invite-users). */
export const inviteCodes = pgTable('invite_codes', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  code: text('code').notNull().unique(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

/**
 * Who invited whom (one inviter per invitee, for life), with the evidence recorded at the claim: the client
 * address and device id, and the verdict (`counting`, or why the invite earns nothing).
 */
export const invites = pgTable(
  'invites',
  {
    inviteeId: uuid('invitee_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    inviterId: uuid('inviter_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    ip: text('ip'),
    deviceId: text('device_id').notNull(),
    status: text('status').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('invites_inviter_idx').on(t.inviterId, t.createdAt),
    index('invites_device_idx').on(t.deviceId),
    check('invites_not_self_check', sql`${t.inviteeId} <> ${t.inviterId}`),
  ],
);

/** Milestones an invitee reached, each once; `points` is what the inviter was credited (0 when not counting). */
export const inviteMilestones = pgTable(
  'invite_milestones',
  {
    inviteeId: uuid('invitee_id')
      .notNull()
      .references(() => invites.inviteeId, { onDelete: 'cascade' }),
    milestone: text('milestone').notNull(),
    points: integer('points').notNull(),
    reachedAt: timestamptz('reached_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.inviteeId, t.milestone] })],
);
