import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { lookShot } from './support/lookShot';

/** Arms the test hooks (docs/CLIENT.md) for this page before any of its scripts run. */
async function armHooks(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('tcg:test-hooks', '1'));
}

/** Counts main-frame navigations (loads and reloads) after the first. */
function countNavigations(page: Page): () => number {
  let count = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) count++;
  });
  return () => count;
}

test('a render error shows the error boundary screen, and Refresh page reloads', async ({ page }, testInfo) => {
  await armHooks(page);
  await page.goto('/notices?tcgFail=render');
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByText('Test hook: render failure')).toBeVisible();
  await lookShot(page, testInfo.outputPath('boundary.png'));
  const navigations = countNavigations(page);
  await page.getByRole('button', { name: 'Refresh page' }).click();
  await expect.poll(navigations).toBe(1);
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
});

/** The shipped ui texts of a language (what the crash screen must say). */
function uiTexts(language: string): { errors: { somethingWrong: string; codes: { network: string } } } {
  return JSON.parse(readFileSync(new URL(`../../public/locales/${language}/ui.json`, import.meta.url), 'utf8'));
}

for (const language of ['en', 'ru', 'zh']) {
  test(`an API error in a render is worded in the player's language (${language}), not in its English message`, async ({ page }, testInfo) => {
    await armHooks(page);
    const texts = uiTexts(language);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await page.goto(`/notices?tcgFail=api&lng=${language}`);
      await expect(page.getByRole('heading', { name: texts.errors.somethingWrong })).toBeVisible();
      await expect(page.locator('.error-message')).toHaveText(texts.errors.codes.network);
      await expect(page.getByText('The server could not be reached', { exact: true })).toHaveCount(0);
      await lookShot(page, testInfo.outputPath(`api-error-${language}-${width}.png`));
    }
  });
}

test('the error boundary keeps the page frame and recovers on navigation', async ({ page }) => {
  await armHooks(page);
  await page.goto('/notices?tcgFail=render');
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Navigation' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Navigation' }).getByRole('link', { name: 'Battle', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Main' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
});

test('an unhandled error shows the global error screen', async ({ page }, testInfo) => {
  await armHooks(page);
  await page.goto('/main?tcgFail=async');
  await expect(page.getByRole('heading', { name: 'An unhandled error occurred' })).toBeVisible();
  await expect(page.getByText('Test hook: asynchronous failure')).toBeVisible();
  await lookShot(page, testInfo.outputPath('unhandled.png'));
  const navigations = countNavigations(page);
  await page.getByRole('button', { name: 'Refresh page' }).click();
  await expect.poll(navigations).toBe(1);
});

test('an unhandled promise rejection shows the global error screen', async ({ page }) => {
  await armHooks(page);
  await page.goto('/main?tcgFail=rejection');
  await expect(page.getByRole('heading', { name: 'An unhandled error occurred' })).toBeVisible();
  await expect(page.getByText('Test hook: unhandled rejection')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refresh page' })).toBeVisible();
});

test('a failure of the root render shows the static fallback screen', async ({ page }, testInfo) => {
  await armHooks(page);
  await page.goto('/?tcgFail=boot');
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByText('The game could not start.')).toBeVisible();
  await expect(page.getByText('Test hook: the root render failed')).toBeVisible();
  await expect(page.locator('[data-error-screen="startup"]')).toBeVisible();
  await lookShot(page, testInfo.outputPath('static-fallback.png'));
  const navigations = countNavigations(page);
  await page.getByRole('button', { name: 'Refresh page' }).click();
  await expect.poll(navigations).toBe(1);
});

test('the hooks do nothing unless armed in localStorage', async ({ page }) => {
  for (const failure of ['render', 'api', 'async', 'boot']) {
    await page.goto(`/main?tcgFail=${failure}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Main' })).toBeVisible();
    await page.waitForTimeout(200);
    await expect(page.getByRole('alert')).toHaveCount(0);
  }
});
