import { expect, test, type Page } from '@playwright/test';
import { switchLanguage } from '../support/chooseLanguage';
import { startGuest } from '../support/startGuest';
import { lookShot } from '../support/lookShot';

/** The feed's Live badge and the page title, as boxes. */
async function boxes(page: Page) {
  const badge = page.getByTestId('feed-state');
  await expect(badge).toHaveAttribute('data-connected', 'true');
  const title = await page.getByRole('heading', { level: 1 }).boundingBox();
  const live = await badge.boundingBox();
  return { title: title!, live: live! };
}

// On a phone the badge wrapped alone onto its own line under the filter pills (en and ru): it sits beside the title.
test('spectate: the Live badge sits beside the title at 390 and 1280 px in en, ru and zh', async ({ page }) => {
  await startGuest(page);
  for (const [language, label] of [['en', 'English'], ['ru', 'Русский'], ['zh', '中文']] as const) {
    if (language !== 'en') await switchLanguage(page, label);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await page.goto('/spectate');
      const { title, live } = await boxes(page);
      const where = `${language} ${width}`;
      expect(live.x, where).toBeGreaterThan(title.x + title.width - 1);
      expect(live.y + live.height / 2, where).toBeGreaterThan(title.y);
      expect(live.y + live.height / 2, where).toBeLessThan(title.y + title.height);
      await lookShot(page, `test-results/looks5/spectate-${language}-${width}.png`);
    }
  }
});
