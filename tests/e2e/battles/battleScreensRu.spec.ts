import { expect, test, type Page } from '@playwright/test';
import { clippedTexts, expectNoSidewaysOverflow } from '../support/layoutChecks';
import { startGuest } from '../support/startGuest';

/** Each battle screen in Russian (the longest of our languages) fits a phone and a desktop: nothing cut or sideways. */
test.setTimeout(240_000);
test.use({ viewport: { width: 390, height: 844 } });

/** A ranking has answered (rows, or its empty state when nobody is ranked yet). */
async function rankingLoaded(page: Page): Promise<void> {
  await expect(page.locator('section.ranking')).toHaveAttribute('aria-busy', 'false');
  await expect(page.locator('section.ranking table, section.ranking .card').first()).toBeVisible();
}

/** A screen of the battles issue and what shows it has loaded. */
const SCREENS: { path: string; name: string; ready: (page: Page) => Promise<void> }[] = [
  { path: '/activity-levels', name: 'campaign', ready: (page) => expect(page.getByTestId('stage-detail')).toBeVisible() },
  { path: '/infinite-level-battle', name: 'tower', ready: (page) => expect(page.getByTestId('next-floor')).toBeVisible() },
  { path: '/random-team-battle', name: 'random-team', ready: (page) => expect(page.getByTestId('seed-commitment')).toHaveText(/^[0-9a-f]{64}$/) },
  { path: '/random-player-battle', name: 'pvp', ready: (page) => expect(page.getByTestId('opponent')).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 }) },
  { path: '/my-battles', name: 'history', ready: (page) => expect(page.getByTestId('history-row').first()).toBeVisible() },
  { path: '/online-battle-rank', name: 'rating-rank', ready: rankingLoaded },
  { path: '/online-user-rank', name: 'level-rank', ready: rankingLoaded },
  { path: '/online-team-rank', name: 'team-rank', ready: rankingLoaded },
];

async function expectFits(page: Page, scope = 'main'): Promise<void> {
  await expectNoSidewaysOverflow(page);
  expect(await clippedTexts(page, scope)).toEqual([]);
}

test('the lobby, every mode, a battle result, the history and the rankings fit in Russian at 390 px and on desktop', async ({ page }, testInfo) => {
  const shot = (name: string) => page.screenshot({ path: testInfo.outputPath(`ru-${name}-${page.viewportSize()?.width}.png`), fullPage: true });
  await startGuest(page);
  await page.goto('/setting');
  await page.getByRole('radio', { name: 'Русский' }).check();
  await expect(page.getByRole('heading', { name: 'Язык', exact: true })).toBeVisible();

  // One campaign battle first, so the result panel, the history and the rankings have the player in them.
  await page.goto('/main');
  await page.getByTestId('battle-action').click();
  await expect(page.getByRole('dialog').locator('.mode-choice')).toHaveCount(4);
  expect(await clippedTexts(page, 'dialog')).toEqual([]);
  await shot('mode-sheet');
  await page.getByRole('dialog').locator('.mode-choice[data-mode=campaign]').click();
  await expect(page.getByTestId('fight')).toBeEnabled();
  await page.getByTestId('fight').click();
  await expect(page.locator('.battle-viewer')).toBeVisible({ timeout: 30_000 });
  await page.locator('[data-control="skip"]').click();
  await expect(page.getByTestId('server-result')).toBeVisible();
  await expect(page.locator('.hash-badge')).toHaveAttribute('data-verified', 'true', { timeout: 30_000 });
  expect(await clippedTexts(page, '[data-testid=server-result]')).toEqual([]);
  await shot('result');

  for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
    await page.setViewportSize(viewport);
    await page.goto('/main');
    await expect(page.getByTestId('battle-action')).toBeVisible();
    await expectFits(page);
    await shot('lobby');
    for (const screen of SCREENS) {
      await page.goto(screen.path);
      await screen.ready(page);
      await expectFits(page);
      await shot(screen.name);
    }
  }
});
