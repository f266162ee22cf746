import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { startOwnServer, type OwnServer } from '../support/ownServer';
import { atEverySize, SIZES } from '../support/atEverySize';
import { switchLanguage } from '../support/chooseLanguage';
import { startGuest } from '../support/startGuest';
import { lookShot } from '../support/lookShot';

// Its own server: the test stops it to play a season's end on its data folder with an injected clock, then restarts it.
let server: OwnServer;
let port: number;
const dataDir = `.tmp/e2e-seasons-${process.pid}`;

test.beforeAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  server = await startOwnServer({ staticDir: 'dist', dataDir });
  port = server.port;
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/**
 * Screenshots of what only this story has, a past season (the season screen and the rating board's picker), in a
 * language at both sizes. The lobby's quests in every language and size are checked by tests/e2e/everyScreen.spec.ts.
 */
async function shots(page: Page, language: 'en' | 'ru' | 'zh', shot: (name: string) => Promise<void>): Promise<void> {
  await page.goto('/season');
  await expect(page.getByTestId('season-current')).toBeVisible();
  await expect(page.getByTestId('past-season')).toHaveCount(1);
  await atEverySize(page, (width) => shot(`season-${language}-${width}`));
  await page.goto('/online-battle-rank');
  await page.getByTestId('season-picker').selectOption('1');
  await expect(page.getByTestId('own-row')).toHaveAttribute('data-league', 'platinum');
  await atEverySize(page, (width) => shot(`ranking-${language}-${width}`));
}

test.describe('seasons and quests', () => {
  test.setTimeout(240_000);

  test('the lobby shows today\'s quests and takes the streak; after a season\'s end the profile shows the final league and rank, and the rating board\'s picker its final standing', async ({ browser }, testInfo) => {
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    const shot = async (name: string) => {
      await lookShot(page, testInfo.outputPath(`${name}.png`), { fullPage: true });
    };
    await page.setViewportSize(SIZES[0]);
    await startGuest(page);
    const quests = page.getByTestId('lobby-quests');
    await expect(quests.getByTestId('quest')).toHaveCount(3);
    await expect(quests.getByTestId('quests-countdown')).toContainText(/\d+:\d\d/);
    await expect(quests.getByTestId('streak')).toHaveAttribute('data-claimed', 'false');
    await quests.getByTestId('claim-streak').click();
    await expect(quests.getByTestId('streak')).toHaveAttribute('data-claimed', 'true');
    await expect(quests.getByTestId('streak')).toHaveAttribute('data-length', '1');

    // The profile: Bronze at the starting rating, no past season yet.
    await page.goto('/setting');
    await expect(page.getByTestId('current-league')).toHaveAttribute('data-league', 'bronze');
    await expect(page.getByTestId('current-rating')).toContainText('1000');

    // The season ends (server stopped; its turn run on the folder with the clock past the end), the server restarts.
    const session = await page.request.get('/api/account/session');
    const accountId = ((await session.json()) as { me: { account: { id: string } } }).me.account.id;
    await server.stop();
    execFileSync(process.execPath, ['--import', 'tsx', 'tests/e2e/support/turnSeason.ts', dataDir, accountId, '1340'], { stdio: 'inherit' });
    server = await startOwnServer({ port, staticDir: 'dist', dataDir, keepData: true });

    await page.goto('/setting');
    const past = page.getByTestId('past-season');
    await expect(past).toHaveCount(1);
    await expect(past.getByTestId('past-league')).toHaveAttribute('data-league', 'platinum');
    await expect(past.getByTestId('past-rank')).toContainText('#1');
    // Soft reset: 1340 → 1170, Gold in the new season.
    await expect(page.getByTestId('current-league')).toHaveAttribute('data-league', 'gold');
    await expect(page.getByTestId('current-rating')).toContainText('1170');

    await page.goto('/online-battle-rank');
    await page.getByTestId('season-picker').selectOption('1');
    await expect(page.getByTestId('past-season-ranking')).toHaveAttribute('data-season', '1');
    await expect(page.getByTestId('own-row')).toHaveAttribute('data-rating', '1340');

    for (const language of ['en', 'ru', 'zh'] as const) {
      if (language !== 'en') await switchLanguage(page, language === 'ru' ? 'Русский' : '中文');
      await shots(page, language, shot);
    }
    await context.close();
  });
});
