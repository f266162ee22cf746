import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { noticeRepository } from '../../server/db/noticeRepository';
import { applySeeds } from '../../server/db/seed';
import { launchNotices } from '../../server/db/seeds/launchNotices';
import { databaseBefore } from './databaseBefore';
import { selectRows } from './rowCounts';
import { testDatabaseKind } from './testDatabase';

describe(`migration notice_texts: a notice's words per language (${testDatabaseKind})`, () => {
  it('keeps every stored notice as its English words; the launch notices then get Russian and Chinese from the seed', async () => {
    const { database, cleanup } = await databaseBefore('notice_texts');
    try {
      // As the game stored them before: the launch seed's English notices (its claim taken), and an operator's one.
      const launchText = (n: (typeof launchNotices)[number]) => n.en.title === 'Welcome to TCG' ? { ...n.en, body: 'The welcome as it was first published.' } : n.en;
      for (const notice of launchNotices) {
        const text = launchText(notice);
        await database.db.execute(sql`insert into notices (title, summary, body, published_at) values (${text.title}, ${text.summary}, ${text.body}, ${notice.publishedAt.toISOString()})`);
      }
      await database.db.execute(sql`insert into notices (title, summary, body, published_at) values ('Patch 0.2', 'Balance', 'Mages cost more.', '2026-11-20T10:00:00Z')`);
      await database.db.execute(sql`insert into seed_runs (name) values ('launch-notices')`);
      const before = await selectRows<{ id: number; title: string; summary: string; body: string }>(database.db, 'select id, title, summary, body from notices order by id');

      await database.migrate();

      const kept = await selectRows<{ id: number; language: string; title: string; summary: string; body: string }>(
        database.db,
        'select notice_id as id, language, title, summary, body from notice_texts order by notice_id, language',
      );
      expect(kept).toEqual(before.map((row) => ({ ...row, language: 'en' })));
      expect(await selectRows(database.db, 'select count(*)::int as n from notices')).toEqual([{ n: before.length }]);

      // The next start seeds the other languages of the launch notices only, without touching their English.
      expect(await applySeeds(database.db)).toEqual(['launch-notice-translations']);
      const page = await noticeRepository.listPage(database.db, { page: 1, pageSize: 50 }, 'ru');
      expect(page.items.map((item) => [item.language, item.title])).toEqual([
        ['en', 'Patch 0.2'],
        ...[...launchNotices].reverse().map((n) => ['ru', n.ru!.title]),
      ]);
      const welcome = page.items.at(-1)!;
      expect(await noticeRepository.findById(database.db, welcome.id, 'zh')).toMatchObject({ language: 'zh', body: launchNotices[0]!.zh!.body });
      expect(await noticeRepository.findById(database.db, welcome.id, 'en')).toMatchObject({ language: 'en', body: 'The welcome as it was first published.' });
      expect(await applySeeds(database.db)).toEqual([]);
    } finally {
      await cleanup();
    }
  });
});
