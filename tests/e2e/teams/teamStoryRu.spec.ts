import { expect, test, type Page } from '@playwright/test';
import { startGuest } from '../support/startGuest';

/** Elements whose content is wider than their box and cut off (hidden, clipped or ellipsis), as "tag.class: text". */
async function clippedTexts(page: Page, scope: string): Promise<string[]> {
  return page.locator(scope).evaluateAll((roots) => {
    const found: string[] = [];
    for (const root of roots) {
      for (const el of [root, ...root.querySelectorAll<HTMLElement>('*')] as HTMLElement[]) {
        const style = getComputedStyle(el);
        // Screen-reader-only labels are clipped on purpose.
        if (style.display === 'none' || style.visibility === 'hidden' || el.closest('[aria-hidden=true], .sr-only')) continue;
        const clips = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';
        // Scrollers (the tray, the board) are meant to be wider than their box.
        const scrolls = style.overflowX === 'auto' || style.overflowX === 'scroll';
        if (clips && !scrolls && el.scrollWidth > el.clientWidth + 1 && (el.textContent ?? '').trim() !== '') {
          found.push(`${el.tagName.toLowerCase()}.${[...el.classList].join('.')}: ${(el.textContent ?? '').trim().slice(0, 40)}`);
        }
      }
    }
    return found;
  });
}

/** Nothing sticks out of a 390 px page sideways. */
async function expectNoSidewaysOverflow(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const wide = await page.locator('main *').evaluateAll((els) => els.filter((el) => el.getBoundingClientRect().right > 391 && getComputedStyle(el).position !== 'fixed' && !el.closest('[data-testid=card-tray], .tray-scroll')).map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`));
  expect(wide).toEqual([]);
}

test.use({ viewport: { width: 390, height: 844 } });
test.setTimeout(180_000);

test('the team story in Russian at 390 px: language chosen in /setting, editor, collection and card detail fit', async ({ page }, testInfo) => {
  await startGuest(page);
  // A signed-in player's profile language wins over ?lng: switch it where a player does.
  await page.goto('/setting');
  await page.getByRole('radio', { name: 'Русский' }).check();
  await expect(page.getByRole('heading', { name: 'Язык', exact: true })).toBeVisible();

  await page.goto('/my-team');
  await expect(page.getByRole('heading', { level: 1, name: 'Моя команда' })).toBeVisible();
  await expect(page.getByTestId('card-tray').locator('.unit-tile')).toHaveCount(7);
  // Place two warriors by tap so the synergy panel shows an active line in Russian.
  await page.getByTestId('card-tray').locator('.unit-tile[data-card-id=iron_recruit]').first().click();
  await page.locator('.deploy-cell[data-slot="0"]').getByRole('button').click();
  await page.getByTestId('card-tray').locator('.unit-tile[data-card-id=village_militia]').first().click();
  await page.locator('.deploy-cell[data-slot="1"]').getByRole('button').click();
  await expect(page.locator('[data-synergy=warrior_synergy]')).toHaveAttribute('data-level', '1');
  const odds = page.getByTestId('win-odds');
  await odds.getByRole('button', { name: /^Сыграть/ }).click();
  await expect(odds).toHaveAttribute('data-phase', 'done', { timeout: 60_000 });
  await expectNoSidewaysOverflow(page);
  expect(await clippedTexts(page, 'main')).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('ru-my-team-390.png'), fullPage: true });

  await page.goto('/my-card-list');
  await expect(page.getByTestId('card-grid').locator('.card-face').first()).toBeVisible();
  await expectNoSidewaysOverflow(page);
  expect(await clippedTexts(page, 'main')).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('ru-my-card-list-390.png'), fullPage: true });

  await page.getByTestId('card-grid').locator('[data-card-id=iron_recruit]').click();
  const sheet = page.getByRole('dialog');
  await expect(sheet.getByTestId('level-up-cost')).toBeVisible();
  expect(await clippedTexts(page, '[role=dialog]')).toEqual([]);
  const sheetBox = (await sheet.boundingBox())!;
  expect(sheetBox.x).toBeGreaterThanOrEqual(0);
  expect(sheetBox.x + sheetBox.width).toBeLessThanOrEqual(390);
  await page.screenshot({ path: testInfo.outputPath('ru-card-detail-390.png') });
  await sheet.screenshot({ path: testInfo.outputPath('ru-card-detail-sheet-390.png') });
});
