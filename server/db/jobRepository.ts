import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from './database';
import { jobs } from './jobSchema';

/** A stored job row. */
export type JobRow = typeof jobs.$inferSelect;

/** The jobs table: schedule (idempotent), take a due one with SKIP LOCKED, save a step. Methods take the db or a transaction. */
export const jobRepository = {
  /** Schedules a job unless one with this key exists (any state); true when this call created it. */
  async schedule(db: Db, job: { key: string; kind: string; dueAt: Date; state: unknown; now: Date }): Promise<boolean> {
    const created = await db
      .insert(jobs)
      .values({ key: job.key, kind: job.kind, dueAt: job.dueAt, state: job.state, createdAt: job.now, updatedAt: job.now })
      .onConflictDoNothing()
      .returning({ key: jobs.key });
    return created.length > 0;
  },

  /** Moves an unfinished job's due time; true when a job was moved (a finished or missing one is left alone). */
  async reschedule(db: Db, key: string, dueAt: Date, now: Date): Promise<boolean> {
    const moved = await db
      .update(jobs)
      .set({ dueAt, updatedAt: now })
      .where(and(eq(jobs.key, key), isNull(jobs.doneAt)))
      .returning({ key: jobs.key });
    return moved.length > 0;
  },

  /**
   * Locks the earliest due, unfinished job of a kind, skipping rows another transaction holds (so two processes never
   * work the same job, and neither waits for the other); undefined when none is free.
   */
  async takeDue(tx: Db, kind: string, now: Date): Promise<JobRow | undefined> {
    const [row] = await tx
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, kind), isNull(jobs.doneAt), lte(jobs.dueAt, now)))
      .orderBy(asc(jobs.dueAt), asc(jobs.key))
      .limit(1)
      .for('update', { skipLocked: true });
    return row;
  },

  /** Saves a step of a locked job: its new state, one more step, done when finished. */
  async saveStep(tx: Db, key: string, state: unknown, done: boolean, now: Date): Promise<void> {
    await tx
      .update(jobs)
      .set({ state, steps: sql`${jobs.steps} + 1`, doneAt: done ? now : null, updatedAt: now })
      .where(eq(jobs.key, key));
  },

  /** A job by key (tests and status pages). */
  async find(db: Db, key: string): Promise<JobRow | undefined> {
    const [row] = await db.select().from(jobs).where(eq(jobs.key, key));
    return row;
  },
};
