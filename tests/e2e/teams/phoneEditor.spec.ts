import { expect, test } from '@playwright/test';
import { chooseLanguage } from '../support/chooseLanguage';
import { startGuest } from '../support/startGuest';
import { lookShot } from '../support/lookShot';

test.use({ viewport: { width: 390, height: 844 } });

test('on a 390 × 844 phone the board and the tray are in view together, a tap placement keeps the page still, and a drag is announced by card and cell', async ({ page }, testInfo) => {
  await startGuest(page);
  await page.goto('/my-team');
  const tray = page.getByTestId('card-tray');
  await expect(tray.locator('.unit-tile')).toHaveCount(7);

  // The board's top just under the sticky header: the tray's cards are above the tab bar on the same screen.
  const headerBottom = await page.locator('.app-header').evaluate((el) => el.getBoundingClientRect().bottom);
  await page.locator('.deploy-board').evaluate((el, header) => window.scrollBy(0, el.getBoundingClientRect().top - header - 4), headerBottom);
  const board = (await page.locator('.deploy-board').boundingBox())!;
  const card = (await tray.locator('.unit-tile').first().boundingBox())!;
  const tabBarTop = await page.locator('nav.game-nav').evaluate((el) => el.getBoundingClientRect().top);
  expect(board.y).toBeGreaterThanOrEqual(headerBottom - 1);
  expect(card.y + card.height).toBeLessThanOrEqual(tabBarTop);
  await lookShot(page, testInfo.outputPath('editor-390.png'));

  // Tap a card, then a cell: it is placed and the page stays where it was.
  const before = await page.evaluate(() => window.scrollY);
  const first = tray.locator('.unit-tile').first();
  const cardId = await first.getAttribute('data-card-id');
  await first.click();
  await page.locator('.deploy-cell[data-slot="0"] .cell-button').click();
  await expect(page.locator('.deploy-cell[data-slot="0"] .unit-tile')).toHaveAttribute('data-card-id', cardId!);
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThanOrEqual(1);

  // A keyboard drag: the live region names the card and the cell, in words (never "copy:…" or "cell:3").
  const live = page.locator('[id^="DndLiveRegion"]');
  const next = tray.locator('.unit-tile').first();
  const name = (await next.locator('.unit-name').textContent())!.trim();
  await next.focus();
  await page.keyboard.press('Space');
  // The start is announced, then at once where the card hovers (over the tray it was lifted from).
  await expect(live).toHaveText(new RegExp(`^(Picked up ${name}|${name} is over .+)\\.$`));
  // dnd-kit's keyboard sensor starts listening for the drop key a task after the pick-up is announced: a Space
  // pressed at once reaches the page (it scrolls) and the card stays lifted. Let two frames pass, as teams.spec.ts.
  await page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));
  await page.keyboard.press('Space');
  await expect(live).toHaveText(new RegExp(`^${name} dropped on .+\\.$`));
  await expect(live).not.toContainText(/copy:|cell:/);
});

test('in Chinese a drag is announced by card and cell in Chinese, with no English and no internal id', async ({ page }) => {
  await startGuest(page);
  await chooseLanguage(page, '中文');
  await page.goto('/my-team');
  await expect(page.getByRole('heading', { level: 1, name: '我的队伍' })).toBeVisible();
  const tray = page.getByTestId('card-tray');
  await expect(tray.locator('.unit-tile')).toHaveCount(7);
  const live = page.locator('[id^="DndLiveRegion"]');
  const next = tray.locator('.unit-tile').first();
  const name = (await next.locator('.unit-name').textContent())!.trim();
  await next.focus();
  await page.keyboard.press('Space');
  await expect(live).toHaveText(new RegExp(`^(已拿起${name}|${name}位于.+上方)。$`));
  // The keyboard sensor listens for the drop key a task after the pick-up (above): two frames.
  await page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));
  await page.keyboard.press('Space');
  await expect(live).toHaveText(new RegExp(`^${name}已放到.+。$`));
  await expect(live).not.toContainText(/copy:|cell:|[A-Za-z]{3,}/);
});
