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
    expect(body.items.map((item) => noticeSummary.parse(item).title)).toEqual(newestSeedFirst.map((n) => n.title));
    expect(body.items[0]).not.toHaveProperty('body');
  });

  it('pages through the list without overlap', async () => {
    const first = await t.client.call(api.listNotices, { query: { page: 1, pageSize: 2 } });
    const second = await t.client.call(api.listNotices, { query: { page: 2, pageSize: 2 } });
    const beyond = await t.client.call(api.listNotices, { query: { page: 50, pageSize: 2 } });
    expect(first.items.map((n) => n.title)).toEqual(newestSeedFirst.slice(0, 2).map((n) => n.title));
    expect(second.items.map((n) => n.title)).toEqual(newestSeedFirst.slice(2, 4).map((n) => n.title));
    expect(beyond).toMatchObject({ items: [], page: 50, total: launchNotices.length });
  });

  it('puts a newly published notice first', async () => {
    const added = await t.repositories.notices.add(t.database.db, { title: 'Patch 0.1.1', summary: 'Fixes', body: 'Fixed things.' });
    const page = await t.client.call(api.listNotices, { query: { pageSize: 1 } });
    expect(page.items[0]).toMatchObject({ id: added.id, title: 'Patch 0.1.1' });
    expect(page.total).toBe(launchNotices.length + 1);
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

describe('GET /api/notices/:id', () => {
  it('returns the whole notice, body included', async () => {
    for (const listed of (await t.client.call(api.listNotices, { query: { pageSize: 50 } })).items) {
      const notice = await t.client.call(api.getNotice, { params: { id: listed.id } });
      expect(notice).toEqual({ ...listed, body: notice.body });
      const seeded = launchNotices.find((n) => n.title === listed.title);
      if (seeded) expect(notice.body).toBe(seeded.body);
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
