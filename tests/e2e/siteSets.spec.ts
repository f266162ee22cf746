import { expect, test } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config';

// Chromium maps *.tcg.test, tcg.game and *.tcg.game to 127.0.0.1 (--host-resolver-rules in the config), so
// the browser sends the real Host header and the client picks its site set from location.host.
const at = (host: string, path = '/') => `http://${host}:${E2E_PORT}${path}`;
const HOME_TEXT = 'The first trading card game made from AI-generated content.';

test.describe('site sets by host', () => {
  for (const host of ['www.tcg.test', 'w.tcg.test', 'tcg.game']) {
    test(`${host} serves the public site`, async ({ page }) => {
      await page.goto(at(host));
      await expect(page.getByText(HOME_TEXT)).toBeVisible();
      await expect(page.locator('.app')).toHaveAttribute('data-site-set', 'public');
      // Play leaves for the app host of the same domain, whose new-player page starts a guest by itself (one tap).
      const bare = host.replace(/^(www|w)\./, '');
      await expect(page.getByRole('main').getByRole('link', { name: 'Play', exact: true })).toHaveAttribute('href', `http://app.${bare}:${E2E_PORT}/new-player?start=1`);
      await expect(page.getByRole('navigation', { name: 'Navigation' }).getByRole('link', { name: 'Play', exact: true })).toHaveAttribute('href', `http://app.${bare}:${E2E_PORT}/`);
      if (host === 'www.tcg.test') {
        await page.getByRole('main').getByRole('link', { name: 'Play', exact: true }).click();
        await expect(page).toHaveURL(at('app.tcg.test', '/main'));
        await expect(page.getByRole('heading', { level: 1, name: 'Main' })).toBeVisible();
        await expect(page.getByRole('region', { name: 'Player' })).toHaveAttribute('data-state', 'signed-in');
      }
      await page.goto(at(host, '/whitelist'));
      await expect(page.getByRole('heading', { level: 1, name: 'Address whitelist' })).toBeVisible();
      // App screens do not exist here: redirected to the home page.
      await page.goto(at(host, '/my-team'));
      await expect(page).toHaveURL(at(host, '/'));
      await expect(page.getByText(HOME_TEXT)).toBeVisible();
    });
  }

  for (const host of ['app.tcg.test', 'a.tcg.test']) {
    test(`${host} serves the app, / being the main screen`, async ({ page }) => {
      await page.goto(at(host));
      await expect(page.getByRole('heading', { level: 1, name: 'Main' })).toBeVisible();
      await expect(page.locator('.app')).toHaveAttribute('data-site-set', 'app');
      await page.goto(at(host, '/my-battles'));
      await expect(page.getByRole('heading', { level: 1, name: 'My battles' })).toBeVisible();
      // The public-only whitelist page is not part of the app set.
      await page.goto(at(host, '/whitelist'));
      await expect(page).toHaveURL(at(host, '/'));
      await expect(page.getByRole('heading', { level: 1, name: 'Main' })).toBeVisible();
    });
  }

  test('another host merges both sets: / is the home page, /main the app', async ({ page }) => {
    await page.goto(at('preview.tcg.test'));
    await expect(page.getByText(HOME_TEXT)).toBeVisible();
    await expect(page.locator('.app')).toHaveAttribute('data-site-set', 'merged');
    await page.goto(at('preview.tcg.test', '/main'));
    await expect(page.getByRole('heading', { level: 1, name: 'Main' })).toBeVisible();
    await page.goto(at('preview.tcg.test', '/whitelist'));
    await expect(page.getByRole('heading', { level: 1, name: 'Address whitelist' })).toBeVisible();
  });
});
