import { expect, test, type Page } from '@playwright/test';
import { chooseLanguage } from '../support/chooseLanguage';
import { startGuest } from '../support/startGuest';
import { lookShot } from '../support/lookShot';

/** Every portrait on the page has loaded real pixels (a broken or blank image fails). */
async function expectArtLoaded(page: Page, selector: string): Promise<void> {
  await expect
    .poll(() =>
      page.locator(selector).evaluateAll((imgs) => imgs.length > 0 && imgs.every((img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth === 256)),
    )
    .toBe(true);
}

// The story runs on a phone. At 1280 px it repeated the same steps (54 s of a CI run); the desktop collection and
// card sheet are checked for layout in tests/e2e/desktopScreens.spec.ts.
const name = 'phone';

test.describe('cards on phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  // One long story on a shared, loaded machine (frames can take seconds under software GL): a generous budget.
  test.setTimeout(300_000);

  test('a guest sees the starter cards with art, filters and sorts, opens a card, levels it up and burns the spare copy', async ({ page }, testInfo) => {
    await startGuest(page);
    await page.goto('/my-card-list');
    await expect(page.getByRole('heading', { level: 1, name: 'My cards' })).toBeVisible();
    const grid = page.getByTestId('card-grid');
    const faces = grid.locator('.card-face');
    await expect(faces).toHaveCount(6);
    await expect(page.getByTestId('owned-count')).toHaveText('6 / 64');
    await expectArtLoaded(page, '.card-grid img');
    await expect(grid.locator('[data-card-id=iron_recruit] .card-copies')).toHaveText('×2');
    await lookShot(page, testInfo.outputPath(`1-collection-${name}.png`), { fullPage: true });

    // Filters and search by the translated name.
    await page.getByLabel('Family').selectOption('mage');
    await expect(faces).toHaveCount(2);
    await expect(grid.locator('[data-card-id=apprentice_mage]')).toBeVisible();
    await page.getByLabel('Family').selectOption('all');
    await page.getByLabel('Element').selectOption('earth');
    await expect(faces).toHaveCount(2);
    await page.getByLabel('Element').selectOption('all');
    await page.getByRole('searchbox', { name: 'Search by name' }).or(page.getByLabel('Search by name')).fill('thief');
    await expect(faces).toHaveCount(1);
    await expect(faces.first()).toHaveAttribute('data-card-id', 'street_thief');
    await page.getByLabel('Search by name').fill('');
    await expect(faces).toHaveCount(6);

    // The rest of the set, dimmed.
    await page.getByRole('tab', { name: /Not owned yet/ }).click();
    await expect(faces).toHaveCount(58);
    await page.getByLabel('Rarity').selectOption('legendary');
    await expect(faces.first()).toContainText('Not owned');
    await page.getByLabel('Rarity').selectOption('all');
    await page.getByRole('tab', { name: /Owned/ }).click();
    await expect(faces).toHaveCount(6);

    // Detail sheet: stats now and next, skills with numbers, synergies; level-up with the cost shown first.
    await grid.locator('[data-card-id=iron_recruit]').click();
    const sheet = page.getByRole('dialog', { name: 'Iron Recruit' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('columnheader', { name: 'Level 2' })).toBeVisible();
    await expect(sheet.locator('.skill').first()).toContainText(/Cooldown \d+ turns/);
    await expect(sheet.getByText(/Active with 2 \/ 4 \/ 6 different cards/).first()).toBeVisible();
    await expect(sheet.getByTestId('level-up-cost')).toHaveText('Level 2 costs 5 fragments and 100 game coin.');
    const attackAt1 = await sheet.locator('[data-stat=attack] td').first().textContent();
    await sheet.getByRole('button', { name: 'Level up to 2' }).click();
    await lookShot(page, testInfo.outputPath(`2-detail-confirm-${name}.png`));
    await sheet.getByRole('button', { name: 'Pay 5 fragments + 100 coin' }).click();
    await expect(sheet.getByRole('status')).toHaveText('Iron Recruit reached level 2!');
    await expect(sheet.getByTestId('sheet-level')).toContainText('Lv 2');
    await expect(sheet.locator('[data-stat=attack] td').first()).not.toHaveText(attackAt1 ?? '');
    await expect(sheet.getByTestId('level-up-cost')).toHaveText('Level 3 costs 10 fragments and 200 game coin.');
    await lookShot(page, testInfo.outputPath(`3-levelled-${name}.png`));
    await sheet.getByRole('button', { name: 'Close' }).click();
    await expect(sheet).toBeHidden();

    // Sorting by level puts the levelled card first; the header shows the fragments spent.
    await page.getByLabel('Sort by').selectOption('level');
    await expect(faces.first()).toHaveAttribute('data-card-id', 'iron_recruit');
    await expect(faces.first().locator('.card-level')).toHaveText('Lv 2');
    await page.getByLabel('Sort by').selectOption('power');
    const powers = grid.locator('.card-power');
    await expect(powers).toHaveCount(6);
    const shownPowers = (await powers.allTextContents()).map((text) => Number(text.replace(/\D/g, '')));
    expect(shownPowers).toEqual([...shownPowers].sort((a, b) => b - a));
    await lookShot(page, testInfo.outputPath(`3b-by-power-${name}.png`));

    // Burn the spare copy: preview, confirmation, then it is listed with what it gave.
    await page.goto('/my-burn-list');
    await expect(page.getByRole('heading', { level: 1, name: 'Burn cards' })).toBeVisible();
    const spare = page.getByRole('checkbox', { name: 'Burn Iron Recruit, level 1' });
    await spare.check();
    await expect(page.getByTestId('burn-preview')).toHaveText('1 selected: you will receive 10 fragments.');
    await page.getByRole('button', { name: 'Burn selected' }).click();
    await page.getByRole('button', { name: 'Burn 1 for 10 fragments' }).click();
    await expect(page.getByRole('status')).toHaveText('Burned! You received 10 fragments.');
    await expect(page.getByTestId('burned-list')).toContainText('Iron Recruit');
    await expect(page.getByTestId('burned-list')).toContainText('+10');
    await expect(page.getByRole('checkbox', { name: 'Burn Iron Recruit, level 1' })).toHaveCount(0);
    await expectArtLoaded(page, '.burn-list img');
    await lookShot(page, testInfo.outputPath(`4-burned-${name}.png`), { fullPage: true });

    // In Russian: the same screens, translated.
    await chooseLanguage(page, 'Русский');
    await expect(page.getByRole('heading', { level: 1, name: 'Настройки' })).toBeVisible();
    await page.goto('/my-card-list');
    // The ru namespaces load now; on a loaded machine that can take longer than the default wait.
    await expect(page.getByRole('heading', { level: 1, name: 'Мои карты' })).toBeVisible({ timeout: 45_000 });
    await page.getByLabel('Поиск по имени').fill('вор');
    await expect(faces).toHaveCount(1);
    await page.getByLabel('Поиск по имени').fill('');
    await page.locator('[data-card-id=temple_acolyte]').click();
    await expect(page.getByRole('dialog')).toContainText('Повысить до 2');
    await lookShot(page, testInfo.outputPath(`5-detail-ru-${name}.png`));
  });
});
