import { expect, test } from '@playwright/test';
import { startGuest } from '../support/startGuest';
import { lookShot } from '../support/lookShot';

test('before a campaign stage the coach searches 512 formations, shows odds before and after, applies the suggestion and undoes it', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  await startGuest(page);
  await page.getByTestId('battle-action').click();
  await page.locator('.mode-choice[data-mode=campaign]').click();
  await expect(page.getByTestId('stage-detail')).toHaveAttribute('data-stage', '1-1');
  const coach = page.getByTestId('coach');
  await coach.getByTestId('coach-run').click();
  await expect(coach).toHaveAttribute('data-phase', 'done', { timeout: 60_000 });
  const result = coach.locator('.coach-result');
  const before = Number(await result.getAttribute('data-before'));
  const after = Number(await result.getAttribute('data-after'));
  testInfo.annotations.push({ type: 'coach ms', description: `${await result.getAttribute('data-elapsed-ms')} ms for 512 formations` });
  await lookShot(page, testInfo.outputPath('coach-390.png'), { fullPage: true });
  if ((await result.getAttribute('data-improved')) === 'true') {
    expect(after).toBeGreaterThan(before);
    await coach.getByTestId('coach-apply').click();
    await expect(page.getByTestId('coach-applied')).toBeVisible();
    await page.getByTestId('coach-applied').getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByTestId('coach-applied')).toHaveCount(0);
  } else {
    expect(after).toBe(before);
  }
});
