import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, noticeSummary } from '../../src/contracts/api';
import { ApiError } from '../../src/services/api';
import { launchNotices } from '../../server/db/seeds/launchNotices';
import { createTestApp, type TestApp } from './testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(async () => {
  await t.close();
});

const newestSeedFirst = [...launchNotices].sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime());

describe('GET /api/notices', () => {
  it('lists the seeded notices newest first with default paging', async () => {
    const response = await t.request('/api/notices');
    expect(response.status).toBe(200);
    const body = (await response.json()) as { items: unknown[]; page: number; pageSize: number; total: number };
    expect(body).toMatchObject({ page: 1, pageSize: 10, total: launchNotices.length });
    expect(body.items.map((item) => noticeSummary.parse(item).title)).toEqual(newestSeedFirst.map((n) => n.en.title));
    expect(body.items.map((item) => noticeSummary.parse(item).language)).toEqual(newestSeedFirst.map(() => 'en'));
    expect(body.items[0]).not.toHaveProperty('body');
  });

  it('pages through the list without overlap', async () => {
    const first = await t.client.call(api.listNotices, { query: { page: 1, pageSize: 2 } });
    const second = await t.client.call(api.listNotices, { query: { page: 2, pageSize: 2 } });
    const beyond = await t.client.call(api.listNotices, { query: { page: 50, pageSize: 2 } });
    expect(first.items.map((n) => n.title)).toEqual(newestSeedFirst.slice(0, 2).map((n) => n.en.title));
    expect(second.items.map((n) => n.title)).toEqual(newestSeedFirst.slice(2, 4).map((n) => n.en.title));
    expect(beyond).toMatchObject({ items: [], page: 50, total: launchNotices.length });
  });

  it('puts a newly published notice first', async () => {
    const added = await t.repositories.notices.add(t.database.db, { en: { title: 'Patch 0.1.1', summary: 'Fixes', body: 'Fixed things.' } });
    const page = await t.client.call(api.listNotices, { query: { pageSize: 1 } });
    expect(page.items[0]).toMatchObject({ id: added.id, title: 'Patch 0.1.1' });
    expect(page.total).toBe(launchNotices.length + 1);
  });

  it('publishes a notice and its words together or not at all', async () => {
    const before = await t.client.call(api.listNotices, { query: { pageSize: 1 } });
    // A NUL character is refused by PostgreSQL's text type: the words' insert fails after the notice's row.
    await expect(t.repositories.notices.add(t.database.db, { en: { title: 'Broken\u0000', summary: 'x', body: 'x' } })).rejects.toThrow();
    // The total counts notice rows, with or without words: an orphan row would show here.
    const after = await t.client.call(api.listNotices, { query: { pageSize: 1 } });
    expect(after.total).toBe(before.total);
  });

  it.each([
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['pageSize=51', 'pageSize'],
    ['pageSize=0', 'pageSize'],
    ['page=1.5', 'page'],
  ])('refuses %s with a 400 naming the field', async (query, field) => {
    const response = await t.request(`/api/notices?${query}`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; field: string; message: string } };
    expect(body.error).toMatchObject({ code: 'bad_request', field });
    expect(body.error.message.length).toBeGreaterThan(0);
  });
});

describe('notices in the reader\'s language', () => {
  const inLanguage = async (path: string, language: string) => (await t.request(path, { headers: { 'accept-language': language } })).json();

  it.each(['ru', 'zh'] as const)('lists and shows the launch notices in %s when the client reads it', async (language) => {
    const page = (await inLanguage('/api/notices?pageSize=50', language)) as { items: { id: number; title: string; summary: string; language: string }[] };
    const launch = page.items.filter((item) => item.language === language);
    expect(launch.map((item) => item.title)).toEqual(newestSeedFirst.map((n) => n[language]!.title));
    expect(launch.map((item) => item.summary)).toEqual(newestSeedFirst.map((n) => n[language]!.summary));
    const oldest = launch.at(-1)!;
    expect(await inLanguage(`/api/notices/${oldest.id}`, `${language}-XX,en;q=0.5`)).toMatchObject({ id: oldest.id, language, title: launchNotices[0]![language]!.title, body: launchNotices[0]![language]!.body });
  });

  it('gives a notice without the reader\'s language in English, and says so', async () => {
    const added = await t.repositories.notices.add(t.database.db, {
      en: { title: 'Maintenance', summary: 'A short pause', body: 'The game pauses for ten minutes.' },
      ru: { title: 'Техработы', summary: 'Короткая пауза', body: 'Игра остановится на десять минут.' },
    });
    expect(await inLanguage(`/api/notices/${added.id}`, 'ru')).toMatchObject({ language: 'ru', title: 'Техработы', summary: 'Короткая пауза', body: 'Игра остановится на десять минут.' });
    expect(await inLanguage(`/api/notices/${added.id}`, 'zh-CN')).toMatchObject({ language: 'en', title: 'Maintenance', summary: 'A short pause', body: 'The game pauses for ten minutes.' });
    expect(await inLanguage(`/api/notices/${added.id}`, 'de')).toMatchObject({ language: 'en', title: 'Maintenance' });
    const listed = (await inLanguage('/api/notices?pageSize=1', 'zh')) as { items: unknown[]; total: number };
    expect(listed.items).toEqual([{ id: added.id, language: 'en', title: 'Maintenance', summary: 'A short pause', publishedAt: added.publishedAt }]);
    // Languages added later (as the translation seed does) never overwrite words already there.
    expect(await t.repositories.notices.addMissingTexts(t.database.db, added.id, { ru: { title: 'Другое', summary: 'x', body: 'y' }, zh: { title: '维护', summary: '短暂暂停', body: '游戏将暂停十分钟。' } })).toEqual(['zh']);
    expect(await inLanguage(`/api/notices/${added.id}`, 'ru')).toMatchObject({ title: 'Техработы' });
    expect(await inLanguage(`/api/notices/${added.id}`, 'zh')).toMatchObject({ language: 'zh', title: '维护' });
  });
});

describe('GET /api/notices/:id', () => {
  it('returns the whole notice, body included', async () => {
    for (const listed of (await t.client.call(api.listNotices, { query: { pageSize: 50 } })).items) {
      const notice = await t.client.call(api.getNotice, { params: { id: listed.id } });
      expect(notice).toEqual({ ...listed, body: notice.body });
      const seeded = launchNotices.find((n) => n.en.title === listed.title);
      if (seeded) expect(notice.body).toBe(seeded.en.body);
    }
  });

  it('answers 404 JSON for a notice that does not exist', async () => {
    const response = await t.request('/api/notices/999999');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: 'not_found', message: 'Notice 999999 does not exist' } });
    const error = await t.client.call(api.getNotice, { params: { id: 999999 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 'not_found' });
  });

  it.each(['abc', '0', '-3', '1.5', '99999999999'])('refuses id %s with a 400 naming id', async (id) => {
    const response = await t.request(`/api/notices/${id}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'bad_request', field: 'id' } });
  });
});
