import { expect, test } from '@playwright/test';
import { ROUTE_EXPECTATIONS } from './support/screens';
import { lookShot } from './support/lookShot';

test.describe('every route renders its screen (merged host)', () => {
  // One page tours every route, each a step of its own (a failure names the route): a fresh browser context per
  // route re-fetched and re-compiled the whole client 31 times, which was most of this file's time.
  test('every route shows its screen', async ({ page }, testInfo) => {
    test.setTimeout(ROUTE_EXPECTATIONS.length * 30_000);
    for (const route of ROUTE_EXPECTATIONS) {
      await test.step(`${route.path} shows its screen`, async () => {
        await page.goto(route.path);
        await expect(page).toHaveURL(new RegExp(`${route.path}$`));
        // Every screen of SPEC §2 is built: none may fall back to a placeholder.
        await expect(page.getByText(route.heading, { exact: false }).locator('visible=true').first()).toBeVisible();
        await expect(page.getByText('Coming soon', { exact: true })).toHaveCount(0);
        // The page frame is there too: header navigation and footer.
        await expect(page.getByRole('navigation', { name: 'Navigation' })).toBeVisible();
        await expect(page).toHaveTitle(/· TCG$/);
        await lookShot(page, testInfo.outputPath(`screen${route.path.replaceAll('/', '-')}.png`));
      });
    }
  });

  test('the notice detail route renders a notice', async ({ page }) => {
    await page.goto('/notices/1');
    await expect(page.getByRole('link', { name: /All notices/ })).toBeVisible();
    await expect(page.locator('article h1')).toHaveText(/\S/);
    await expect(page.getByText(/^Published /)).toBeVisible();
  });

  test('an unknown path redirects to /', async ({ page }) => {
    await page.goto('/no-such-screen/at/all?x=1');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('The first trading card game made from AI-generated content.')).toBeVisible();
  });

  test('Play on the home page starts a guest and opens the app main screen', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await expect(page).toHaveURL(/\/main$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Main' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Player' })).toHaveAttribute('data-state', 'signed-in');
  });

  test('a screen is loaded as its own chunk only when visited', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/main');
    await expect(page.getByRole('heading', { level: 1, name: 'Main' })).toBeVisible();
    // A screen a signed-out visitor may open (the card and team screens now send them to sign in first).
    expect(scripts.some((s) => s.includes('ActivityLevelsScreen'))).toBe(false);
    await page.locator('[data-lobby-mode=campaign]').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Campaign' })).toBeVisible();
    expect(scripts.some((s) => /\/assets\/ActivityLevelsScreen-[\w-]+\.js$/.test(s))).toBe(true);
  });
});
