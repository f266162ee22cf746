import { count } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { notices, seedRuns } from '../../server/db/schema';
import { applySeeds, seeds, type Seed } from '../../server/db/seed';
import { launchNotices } from '../../server/db/seeds/launchNotices';
import { whitelistRepository } from '../../server/db/whitelistRepository';
import { createTestDatabase } from './testDatabase';

let database: Database;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  await database.close();
});

async function noticeCount(): Promise<number> {
  const [row] = await database.db.select({ n: count() }).from(notices);
  return row?.n ?? 0;
}

describe('applySeeds', () => {
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
        await db.insert(notices).values({ title: 't', summary: 's', body: 'b' });
        throw new Error('disk full');
      },
    };
    await expect(applySeeds(database.db, [failing])).rejects.toThrow('disk full');
    expect(await noticeCount()).toBe(0);
    expect(await database.db.select().from(seedRuns)).toEqual([]);
  });

  it('ships real launch notices, each with a title, summary and a multi-paragraph body', () => {
    expect(launchNotices.length).toBeGreaterThanOrEqual(3);
    for (const notice of launchNotices) {
      expect(notice.title.length).toBeGreaterThan(5);
      expect(notice.summary.length).toBeGreaterThan(20);
      expect(notice.body.split('\n\n').length).toBeGreaterThanOrEqual(2);
    }
  });
});

describe('whitelist import', () => {
  it('applies duplicate addresses in order (last note wins) and counts new vs updated', async () => {
    const repo = whitelistRepository(database.db);
    const a = `0x${'a'.repeat(40)}`;
    const b = `0x${'b'.repeat(40)}`;
    expect(await repo.importEntries([{ address: a, note: 'first' }, { address: a, note: 'second' }])).toEqual({ added: 1, updated: 0 });
    expect(await repo.importEntries([{ address: a, note: null }, { address: b, note: 'x' }])).toEqual({ added: 1, updated: 1 });
    expect(await repo.find(a)).toMatchObject({ address: a, note: null });
    expect(await repo.count()).toBe(2);
    expect(await repo.importEntries([])).toEqual({ added: 0, updated: 0 });
  });
});
