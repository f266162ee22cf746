import { expect, test, type Locator } from '@playwright/test';
import { chooseLanguage } from '../support/chooseLanguage';
import { startGuest } from '../support/startGuest';

/** How many lines a text element's words take: its height in lines of its own line height. */
function lineCount(element: Locator): Promise<number> {
  return element.evaluate((el) => {
    const style = getComputedStyle(el);
    const line = Number.parseFloat(style.lineHeight) || Number.parseFloat(style.fontSize) * 1.2;
    return Math.round(el.getBoundingClientRect().height / line);
  });
}

test.use({ viewport: { width: 390, height: 844 } });

test('in Russian on a phone the launch panel\'s cost is one unit on one line, and a ranking shows its boards once, its own link in view', async ({ page }, testInfo) => {
  await startGuest(page);
  await chooseLanguage(page, 'Русский');

  await page.goto('/activity-levels');
  const cost = page.getByTestId('launch-cost');
  await expect(cost).toHaveText(/^\d+ выносливости$/);
  await cost.scrollIntoViewIfNeeded();
  expect(await lineCount(cost)).toBe(1);
  await page.getByTestId('launch').screenshot({ path: testInfo.outputPath('launch-ru-390.png') });

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/online-user-rank');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The Ranks tab's own links (section links on a phone, the rail on a desktop) are the only way to the other boards
    // (the tab itself leads to the rating board, so that one is not counted).
    await expect(page.locator('a[href="/online-team-rank"]:visible')).toHaveCount(1);
    await expect(page.locator('a[href="/online-user-rank"]:visible')).toHaveCount(1);
    await page.screenshot({ path: testInfo.outputPath(`ranking-ru-${width}.png`) });
  }
  // The phone's row of section links scrolls to the current screen: the third board's link shows whole.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/online-team-rank');
  await expect(page.locator('.section-links a[aria-current=page]')).toBeInViewport({ ratio: 0.99 });
  await page.screenshot({ path: testInfo.outputPath('team-ranking-ru-390.png') });
});
