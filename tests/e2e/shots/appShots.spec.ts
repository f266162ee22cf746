import { expect, test, type Page } from '@playwright/test';
import path from 'node:path';
import { startGuest } from '../support/startGuest';

/**
 * `npm run shots`: the screens where the card art shows — collection, team editor, a campaign battle's result and
 * a mystery draw — in English, Russian and Chinese, on a phone and on desktop, written to SHOTS_DIR (default
 * shots/) for anyone to look at. Not a golden: the player, offers and draws differ per run.
 */
const out = process.env.SHOTS_DIR ?? 'shots';
const SIZES = [{ name: 'phone', width: 390, height: 844 }, { name: 'desktop', width: 1280, height: 800 }] as const;

async function shoot(page: Page, name: string): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    // Every card portrait on the page has its pixels before the picture is taken.
    await expect.poll(() => page.locator('img').evaluateAll((imgs) => imgs.every((img) => !(img instanceof HTMLImageElement) || !img.src.includes('/art/') || (img.complete && img.naturalWidth > 0)))).toBe(true);
    await page.screenshot({ path: path.join(out, `${name}-${size.name}.png`), fullPage: size.name === 'phone' });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

for (const lng of ['en', 'ru', 'zh'] as const) {
  test(`app screens with card art in ${lng}`, async ({ page }) => {
    test.setTimeout(300_000);
    await startGuest(page);
    await page.goto(`/my-card-list?lng=${lng}`);
    await expect(page.getByTestId('card-grid').locator('img').first()).toBeVisible();
    await shoot(page, `${lng}-collection`);

    await page.goto(`/my-team?lng=${lng}`);
    await expect(page.locator('img').first()).toBeVisible();
    await shoot(page, `${lng}-team-editor`);

    await page.goto(`/mystery-shop-recycle?lng=${lng}`);
    const picks = page.locator('.trade-list input');
    await expect(picks.first()).toBeVisible();
    for (let i = 0; i < 3; i += 1) await picks.nth(i).check();
    // The pay-with-cards button (its words differ per language; it is the one under the trade picker).
    await page.locator('.pay-option').filter({ has: page.locator('.trade-list') }).locator('button').last().click();
    await expect(page.getByTestId('draw-result')).toBeVisible();
    await shoot(page, `${lng}-mystery-reveal`);

    await page.goto(`/activity-levels?lng=${lng}`);
    await expect(page.getByTestId('fight')).toBeEnabled();
    await page.getByTestId('fight').click();
    await expect(page.locator('.battle-viewer')).toBeVisible();
    await page.locator('[data-control="skip"]').click();
    await expect(page.locator('.battle-viewer')).toHaveAttribute('data-phase', 'ended');
    await expect(page.getByTestId('server-result')).toBeVisible();
    await shoot(page, `${lng}-battle-result`);
  });
}
