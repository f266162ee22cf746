import { expect, test, type Page } from '@playwright/test';
import path from 'node:path';

/**
 * `npm run shots`: the screens where the card art shows — collection, team editor, a campaign battle's result and
 * a mystery draw — in English, Russian and Chinese, on a phone and on desktop, written to SHOTS_DIR (default
 * shots/) for anyone to look at. Not a golden: the player, offers and draws differ per run. The player starts as a
 * new one does, in the language (Play on the home page: a signed-in player's screens speak their account's language,
 * not the address's `?lng=`), with the starter team placed (the editor shows it and it fights); the guide is skipped.
 */
const out = process.env.SHOTS_DIR ?? 'shots';
const SIZES = [{ name: 'phone', width: 390, height: 844 }, { name: 'desktop', width: 1280, height: 800 }] as const;

/** A new player in `lng`: Play on the home page, then the first-run guide skipped (the team stays). */
async function startPlayer(page: Page, lng: string): Promise<void> {
  await page.goto(`/?lng=${lng}`);
  await page.getByTestId('home-play').click();
  await expect(page.getByTestId('first-run')).toHaveAttribute('data-step', 'fight');
  const skipped = await page.evaluate(async () => (await fetch('/api/account/first-run', { method: 'POST', headers: { 'content-type': 'application/json', 'x-tcg-csrf': '1' }, body: JSON.stringify({ step: 'skipped' }) })).status);
  expect(skipped).toBe(200);
}

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
    await startPlayer(page, lng);
    await page.goto('/my-card-list');
    await expect(page.getByTestId('card-grid').locator('img').first()).toBeVisible();
    await shoot(page, `${lng}-collection`);

    await page.goto('/my-team');
    await expect(page.getByTestId('deploy-board').locator('img').first()).toBeVisible();
    await shoot(page, `${lng}-team-editor`);

    // The starter fragments pay a first draw (the fragments option comes first).
    await page.goto('/mystery-shop-recycle');
    await page.locator('.pay-option').first().locator('button').click();
    await expect(page.getByTestId('draw-result')).toBeVisible();
    // The card has turned over (its flip finished; a looping glow is not waited for).
    await page.getByTestId('draw-result').evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).filter((a) => a.effect?.getTiming().iterations !== Infinity).map((a) => a.finished)));
    await shoot(page, `${lng}-mystery-reveal`);

    await page.goto('/activity-levels?stage=1-1&ready=1');
    await expect(page.getByTestId('fight')).toBeEnabled();
    await page.getByTestId('fight').click();
    await expect(page.locator('.battle-viewer')).toBeVisible();
    await page.locator('[data-control="skip"]').click();
    await expect(page.locator('.battle-viewer')).toHaveAttribute('data-phase', 'ended');
    await expect(page.getByTestId('server-result')).toBeVisible();
    await shoot(page, `${lng}-battle-result`);
  });
}
