import { expect, test } from '@playwright/test';
import { lookShot } from './support/lookShot';

test('switching to ru in /setting persists across a reload', async ({ page }, testInfo) => {
  await page.goto('/setting');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await page.getByRole('radio', { name: 'Русский' }).check();
  await expect(page.getByRole('heading', { level: 1, name: 'Настройки' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('ru');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Настройки' })).toBeVisible();
  await page.goto('/');
  await expect(page.getByText('Первая коллекционная карточная игра')).toBeVisible();
  await lookShot(page, testInfo.outputPath('home-ru.png'));

  await page.goto('/setting');
  await page.getByRole('radio', { name: '中文' }).check();
  await expect(page.getByRole('heading', { level: 1, name: '设置' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: '设置' })).toBeVisible();
});

test.describe('with a Russian browser', () => {
  test.use({ locale: 'ru-RU' });

  test('the navigator language is detected (ru-RU -> ru) when nothing is cached', async ({ page }) => {
    await page.goto('/setting');
    await expect(page.getByRole('heading', { level: 1, name: 'Настройки' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('ru');
  });
});

test('the lng query parameter wins over the cached language', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'ru'));
  await page.goto('/setting?lng=zh');
  await expect(page.getByRole('heading', { level: 1, name: '设置' })).toBeVisible();
});

test('a translation load failing twice with 500 is retried and then shows the translated text', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'ru'));
  const attempts: number[] = [];
  await page.route('**/locales/ru/ui.json', async (route) => {
    attempts.push(Date.now());
    if (attempts.length <= 2) await route.fulfill({ status: 500, body: 'boom' });
    else await route.continue();
  });
  await page.goto('/setting');
  await expect(page.getByRole('heading', { level: 1, name: 'Настройки' })).toBeVisible();
  expect(attempts).toHaveLength(3);
  // Back-off: 350 ms before the first retry, doubled (700 ms) before the second.
  expect(attempts[1]! - attempts[0]!).toBeGreaterThanOrEqual(300);
  expect(attempts[2]! - attempts[1]!).toBeGreaterThanOrEqual(650);
});

test('a 404 is not retried, is logged as a failed load, and English is the fallback', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'ru'));
  let attempts = 0;
  await page.route('**/locales/ru/ui.json', async (route) => {
    attempts++;
    await route.fulfill({ status: 404, body: 'not here' });
  });
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto('/setting');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await page.waitForTimeout(1200);
  expect(attempts).toBe(1);
  expect(warnings.some((w) => w.includes('failed loading /locales/ru/ui.json') && w.includes('404'))).toBe(true);
});

test('a translation file that is not JSON is logged as a parse failure', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'ru'));
  await page.route('**/locales/ru/ui.json', (route) => route.fulfill({ status: 200, body: '{ not json', contentType: 'application/json' }));
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto('/setting');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect.poll(() => warnings.some((w) => w.includes('failed parsing /locales/ru/ui.json to json'))).toBe(true);
});
