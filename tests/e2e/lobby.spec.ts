import { expect, test } from '@playwright/test';
import { chooseLanguage } from './support/chooseLanguage';
import { startGuest } from './support/startGuest';
import { lookShot } from './support/lookShot';

// The story runs on a phone. At 1280 px it repeated the same steps; the desktop lobby (visitor and signed in) is
// checked for layout in tests/e2e/desktopScreens.spec.ts.
const name = 'phone';

test.describe('lobby on phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  // Visitor, guest, preset copy and a language switch in one story: generous under a loaded CI machine.
  test.setTimeout(180_000);

  test('a visitor sees one Battle action, the mode sheet and no team card; a guest sees the team card and no sign-in entries', async ({ page }, testInfo) => {
    await page.goto('/main');
    await expect(page.locator('.player-header[data-state="signed-out"]')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Sign in' })).toBeVisible();
    await expect(page.locator('[data-watch-battle]')).toBeVisible();
    await lookShot(page, testInfo.outputPath(`1-visitor-${name}.png`), { fullPage: true });

    // One primary action: Battle opens the mode picker with the four modes.
    await page.getByTestId('battle-action').click();
    const sheet = page.getByRole('dialog', { name: 'Choose a battle' });
    await expect(sheet).toBeVisible();
    await expect(sheet.locator('[data-mode]')).toHaveCount(4);
    await lookShot(page, testInfo.outputPath(`2-sheet-${name}.png`));
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();

    await startGuest(page);
    // Signed in: no sign-in group, the team card invites to build a first team; settings remain reachable.
    await expect(page.getByRole('navigation', { name: 'Sign in' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Settings', exact: true }).last()).toBeVisible();
    const team = page.getByRole('region', { name: 'Your team' });
    await expect(team).toHaveAttribute('data-state', 'empty');

    // A preset copied into slot 1 becomes the lobby's team: its portraits and its active synergies.
    await page.goto('/preset-teams');
    await page.getByTestId('preset-human').getByRole('button', { name: 'Copy to slot 1' }).click();
    await expect(page).toHaveURL(/\/my-team\?slot=1$/);
    await page.goto('/main');
    await expect(team).toHaveAttribute('data-state', 'team');
    await expect(team.locator('.lobby-portraits img')).toHaveCount(6);
    await expect(team.locator('[data-synergy=human_synergy]')).toBeVisible();
    await expect(page.getByTestId('stamina')).toContainText(/\d+\/\d+/);
    await lookShot(page, testInfo.outputPath(`3-guest-${name}.png`), { fullPage: true });

    await page.getByTestId('battle-action').click();
    await page.getByRole('dialog').getByRole('link', { name: /Campaign/ }).click();
    await expect(page).toHaveURL(/\/activity-levels$/);

    await chooseLanguage(page, 'Русский');
    await page.goto('/main');
    await expect(page.getByTestId('battle-action')).toContainText('В бой');
    await expect(team).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Ваша команда' })).toHaveAttribute('data-state', 'team');
    await lookShot(page, testInfo.outputPath(`4-guest-ru-${name}.png`), { fullPage: true });
  });
});
