import { mkdirSync, rmSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { startOwnServer, type OwnServer } from '../support/ownServer';
import { startGuest } from '../support/startGuest';
import { lookShot } from '../support/lookShot';

// Its own server: a PvP offer holds until fought (no re-roll), so the one defence team near the player's rating must
// be the one this test saves, not another test's.
let server: OwnServer;
const dataDir = `.tmp/e2e-battle-loop-${process.pid}`;

test.beforeAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  server = await startOwnServer({ staticDir: 'dist', dataDir });
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The signed-in player's display name and id (from the session answer). */
async function whoAmI(page: Page): Promise<{ id: string; displayName: string }> {
  const answer = await page.request.get('/api/account/session');
  const body = (await answer.json()) as { me: { account: { id: string; displayName: string } } };
  return body.me.account;
}

/** Skips the playing battle to its end and waits for the browser's re-run to agree with the stored hash. */
async function watchToEnd(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/battle\?id=[0-9a-f-]{36}$/);
  await expect(page.locator('.battle-viewer')).toBeVisible({ timeout: 30_000 });
  await page.locator('[data-control="skip"]').click();
  await expect(page.locator('.battle-viewer')).toHaveAttribute('data-phase', 'ended');
  await expect(page.locator('.hash-badge')).toHaveAttribute('data-verified', 'true', { timeout: 30_000 });
  await expect(page.getByTestId('server-result')).toBeVisible();
}

test.describe('the battle loop', () => {
  test.setTimeout(240_000);

  test('a guest fights a campaign stage from the lobby, sees rewards and the next stage, replays it verified from the history; PvP offers one opponent until fought, moves both ratings and shows in both histories; the rankings show the player', async ({ browser }, testInfo) => {
    const mine = await browser.newContext({ baseURL: server.url });
    const page = await mine.newPage();
    const shot = (name: string) => lookShot(page, testInfo.outputPath(`${name}.png`), { fullPage: true });
    await startGuest(page);

    // Lobby -> Battle -> Campaign.
    await page.getByTestId('battle-action').click();
    await page.locator('.mode-choice[data-mode=campaign]').click();
    await expect(page).toHaveURL(/\/activity-levels/);
    await expect(page.getByTestId('stage-detail')).toHaveAttribute('data-stage', '1-1');
    await expect(page.locator('.stage-tile[data-stage="1-2"]')).toHaveAttribute('data-state', 'locked');
    await expect(page.getByTestId('launch-cost')).toContainText(/\d+ stamina/);
    await expect(page.getByTestId('launch-first-clear').locator('.reward-leg').first()).toBeVisible();
    await expect(page.getByTestId('seed-commitment')).toHaveText(/^[0-9a-f]{64}$/);
    // The win-odds preview of the (quick) team against the stage's enemy.
    await page.getByTestId('run-odds').click();
    await expect(page.getByTestId('mode-odds')).toHaveAttribute('data-phase', 'done', { timeout: 60_000 });
    await shot('campaign');

    // Fight until the stage is won (a loss offers "Fight again"); the first win is the first clear.
    let won = false;
    for (let attempt = 0; attempt < 5 && !won; attempt++) {
      await expect(page.getByTestId('fight')).toBeEnabled();
      await page.getByTestId('fight').click();
      await watchToEnd(page);
      won = (await page.getByTestId('server-result').getAttribute('data-result')) === 'win';
      if (!won) await page.getByTestId('again').click();
    }
    expect(won).toBe(true);
    await expect(page.getByTestId('first-clear')).toBeVisible();
    await expect(page.getByTestId('battle-rewards').locator('.reward-leg').first()).toBeVisible();
    await shot('won');
    const battleUrl = page.url();
    await page.getByTestId('next-stage').click();
    await expect(page.getByTestId('stage-detail')).toHaveAttribute('data-stage', '1-2');
    await expect(page.locator('.stage-tile[data-stage="1-1"]')).toHaveAttribute('data-state', 'cleared');
    await expect(page.locator('.stage-tile[data-stage="1-2"]')).toHaveAttribute('data-state', 'open');

    // The history replays it, verified.
    await page.goto('/my-battles');
    const row = page.locator(`[data-testid=history-row][data-id="${battleUrl.split('id=')[1]}"]`);
    await expect(row).toHaveAttribute('data-result', 'win');
    await shot('history');
    await row.click();
    await watchToEnd(page);
    await expect(page.getByTestId('fairness')).toHaveAttribute('data-fair', 'true');
    // A problem with the battle is reported from here, with the battle attached.
    await expect(page.getByTestId('report-battle')).toHaveAttribute('href', `/submit-user-issue?battle=${battleUrl.split('id=')[1]}`);

    // Another guest saves a team (their defence team by default).
    // Another browser family: two accounts from one address and browser share sign-in evidence, and fair play keeps
    // their battles from moving ratings (docs/GAME_RULES.md "Fair play").
    const other = await browser.newContext({ baseURL: server.url, userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0' });
    const defender = await other.newPage();
    await startGuest(defender);
    await defender.goto('/preset-teams');
    await defender.locator('.preset .button').first().click();
    await expect(defender).toHaveURL(/\/my-team\?slot=1/);
    const them = await whoAmI(defender);

    // PvP: that player is the one offered (the only defence team here), and the offer holds: no re-roll, a reload
    // shows the same opponent and seed commitment, counting down to when another would be offered.
    await page.goto('/random-player-battle');
    await expect(page.getByTestId('my-rating')).toHaveText('1000');
    await expect(page.getByTestId('opponent-name')).toHaveText(them.displayName);
    await expect(page.getByTestId('offer-countdown')).toContainText(/\d+:\d\d/);
    const offered = await page.getByTestId('seed-commitment').textContent();
    expect(offered).toMatch(/^[0-9a-f]{64}$/);
    await expect(page.getByRole('button', { name: 'Find another' })).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('opponent-name')).toHaveText(them.displayName);
    await expect(page.getByTestId('seed-commitment')).toHaveText(offered!);
    await shot('pvp');
    await page.getByTestId('fight').click();
    await watchToEnd(page);
    const attackerChange = Number(await page.getByTestId('attacker-rating').locator('.rating-delta').getAttribute('data-change'));
    const defenderChange = Number(await page.getByTestId('defender-rating').locator('.rating-delta').getAttribute('data-change'));
    expect(attackerChange).not.toBe(0);
    expect(defenderChange).toBe(-attackerChange);
    const pvpId = page.url().split('id=')[1];
    await page.goto('/my-battles');
    await expect(page.locator(`[data-testid=history-row][data-id="${pvpId}"]`)).toHaveAttribute('data-role', 'attacker');
    await defender.goto('/my-battles');
    await expect(defender.locator(`[data-testid=history-row][data-id="${pvpId}"]`)).toHaveAttribute('data-role', 'defender');
    await expect(defender.locator(`[data-testid=history-row][data-id="${pvpId}"] [data-testid=defended]`)).toBeVisible();
    await lookShot(defender, testInfo.outputPath('defender-history.png'), { fullPage: true });
    await other.close();

    // Fought: the next visit brings a new offer (a new commitment).
    await page.goto('/random-player-battle');
    await expect(page.getByTestId('opponent-name')).toBeVisible();
    await expect(page.getByTestId('seed-commitment')).toHaveText(/^[0-9a-f]{64}$/);
    await expect(page.getByTestId('seed-commitment')).not.toHaveText(offered!);

    // The rating ranking shows the player's own row, highlighted.
    await page.goto('/online-battle-rank');
    await expect(page.getByTestId('own-row')).toHaveAttribute('data-rating', String(1000 + attackerChange));
    await expect(page.getByTestId('rating-chart')).toHaveAttribute('data-points', '2');
    await expect(page.getByTestId('rating-chart').locator('canvas')).toBeVisible();
    await shot('ranking');
    await mine.close();
  });
});
