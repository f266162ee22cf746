import { count } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { notices, seedRuns } from '../../server/db/schema';
import { applySeeds, seeds, type Seed } from '../../server/db/seed';
import { launchNotices } from '../../server/db/seeds/launchNotices';
import { accountLanguage } from '../../src/contracts/accounts/language';
import { noticeInput } from '../../src/contracts/api';
import { createTestDatabase } from './testDatabase';

let database: Database;
// Only the tests that touch the database get one (a fresh copy each, since seeds are about fresh databases).
const withDatabase = { beforeEach: async () => void (database = await createTestDatabase()), afterEach: () => database.close() };

async function noticeCount(): Promise<number> {
  const [row] = await database.db.select({ n: count() }).from(notices);
  return row?.n ?? 0;
}

describe('applySeeds', () => {
  beforeEach(withDatabase.beforeEach);
  afterEach(withDatabase.afterEach);

  it('seeds a fresh database exactly once, even after its notices are deleted', async () => {
    expect(await applySeeds(database.db)).toEqual(seeds.map((s) => s.name));
    expect(await noticeCount()).toBe(launchNotices.length);
    expect(await applySeeds(database.db)).toEqual([]);
    expect(await noticeCount()).toBe(launchNotices.length);
    await database.db.delete(notices);
    expect(await applySeeds(database.db)).toEqual([]);
    expect(await noticeCount()).toBe(0);
  });

  it('leaves no claim and no rows when a seed fails, so the next start retries it', async () => {
    const failing: Seed = {
      name: 'half-done',
      run: async (db) => {
        await db.insert(notices).values({});
        throw new Error('disk full');
      },
    };
    await expect(applySeeds(database.db, [failing])).rejects.toThrow('disk full');
    expect(await noticeCount()).toBe(0);
    expect(await database.db.select().from(seedRuns)).toEqual([]);
  });

});

describe('launch notices', () => {
  it('are real notices in every language, each with a title, summary and a body of as many paragraphs as the English', () => {
    expect(launchNotices.length).toBeGreaterThanOrEqual(3);
    for (const notice of launchNotices) {
      expect(noticeInput.parse(notice)).toBeTruthy();
      for (const language of accountLanguage.options) {
        const text = notice[language];
        expect(text, `${notice.en.title} in ${language}`).toBeDefined();
        expect(text!.title.length).toBeGreaterThan(3);
        expect(text!.summary.length).toBeGreaterThan(15);
        expect(text!.body.split('\n\n').length).toBe(notice.en.body.split('\n\n').length);
        expect(text!.body.split('\n\n').length).toBeGreaterThanOrEqual(2);
      }
      // Russian in Cyrillic, Chinese in Han characters (not English left in place).
      expect(notice.ru!.body).toMatch(/[а-яё]{4}/i);
      expect(notice.zh!.body).toMatch(/\p{Script=Han}{4}/u);
    }
  });
});
