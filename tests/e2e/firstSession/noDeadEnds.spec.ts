import { expect, test } from '@playwright/test';
import { startGuest } from '../support/startGuest';

test.use({ viewport: { width: 390, height: 844 } });
test.setTimeout(180_000);

test('a new player sees different presets that say what they are good at, and low win odds name the preset that does best', async ({ page }, testInfo) => {
  await startGuest(page, { firstSession: true });
  await page.goto('/preset-teams');
  const presets = page.locator('section.preset');
  await expect(presets.first()).toBeVisible();
  const families = await presets.evaluateAll((els) => els.map((el) => el.getAttribute('data-family')));
  expect(families.length).toBeGreaterThanOrEqual(2);
  expect(new Set(families).size).toBe(families.length);
  for (const family of families) await expect(page.getByTestId(`preset-${family}`).getByTestId('preset-good-at')).toContainText('Good at:');
  await page.screenshot({ path: testInfo.outputPath('presets.png'), fullPage: true });

  // The starter team against a random opponent of its level: the odds are low, and the advice checks the presets.
  await page.goto('/my-team?slot=1');
  const odds = page.getByTestId('win-odds');
  await odds.getByRole('button', { name: /Simulate/ }).click();
  await expect(odds).toHaveAttribute('data-phase', 'done', { timeout: 120_000 });
  const rate = Number(await page.getByTestId('odds-result').getAttribute('data-win-rate'));
  if (rate < 0.4) {
    const advice = page.getByTestId('odds-advice');
    await expect(advice).toContainText('Low odds');
    await expect(advice).toHaveAttribute('data-phase', 'done', { timeout: 120_000 });
    await expect(advice).toContainText(/preset wins|None of your presets/);
    await advice.scrollIntoViewIfNeeded();
  } else {
    await expect(page.getByTestId('odds-advice')).toHaveCount(0);
  }
  await page.screenshot({ path: testInfo.outputPath('odds-advice.png') });
});
