import { expect, test } from '@playwright/test';
import { layoutShiftOf, watchLayoutShift } from '../support/layoutShift';
import { lookShot } from '../support/lookShot';

/**
 * A new player still in the first-run guide reloads the lobby: the guide's card holds its place from the first
 * paint (its height remembered on this device), so /main does not shift as the account and the guide arrive
 * (the layout-shift check of launch.spec.ts, for a player in the guide).
 */
test.setTimeout(180_000);

test.beforeEach(async ({ page }) => {
  await watchLayoutShift(page);
});

for (const width of [390, 1280]) {
  test(`/main does not shift on a reload for a player in the guide (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/new-player');
    await page.getByRole('button', { name: 'Play as guest' }).click();
    await expect(page).toHaveURL(/\/main$/);
    const coach = page.getByTestId('first-run');
    await expect(coach).toHaveAttribute('data-step', 'fight');
    // The lobby as the player saw it, the team (and the card's synergy line) drawn.
    await expect(page.locator('.lobby-team[aria-busy="true"]')).toHaveCount(0);

    // Slow the session answer so the loading state is painted first, as on a phone network.
    await page.route('**/api/account/session', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.continue();
    });
    await page.reload();
    await expect(page.locator('.player-header[data-state="signed-in"]')).toBeVisible();
    await expect(coach).toHaveAttribute('data-step', 'fight');
    await expect(page.getByRole('list', { name: 'Battles' }).locator('.mode-choice')).toHaveCount(4);
    await expect(page.locator('.lobby-team[aria-busy="true"]')).toHaveCount(0);
    expect(await layoutShiftOf(page)).toBeLessThan(0.001);
    await lookShot(page, test.info().outputPath(`main-guide-${width}.png`));
  });
}
