import { expect, test } from '@playwright/test';
import { clippedTexts, expectNoSidewaysOverflow } from '../support/layoutChecks';
import { startGuest } from '../support/startGuest';
import { lookShot } from '../support/lookShot';

test.use({ viewport: { width: 390, height: 844 } });
test.setTimeout(180_000);

test('the team story in Russian at 390 px: language chosen in /setting, editor (a drag announced in Russian), collection and card detail fit', async ({ page }, testInfo) => {
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
  // A keyboard drag is announced in Russian, naming the card and the place (the tray it was lifted from), no English.
  const live = page.locator('[id^="DndLiveRegion"]');
  const next = page.getByTestId('card-tray').locator('.unit-tile').first();
  const name = (await next.locator('.unit-name').textContent())!.trim();
  await next.focus();
  await page.keyboard.press('Space');
  await expect(live).toHaveText(new RegExp(`^(Карта «${name}» взята|«${name}» над клеткой: .+)\\.$`));
  // The keyboard sensor listens for the drop key a task after the pick-up (phoneEditor.spec.ts): two frames.
  await page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));
  await page.keyboard.press('Space');
  await expect(live).toHaveText(new RegExp(`^«${name}» поставлена: Ваши карты\\.$`));
  const odds = page.getByTestId('win-odds');
  await odds.getByRole('button', { name: /^Сыграть/ }).click();
  await expect(odds).toHaveAttribute('data-phase', 'done', { timeout: 60_000 });
  await expectNoSidewaysOverflow(page);
  expect(await clippedTexts(page, 'main')).toEqual([]);
  await lookShot(page, testInfo.outputPath('ru-my-team-390.png'), { fullPage: true });

  await page.goto('/my-card-list');
  await expect(page.getByTestId('card-grid').locator('.card-face').first()).toBeVisible();
  await expectNoSidewaysOverflow(page);
  expect(await clippedTexts(page, 'main')).toEqual([]);
  await lookShot(page, testInfo.outputPath('ru-my-card-list-390.png'), { fullPage: true });

  await page.getByTestId('card-grid').locator('[data-card-id=iron_recruit]').click();
  const sheet = page.getByRole('dialog');
  await expect(sheet.getByTestId('level-up-cost')).toBeVisible();
  expect(await clippedTexts(page, '[role=dialog]')).toEqual([]);
  const sheetBox = (await sheet.boundingBox())!;
  expect(sheetBox.x).toBeGreaterThanOrEqual(0);
  expect(sheetBox.x + sheetBox.width).toBeLessThanOrEqual(390);
  await lookShot(page, testInfo.outputPath('ru-card-detail-390.png'));
  await lookShot(sheet, testInfo.outputPath('ru-card-detail-sheet-390.png'));
});
