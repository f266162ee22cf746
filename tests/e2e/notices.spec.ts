import { expect, test, type Page } from '@playwright/test';
import { launchNotices } from '../../server/db/seeds/launchNotices';
import { lookShot } from './support/lookShot';

test('notices list -> detail -> back, served by the API', async ({ page }, testInfo) => {
  await page.goto('/notices');
  const items = page.locator('.notice-list li');
  await expect(items.first()).toBeVisible();
  const firstTitle = (await items.first().locator('h2').textContent()) ?? '';
  expect(firstTitle.trim()).not.toBe('');
  await lookShot(page, testInfo.outputPath('list.png'));

  await items.first().locator('a').click();
  await expect(page).toHaveURL(/\/notices\/\d+$/);
  await expect(page.locator('article h1')).toHaveText(firstTitle.trim());
  await expect(page.locator('article p').nth(1)).toHaveText(/\S/);
  await lookShot(page, testInfo.outputPath('detail.png'));

  await page.getByRole('link', { name: /All notices/ }).click();
  await expect(page).toHaveURL(/\/notices$/);
  await expect(items.first().locator('h2')).toHaveText(firstTitle.trim());
});

test('the list is paginated through the API (the set-up adds notices for a second page)', async ({ page, request }) => {
  const second = (await (await request.get('/api/notices?page=2&pageSize=10')).json()) as { total: number; items: { title: string }[] };
  expect(second.total).toBeGreaterThan(10);
  const pages = Math.ceil(second.total / 10);
  await page.goto('/notices');
  await expect(page.getByText(`Page 1 of ${pages}`)).toBeVisible();
  await expect(page.locator('.notice-list li')).toHaveCount(10);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(page.getByText(`Page 2 of ${pages}`)).toBeVisible();
  await expect(page.locator('.notice-list li h2')).toHaveText(second.items.map((n) => n.title));
  await page.reload();
  await expect(page.getByText(`Page 2 of ${pages}`)).toBeVisible();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page).toHaveURL(/\/notices$/);
  await expect(page.getByText(`Page 1 of ${pages}`)).toBeVisible();
});

test('the pager reflects the server total on page 1', async ({ page, request }) => {
  const body = (await (await request.get('/api/notices?pageSize=10')).json()) as { total: number; items: unknown[] };
  await page.goto('/notices');
  await expect(page.locator('.notice-list li')).toHaveCount(body.items.length);
  await expect(page.getByText(`Page 1 of ${Math.max(1, Math.ceil(body.total / 10))}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
});

test('an unknown notice says so', async ({ page }) => {
  await page.goto('/notices/999999');
  await expect(page.getByText('This notice does not exist or was removed.')).toBeVisible();
});

/** Client-side navigation (no reload, so the query cache stays): the router follows popstate. */
async function visit(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

for (const language of ['ru', 'zh'] as const) {
  test(`notices read in ${language}: the list, a launch notice, and the next language chosen without a reload`, async ({ page, request }, testInfo) => {
    const all = (await (await request.get('/api/notices?pageSize=50')).json()) as { items: { id: number; title: string }[] };
    const welcome = all.items.find((n) => n.title === launchNotices[0]!.en.title)!;
    const words = launchNotices[0]![language]!;

    await page.goto(`/notices?lng=${language}`);
    const first = page.locator('.notice-list li').first();
    await expect(first.locator('h2')).toHaveText(language === 'ru' ? /^Тестовое объявление \d+$/ : /^测试公告 \d+$/);
    await expect(first.locator('h2')).toHaveAttribute('lang', language);
    await lookShot(page, testInfo.outputPath(`list-${language}.png`));

    await page.goto(`/notices/${welcome.id}?lng=${language}`);
    await expect(page.locator('article h1')).toHaveText(words.title);
    await expect(page.locator('article h1')).toHaveAttribute('lang', language);
    await expect(page.locator('article p[lang]')).toHaveCount(words.body.split('\n\n').length);
    await expect(page.locator('article p[lang]').first()).toHaveText(words.body.split('\n\n')[0]!);
    await lookShot(page, testInfo.outputPath(`detail-${language}.png`), { fullPage: true });

    // Another language chosen in the app: the notice already loaded comes again in it, not from the cache.
    const other = language === 'ru' ? ({ code: 'zh', label: '中文' } as const) : ({ code: 'ru', label: 'Русский' } as const);
    await visit(page, '/setting');
    await page.getByRole('radio', { name: other.label }).check();
    await expect(page.locator('html')).toHaveAttribute('lang', other.code);
    await visit(page, `/notices/${welcome.id}`);
    await expect(page.locator('article h1')).toHaveText(launchNotices[0]![other.code]!.title);
    await expect(page.locator('article h1')).toHaveAttribute('lang', other.code);
  });
}
