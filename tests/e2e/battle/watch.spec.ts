import { expect, test } from '@playwright/test';
import { lookShot } from '../support/lookShot';

test('Watch a battle on the home page plays a random battle and rewrites the address to its replay link', async ({ page }, testInfo) => {
  await page.goto('/');
  await page.locator('[data-watch-battle]').click();
  await expect(page).toHaveURL(/\/battle\?/);
  await expect(page.locator('.battle-viewer')).toBeVisible();
  await expect(page.locator('[data-log-line]').first()).toBeVisible();
  await lookShot(page, testInfo.outputPath('playing.png'), { fullPage: true });
  await page.locator('[data-control="skip"]').click();
  await expect(page.locator('.battle-viewer')).toHaveAttribute('data-phase', 'ended');
  await expect(page.locator('.hash-badge')).toHaveAttribute('data-verified', 'true');
  await expect(page).toHaveURL(/\/battle\?r=[A-Za-z0-9_-]{40,63}$/);
  await lookShot(page, testInfo.outputPath('ended.png'), { fullPage: true });
});
