import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from '../../server/db/database';
import { rowsOf } from '../../server/db/rowsOf';
import type { JobHandler } from '../../server/jobs/jobHandler';
import { jobRepository } from '../../server/db/jobRepository';
import { repositories } from '../../server/db/repositories';
import { runDueJobs, runJobStep } from '../../server/jobs/runJobStep';
import { createTestDatabase } from './testDatabase';

/** A job that counts to `until`, one step at a time, writing each count into a table in the step's transaction. */
function counter(until: number, failAt?: { count: number; times: number }): JobHandler<{ count: number }> {
  let failures = 0;
  return {
    kind: 'test-counter',
    state: z.object({ count: z.number().int() }),
    async step(tx, job) {
      const count = job.state.count + 1;
      await tx.execute(sql`insert into test_counts (key, count) values (${job.key}, ${count})`);
      if (failAt && count === failAt.count && failures < failAt.times) {
        failures += 1;
        throw new Error('crash mid-step');
      }
      return { state: { count }, done: count >= until };
    },
  };
}

let database: Database;
const now = new Date('2026-11-26T00:00:00Z');

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(sql`create table test_counts (key text not null, count integer not null, primary key (key, count))`);
});
afterAll(async () => database?.close());

describe('background jobs (FOR UPDATE SKIP LOCKED, one step per transaction)', () => {
  it('schedules a key once and runs only due jobs', async () => {
    expect(await jobRepository.schedule(database.db, { key: 'later', kind: 'test-counter', dueAt: new Date(now.getTime() + 60_000), state: { count: 0 }, now })).toBe(true);
    expect(await jobRepository.schedule(database.db, { key: 'later', kind: 'test-counter', dueAt: now, state: { count: 0 }, now })).toBe(false);
    expect(await runJobStep({ db: database.db, repositories }, counter(3), now)).toEqual({ ran: false });
    expect(await runDueJobs({ db: database.db, repositories }, counter(3), new Date(now.getTime() + 60_000))).toBe(3);
    expect((await jobRepository.find(database.db, 'later'))?.doneAt).not.toBeNull();
  });

  it('a step that throws is rolled back whole and the job resumes from its saved state', async () => {
    await jobRepository.schedule(database.db, { key: 'crashy', kind: 'test-counter', dueAt: now, state: { count: 0 }, now });
    const handler = counter(4, { count: 3, times: 1 });
    await expect(runDueJobs({ db: database.db, repositories }, handler, now)).rejects.toThrow('crash mid-step');
    expect((await jobRepository.find(database.db, 'crashy'))?.state).toEqual({ count: 2 });
    expect(await runDueJobs({ db: database.db, repositories }, handler, now)).toBe(2);
    const counts = await rowsOf<{ count: number }>(database.db, sql`select count from test_counts where key = 'crashy' order by count`);
    expect(counts.map((r) => r.count)).toEqual([1, 2, 3, 4]);
  });

  it('runners racing on one job never run the same step twice', async () => {
    await jobRepository.schedule(database.db, { key: 'raced', kind: 'test-counter', dueAt: now, state: { count: 0 }, now });
    const handler = counter(20);
    // The primary key on (key, count) would refuse a step done twice; the steps add up to exactly the job.
    const ran = await Promise.all([runDueJobs({ db: database.db, repositories }, handler, now), runDueJobs({ db: database.db, repositories }, handler, now), runDueJobs({ db: database.db, repositories }, handler, now)]);
    expect(ran.reduce((a, b) => a + b, 0)).toBe(20);
    const job = await jobRepository.find(database.db, 'raced');
    expect(job?.steps).toBe(20);
    expect(job?.state).toEqual({ count: 20 });
  });
});
