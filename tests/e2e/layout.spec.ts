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

  test('the header keeps the current page link in view', async ({ page }) => {
    await page.goto('/setting?lng=ru');
    await expect(page.getByRole('heading', { level: 1, name: 'Настройки' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Навигация' });
    const current = nav.getByRole('link', { name: 'Настройки' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    // The link lies fully inside the navigation's visible box (the links scroll sideways on a phone).
    await expect
      .poll(async () => {
        const [link, box] = await Promise.all([current.boundingBox(), nav.boundingBox()]);
        return Boolean(link && box && link.x >= box.x - 1 && link.x + link.width <= box.x + box.width + 1);
      })
      .toBe(true);
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
