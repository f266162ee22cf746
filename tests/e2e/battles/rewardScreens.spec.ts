import { expect, test } from '@playwright/test';
import { clippedTexts, expectNoSidewaysOverflow } from '../support/layoutChecks';
import { startGuest } from '../support/startGuest';
import { lookShot } from '../support/lookShot';

// Three battle results (one a language, checked at both widths) on SwiftShader beside other work.
test.setTimeout(420_000);

const LANGUAGES = ['en', 'ru', 'zh'] as const;
const SIZES = [{ width: 390, height: 844 }, { width: 1280, height: 800 }] as const;

// The sound-and-play settings are part of /setting, which tests/e2e/everyScreen.spec.ts checks in every language at
// both widths (nothing sideways, nothing cut).
test('the won result (stars, first clear, rewards, balances) fits at 390 px and 1280 px in en, ru and zh', async ({ page }, testInfo) => {
  await startGuest(page);
  let battle: string | null = null;
  for (let attempt = 0; attempt < 5 && !battle; attempt++) {
    await page.goto('/activity-levels');
    await page.getByTestId('fight').click();
    await expect(page).toHaveURL(/\/battle\?id=/);
    await expect(page.locator('.battle-viewer')).toBeVisible({ timeout: 30_000 });
    await page.locator('[data-control="skip"]').click();
    if ((await page.getByTestId('server-result').getAttribute('data-result')) === 'win') battle = page.url();
  }
  expect(battle).not.toBeNull();
  for (const language of LANGUAGES) {
    // The account's language: the page takes it when it first sees the account.
    const saved = await page.request.patch('/api/account/profile', { data: { language }, headers: { 'x-tcg-csrf': '1' } });
    expect(saved.status()).toBe(200);
    await page.setViewportSize(SIZES[0]);
    await page.goto(battle!);
    await expect(page.locator('.battle-viewer')).toBeVisible({ timeout: 30_000 });
    await page.locator('[data-control="skip"]').click();
    await expect(page.getByTestId('server-result')).toHaveAttribute('data-celebration', 'done');
    await expect(page.getByTestId('result-balances').locator('.balance').first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    // The banner's entrance (a scale from 1.35) has landed.
    await page.getByTestId('result-banner').evaluate((banner) => Promise.all(banner.getAnimations({ subtree: true }).map((a) => a.finished)));
    // The same result resized (no reload): the layout follows the width.
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      await expectNoSidewaysOverflow(page);
      expect(await clippedTexts(page, '[data-testid=server-result]')).toEqual([]);
      await page.getByTestId('server-result').scrollIntoViewIfNeeded();
      await lookShot(page, testInfo.outputPath(`result-${size.width}-${language}.png`));
    }
  }
});
