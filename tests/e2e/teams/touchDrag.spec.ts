import { expect, test, type CDPSession, type Locator, type Page } from '@playwright/test';
import { startGuest } from '../support/startGuest';

/**
 * A phone: touch only, 390 px wide, as the editor is used inside Telegram; tall enough that the whole editor fits
 * without scrolling. The editor auto-scrolls while a finger is held near the screen's edge (dnd-kit), and on a
 * loaded machine the page then moved under a scripted finger between two touch events, so the drop missed.
 */
test.use({ viewport: { width: 390, height: 3600 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
test.setTimeout(180_000);

const cell = (page: Page, slot: number) => page.locator(`.deploy-cell[data-slot="${slot}"]`);
const trayTile = (page: Page, cardId: string) => page.getByTestId('card-tray').locator(`.unit-tile[data-card-id=${cardId}]`).first();
const synergy = (page: Page, id: string) => page.locator(`[data-synergy=${id}]`);

async function centre(target: Locator): Promise<{ x: number; y: number }> {
  const box = (await target.boundingBox())!;
  return { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2) };
}

/**
 * A finger drag through the browser's own touch input (CDP touch events, so the page sees real touchstart /
 * touchmove / touchend): press and hold until the editor's touch sensor picks the card up (its hold delay; the
 * drag ghost shows), slide over the cell, lift.
 */
async function touchDrag(page: Page, cdp: CDPSession, from: Locator, to: Locator): Promise<void> {
  // Nothing to scroll: a page that could scroll would let the editor's edge auto-scroll move it mid-drag.
  expect(await page.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight)).toBe(true);
  const a = await centre(from);
  const b = await centre(to);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: a.x, y: a.y, id: 1 }] });
  // Held still, the card lifts after the sensor's delay: wait for the ghost, not for a fixed time.
  await expect(page.locator('.drag-ghost')).toBeVisible();
  const steps = 10;
  for (let i = 1; i <= steps; i++) {
    const x = Math.round(a.x + ((b.x - a.x) * i) / steps);
    const y = Math.round(a.y + ((b.y - a.y) * i) / steps);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y, id: 1 }] });
  }
  await expect(to).toHaveAttribute('data-over', 'true');
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await expect(page.locator('.drag-ghost')).toHaveCount(0);
}

test('a finger drags cards from the tray onto the grid and the synergy counters follow', async ({ page }, testInfo) => {
  const cdp = await page.context().newCDPSession(page);
  await startGuest(page);
  await page.goto('/my-team');
  await expect(page.getByRole('heading', { level: 1, name: 'My team' })).toBeVisible();
  await expect(page.getByTestId('card-tray').locator('.unit-tile')).toHaveCount(7);
  await expect(synergy(page, 'warrior_synergy')).toHaveAttribute('data-count', '0');

  await touchDrag(page, cdp, trayTile(page, 'iron_recruit'), cell(page, 0));
  await expect(cell(page, 0).locator('.unit-tile')).toHaveAttribute('data-card-id', 'iron_recruit');
  await expect(synergy(page, 'warrior_synergy')).toHaveAttribute('data-count', '1');
  await expect(synergy(page, 'warrior_synergy')).toHaveAttribute('data-level', '0');

  // The second warrior reaches the first threshold (2): the counter and the active state change.
  await touchDrag(page, cdp, trayTile(page, 'village_militia'), cell(page, 5));
  await expect(cell(page, 5).locator('.unit-tile')).toHaveAttribute('data-card-id', 'village_militia');
  await expect(synergy(page, 'warrior_synergy')).toHaveAttribute('data-count', '2');
  await expect(synergy(page, 'warrior_synergy')).toHaveAttribute('data-level', '1');
  await expect(synergy(page, 'human_synergy')).toHaveAttribute('data-level', '1');

  // A placed card dragged by finger to another cell moves; dragged back to the tray it leaves the board.
  await touchDrag(page, cdp, cell(page, 5).locator('.unit-tile'), cell(page, 2));
  await expect(cell(page, 2).locator('.unit-tile')).toHaveAttribute('data-card-id', 'village_militia');
  await expect(page.locator('.deploy-cell.filled')).toHaveCount(2);
  await touchDrag(page, cdp, cell(page, 2).locator('.unit-tile'), page.getByTestId('card-tray'));
  await expect(page.locator('.deploy-cell.filled')).toHaveCount(1);
  await expect(synergy(page, 'warrior_synergy')).toHaveAttribute('data-level', '0');

  // The page did not scroll sideways or zoom while dragging.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: testInfo.outputPath('touch-editor-phone.png'), fullPage: true });
});
