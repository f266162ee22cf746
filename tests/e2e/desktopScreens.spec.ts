import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { clippedTexts, expectNoSidewaysOverflow } from './support/layoutChecks';
import { mouseDrag } from './support/dragCard';
import { startGuest } from './support/startGuest';
import { lookShot } from './support/lookShot';

// The lobby, team and collection stories run once, on a phone (lobby.spec.ts, teams/teams.spec.ts,
// cards/collection.spec.ts): at 1280 px they repeated the same steps. What differs on a desktop is the layout and
// the drag geometry, checked here in one pass: each screen fits, nothing is cut off, and a mouse drag places a card.
test.use({ viewport: { width: 1280, height: 900 } });
// A backstop for a loaded CI machine (software GL, a guest, five screens); a passing run waits on state only.
test.setTimeout(240_000);

/** The screen fits the desktop: nothing sideways, no text cut off in `scope`; then a full-page screenshot. */
async function expectFits(page: Page, testInfo: TestInfo, name: string, scope = 'main'): Promise<void> {
  await expectNoSidewaysOverflow(page);
  expect(await clippedTexts(page, scope)).toEqual([]);
  await lookShot(page, testInfo.outputPath(`${name}-1280.png`), { fullPage: true });
}

test('on a 1280 px desktop the lobby, the team editor (mouse drag), the collection with its card sheet and the presets fit', async ({ page }, testInfo) => {
  await page.goto('/main');
  await expect(page.locator('.player-header[data-state="signed-out"]')).toBeVisible();
  await page.getByTestId('battle-action').click();
  await expect(page.getByRole('dialog', { name: 'Choose a battle' }).locator('[data-mode]')).toHaveCount(4);
  await page.keyboard.press('Escape');
  await expectFits(page, testInfo, '1-lobby-visitor');

  await startGuest(page);
  await page.goto('/my-team');
  await expect(page.getByTestId('card-tray').locator('.unit-tile')).toHaveCount(7);
  const tray = (cardId: string) => page.getByTestId('card-tray').locator(`.unit-tile[data-card-id=${cardId}]`).first();
  const cell = (slot: number) => page.locator(`.deploy-cell[data-slot="${slot}"]`);
  await mouseDrag(page, tray('iron_recruit'), cell(0));
  await expect(cell(0).locator('.unit-tile')).toHaveAttribute('data-card-id', 'iron_recruit');
  await mouseDrag(page, tray('village_militia'), cell(1));
  await expect(page.locator('[data-synergy=warrior_synergy]')).toHaveAttribute('data-level', '1');
  await page.getByTestId('team-name').fill('Desk');
  await page.getByTestId('save-team').click();
  await expect(page.getByTestId('team-notice')).toHaveText('Saved “Desk” in slot 1.');
  await expectFits(page, testInfo, '2-my-team');

  await page.goto('/main');
  await expect(page.getByRole('region', { name: 'Your team' })).toHaveAttribute('data-state', 'team');
  await expectFits(page, testInfo, '3-lobby-guest');

  await page.goto('/my-card-list');
  const grid = page.getByTestId('card-grid');
  await expect(grid.locator('.card-face')).toHaveCount(6);
  await expectFits(page, testInfo, '4-my-card-list');
  await grid.locator('[data-card-id=iron_recruit]').click();
  const sheet = page.getByRole('dialog', { name: 'Iron Recruit' });
  await expect(sheet.getByTestId('level-up-cost')).toBeVisible();
  const box = (await sheet.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(1280);
  await expectFits(page, testInfo, '5-card-sheet', '[role=dialog]');
  await sheet.getByRole('button', { name: 'Close' }).click();

  await page.goto('/preset-teams');
  await expect(page.getByTestId('preset-human').locator('img')).toHaveCount(6);
  await expectFits(page, testInfo, '6-presets');
});
