import { expect, test, type Page } from '@playwright/test';

// A cheap phone is 320-360 CSS px wide, and Russian has the longest words we ship (e.g. «конфиденциальности»).
// No screen may scroll sideways there: in Telegram a sideways drag fights the mini-app's own gestures.
const NARROW = { width: 320, height: 640 };

/** How far the page is wider than the screen, in CSS px (0 when it fits). */
function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

test.describe('a 320px phone', () => {
  test.use({ viewport: NARROW });

  for (const lng of ['ru', 'zh']) {
    test(`no screen scrolls sideways in ${lng}`, async ({ page }) => {
      const screens: [path: string, heading: RegExp][] = [
        ['/main', /Меню|主菜单|菜单/],
        ['/privacy', /Политика|隐私/],
        ['/terms', /Условия|条款/],
        ['/setting', /Настройки|设置/],
        ['/email-register', /почт|邮箱/],
        ['/notices', /Объявления|公告/],
        ['/whitelist', /Белый список|白名单/],
        ['/online-card-market', /Рынок карт|卡牌市场/],
        ['/', /TCG/],
      ];
      for (const [path, heading] of screens) {
        await page.goto(`${path}?lng=${lng}`);
        await expect(page.getByRole('heading', { level: 1 }).first(), path).toHaveText(heading);
        expect(await sidewaysOverflow(page), `${path} in ${lng}`).toBe(0);
      }
    });
  }

  test('the header keeps the current page link in view, and the tab bar fits', async ({ page }) => {
    await page.goto('/setting?lng=ru');
    await expect(page.getByRole('heading', { level: 1, name: 'Настройки' })).toBeVisible();
    // Settings is the header's gear icon (named by its label), marked as the current page and wholly on screen.
    const current = page.getByRole('banner').getByRole('link', { name: 'Настройки' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).toBeInViewport({ ratio: 1 });
    // The game's tab bar: every tab lies fully inside the 320 px screen, none cut at the edge.
    const tabs = page.getByRole('navigation', { name: 'Навигация' }).locator('.game-tab');
    await expect(tabs.first()).toBeVisible();
    expect(await tabs.count()).toBeGreaterThan(1);
    for (const tab of await tabs.all()) await expect(tab).toBeInViewport({ ratio: 1 });
  });
});

test('until the entry script has run, the page shows a spinner rather than a blank screen', async ({ page }) => {
  // Hold the entry chunk back, as a slow network would.
  await page.route(/\/assets\/index-[\w-]+\.js$/, () => undefined);
  await page.goto('/main', { waitUntil: 'commit' });
  await expect(page.locator('#root .spinner')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
});

test('once the app has rendered, the start-up spinner is gone', async ({ page }) => {
  await page.goto('/main');
  await expect(page.getByRole('heading', { level: 1, name: 'Main' })).toBeVisible();
  await expect(page.locator('.spinner')).toHaveCount(0);
});
