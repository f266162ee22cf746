import { expect, test, type Page } from '@playwright/test';
import { touchDrag } from '../support/dragCard';
import { startGuest } from '../support/startGuest';
import { lookShot } from '../support/lookShot';

/**
 * A phone: touch only, 390 × 844 px, as the editor is used inside Telegram. Each drag starts and ends outside the
 * editor's auto-scroll bands at the window's edges, and checks that the page did not scroll (support/dragCard.ts).
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
test.setTimeout(180_000);

const cell = (page: Page, slot: number) => page.locator(`.deploy-cell[data-slot="${slot}"]`);
const trayTile = (page: Page, cardId: string) => page.getByTestId('card-tray').locator(`.unit-tile[data-card-id=${cardId}]`).first();
const synergy = (page: Page, id: string) => page.locator(`[data-synergy=${id}]`);

test('a finger drags cards from the tray onto the grid and the synergy counters follow', async ({ page }, testInfo) => {
  await startGuest(page);
  await page.goto('/my-team');
  await expect(page.getByRole('heading', { level: 1, name: 'My team' })).toBeVisible();
  await expect(page.getByTestId('card-tray').locator('.unit-tile')).toHaveCount(7);
  await expect(synergy(page, 'warrior_synergy')).toHaveAttribute('data-count', '0');

  await touchDrag(page, trayTile(page, 'iron_recruit'), cell(page, 0));
  await expect(cell(page, 0).locator('.unit-tile')).toHaveAttribute('data-card-id', 'iron_recruit');
  await expect(synergy(page, 'warrior_synergy')).toHaveAttribute('data-count', '1');
  await expect(synergy(page, 'warrior_synergy')).toHaveAttribute('data-level', '0');

  // The second warrior reaches the first threshold (2): the counter and the active state change.
  await touchDrag(page, trayTile(page, 'village_militia'), cell(page, 5));
  await expect(cell(page, 5).locator('.unit-tile')).toHaveAttribute('data-card-id', 'village_militia');
  await expect(synergy(page, 'warrior_synergy')).toHaveAttribute('data-count', '2');
  await expect(synergy(page, 'warrior_synergy')).toHaveAttribute('data-level', '1');
  await expect(synergy(page, 'human_synergy')).toHaveAttribute('data-level', '1');

  // A placed card dragged by finger to another cell moves; dragged back to the tray it leaves the board.
  await touchDrag(page, cell(page, 5).locator('.unit-tile'), cell(page, 2));
  await expect(cell(page, 2).locator('.unit-tile')).toHaveAttribute('data-card-id', 'village_militia');
  await expect(page.locator('.deploy-cell.filled')).toHaveCount(2);
  await touchDrag(page, cell(page, 2).locator('.unit-tile'), page.getByTestId('card-tray'));
  await expect(page.locator('.deploy-cell.filled')).toHaveCount(1);
  await expect(synergy(page, 'warrior_synergy')).toHaveAttribute('data-level', '0');

  // The page did not scroll sideways or zoom while dragging.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await lookShot(page, testInfo.outputPath('touch-editor-phone.png'), { fullPage: true });
});
