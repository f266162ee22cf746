import { expect, test, type Page } from '@playwright/test';
import { touchDrag } from '../support/dragCard';
import { lookShot } from '../support/lookShot';

/**
 * The first session on a phone, as a new player meets it: from the launch screen to the lobby with a starter team in
 * one tap, to a playing battle in three (Play, the guide's button, Fight), to the first campaign win and its reward in
 * at most five, then the first-run guide to its end (synergy and placement, one card moved, a second win, the reward
 * and what it buys), and the campaign's "Next stage" opening the next stage with Fight in view.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
test.setTimeout(240_000);

const cell = (page: Page, slot: number) => page.locator(`.deploy-cell[data-slot="${slot}"]`);

/** Skips the playing battle to its end (one tap) and waits for the server's result under it. */
async function skipToResult(page: Page, tap: () => void): Promise<void> {
  await expect(page).toHaveURL(/\/battle\?id=[0-9a-f-]{36}$/);
  await expect(page.locator('.battle-viewer')).toBeVisible({ timeout: 30_000 });
  tap();
  await page.locator('[data-control="skip"]').click();
  await expect(page.locator('.battle-viewer')).toHaveAttribute('data-phase', 'ended');
  await expect(page.getByTestId('server-result')).toBeVisible();
}

test('from the launch screen: a team in one tap, a playing battle in three, the first win and its reward in five or fewer, then the guided path to its end', async ({ page }, testInfo) => {
  const shot = (name: string) => lookShot(page, testInfo.outputPath(`${name}.png`));
  let taps = 0;
  const tap = () => { taps += 1; };

  // The launch screen (the mini-app's and the web's entry) sends a new visitor home, which shows the game itself and
  // one Play button, both above the fold.
  await page.goto('/launch');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('home-shot')).toBeInViewport();
  const play = page.getByTestId('home-play');
  await expect(play).toBeInViewport();
  await expect(play).toBeEnabled();
  await shot('1-home');

  // Tap 1: Play makes a guest and lands in the lobby with the starter team placed and the guide's first step.
  const started = Date.now();
  tap();
  await play.click();
  await expect(page).toHaveURL(/\/main$/);
  await expect(page.getByRole('region', { name: 'Player' })).toHaveAttribute('data-state', 'signed-in');
  const team = page.getByRole('region', { name: 'Your team' });
  await expect(team).toHaveAttribute('data-state', 'team');
  testInfo.annotations.push({ type: 'play-to-lobby-ms', description: String(Date.now() - started) });
  await expect(team.locator('.lobby-portraits li')).toHaveCount(6);
  expect(taps).toBe(1);
  const coach = page.getByTestId('first-run');
  await expect(coach).toHaveAttribute('data-step', 'fight');
  await expect(coach).toBeInViewport();
  await shot('2-lobby-guide');

  // Tap 2: the guide opens campaign stage 1-1 ready to fight, Fight in view.
  tap();
  await page.getByTestId('first-run-action').click();
  await expect(page.getByTestId('stage-detail')).toHaveAttribute('data-stage', '1-1');
  const fight = page.getByTestId('fight');
  await expect(fight).toBeEnabled();
  await expect(fight).toBeInViewport();
  await shot('3-stage-ready');

  // Tap 3: Fight opens the battle, which plays by itself (no further input); tap 4 skips to the result: a win, the
  // first clear and its reward.
  tap();
  await fight.click();
  await expect(page.locator('.battle-viewer')).toHaveAttribute('data-phase', 'playing');
  await expect.poll(async () => Number(await page.locator('.battle-viewer').getAttribute('data-event'))).toBeGreaterThan(0);
  expect(taps).toBe(3);
  await skipToResult(page, tap);
  await expect(page.getByTestId('server-result')).toHaveAttribute('data-result', 'win');
  await expect(page.getByTestId('first-clear')).toBeVisible();
  await expect(page.getByTestId('battle-rewards').locator('.reward-leg[data-currency="fragments"]')).toBeVisible();
  expect(taps).toBeLessThanOrEqual(5);
  await page.getByTestId('server-result').scrollIntoViewIfNeeded();
  await shot('4-first-win');

  // The guide moved on by itself: synergy and placement, naming the team's own active synergies.
  await page.goto('/main');
  await expect(coach).toHaveAttribute('data-step', 'place');
  await expect(page.getByTestId('first-run-synergy')).toContainText(/Warrior|Human|Mage/);
  await shot('5-guide-place');
  await page.getByTestId('first-run-action').click();
  await expect(page.getByTestId('team-editor')).toHaveAttribute('data-slot', '1');
  // Place one card: the back-row mage moves to another back cell; the team is saved.
  await expect(cell(page, 8).locator('.unit-tile')).toBeVisible();
  await touchDrag(page, cell(page, 8).locator('.unit-tile'), cell(page, 10));
  await expect(cell(page, 10).locator('.unit-tile')).toBeVisible();
  await page.getByTestId('save-team').click();
  await expect(page.getByTestId('team-notice')).not.toBeEmpty();

  // Fight again: the next stage, ready, Fight in view; a second win.
  await page.goto('/main');
  await expect(coach).toHaveAttribute('data-step', 'refight');
  await page.getByTestId('first-run-action').click();
  await expect(page.getByTestId('stage-detail')).toHaveAttribute('data-stage', '1-2');
  await expect(fight).toBeEnabled();
  await expect(fight).toBeInViewport();
  await fight.click();
  await skipToResult(page, () => undefined);
  await expect(page.getByTestId('server-result')).toHaveAttribute('data-result', 'win');

  // Campaign flow: "Next stage" opens stage 1-3 ready to fight, Fight in view; the chapter shows its progress.
  await page.getByTestId('next-stage').click();
  await expect(page.getByTestId('stage-detail')).toHaveAttribute('data-stage', '1-3');
  await expect(fight).toBeEnabled();
  await expect(fight).toBeInViewport();
  await expect(page.getByTestId('chapter-stars')).toContainText(/★ [1-6]\/15/);
  await expect(page.getByTestId('chapter-next-reward')).toContainText('1-3');
  await shot('6-next-stage');

  // The reward: the fragments now buy a mystery draw; Finish ends the guide for good (stored on the account).
  await page.goto('/main');
  await expect(coach).toHaveAttribute('data-step', 'reward');
  await expect(page.getByTestId('first-run-fragments')).toContainText(/You have \d+ fragments/);
  await shot('7-guide-reward');
  await page.getByTestId('first-run-finish').click();
  await expect(coach).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Your team' })).toHaveAttribute('data-state', 'team');
  await expect(page.getByTestId('first-run')).toHaveCount(0);
});

test('Skip ends the guide at once and it stays gone after a reload', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('home-play').click();
  await expect(page.getByTestId('first-run')).toHaveAttribute('data-step', 'fight');
  await page.getByTestId('first-run-skip').click();
  await expect(page.getByTestId('first-run')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Your team' })).toHaveAttribute('data-state', 'team');
  await expect(page.getByTestId('first-run')).toHaveCount(0);
});
