import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Background jobs every server process may run (a season's turn, a tournament's round): one row per job, due at a
 * time. A process takes a due job with `FOR UPDATE SKIP LOCKED` and runs ONE step of it in that transaction, saving
 * the step's state with it; so exactly one process works a job at a time, a step is kept whole or not at all, and a
 * crash loses nothing but the step in flight (the next tick, on any process, resumes from the saved state).
 */
export const jobs = pgTable(
  'jobs',
  {
    /** What the job is about, unique: `season-turn:3`, `tournament-round:<id>:2`. Scheduling it twice is a no-op. */
    key: text('key').primaryKey(),
    /** Which handler runs it (a {@link JobHandler}'s kind). */
    kind: text('kind').notNull(),
    dueAt: timestamptz('due_at').notNull(),
    /** The handler's own progress (its cursor), validated by the handler on every step. */
    state: jsonb('state').$type<unknown>().notNull(),
    /** Steps committed so far. */
    steps: integer('steps').notNull().default(0),
    /** Set by the step that finished the job. */
    doneAt: timestamptz('done_at'),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [index('jobs_due_idx').on(t.kind, t.dueAt).where(sql`${t.doneAt} is null`)],
);
