import { and, eq } from 'drizzle-orm';
import type { Db } from './database';
import { noticeRepository } from './noticeRepository';
import { notices, noticeTexts, seedRuns } from './schema';
import { launchNotices } from './seeds/launchNotices';

/** One named piece of initial data. */
export interface Seed {
  name: string;
  run(db: Db): Promise<void>;
}

/** Seeds of a fresh database, in order. Add new seeds at the end with a new name; never rename one. */
export const seeds: readonly Seed[] = [
  {
    name: 'launch-notices',
    run: async (db) => {
      for (const notice of launchNotices) await noticeRepository.add(db, notice);
    },
  },
  {
    // A database seeded while notices had English words only: its launch notices (found by their date and English
    // title, so one an operator retitled is left alone) get their other languages. On a fresh database: nothing.
    name: 'launch-notice-translations',
    run: async (db) => {
      for (const notice of launchNotices) {
        const [row] = await db
          .select({ id: notices.id })
          .from(notices)
          .innerJoin(noticeTexts, and(eq(noticeTexts.noticeId, notices.id), eq(noticeTexts.language, 'en')))
          .where(and(eq(notices.publishedAt, notice.publishedAt), eq(noticeTexts.title, notice.en.title)))
          .limit(1);
        if (row) await noticeRepository.addMissingTexts(db, row.id, notice);
      }
    },
  },
];

/**
 * Applies each seed at most once per database. The claim (a row in seed_runs) and the seed's rows are
 * written in one transaction, so a crash leaves neither and two starting servers cannot both seed.
 * Returns the names of the seeds applied now.
 */
export async function applySeeds(db: Db, list: readonly Seed[] = seeds): Promise<string[]> {
  const applied: string[] = [];
  for (const seed of list) {
    const ran = await db.transaction(async (tx) => {
      const claimed = await tx.insert(seedRuns).values({ name: seed.name }).onConflictDoNothing().returning();
      if (claimed.length === 0) return false;
      await seed.run(tx);
      return true;
    });
    if (ran) applied.push(seed.name);
  }
  return applied;
}
