import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { axeCheck } from './support/axeCheck';
import { chooseLanguage } from './support/chooseLanguage';
import { clippedTexts } from './support/layoutChecks';
import { paintedFrames } from './support/paintedFrames';
import { screenProblems } from './support/screenProblems';
import { startGuest } from './support/startGuest';

/**
 * Every player screen of the route table (the app's and the shared ones, read from routeTable.ts so a new screen is
 * checked without an edit here), signed in as a guest with a team, on a 390 px phone and a 1280 px desktop, in each
 * language: the hub is there (tab bar or rail, no public-site links), nothing sticks out sideways, no text is cut,
 * no raw key or English word shows in ru or zh, and axe finds nothing serious. The player has fought one campaign
 * battle first (so the history and the rankings have rows), and the lobby's mode sheet is checked on the way. One
 * browser context per language: the screens are reached by client-side navigation, each checked at both widths on
 * the same page.
 * EVERY_SCREEN_SHOTS=1 also saves a screenshot of each to look at: into SHOTS_DIR when set (`npm run shots` runs this
 * spec with both), else the test's output folder.
 */
const table = readFileSync(new URL('../../src/app/routes/routeTable.ts', import.meta.url), 'utf8');
const SAMPLE_PARAMS: Record<string, string> = { ':id': '1' };
const ENTRIES = [...table.matchAll(/\{ path: '([^']+)', sets: (PUBLIC|APP|BOTH)\b/g)].map((m) => ({ path: m[1]!, sets: m[2]! }));
// On this merged host the first entry of a path wins: `/` is the public home page; /launch only redirects.
const PLAYER_SCREENS = ENTRIES.filter((entry, i) => ENTRIES.findIndex((e) => e.path === entry.path) === i && entry.sets !== 'PUBLIC' && entry.path !== '/launch')
  .map((entry) => entry.path.replace(/:\w+/g, (p) => SAMPLE_PARAMS[p] ?? '1'));

const LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'ru', label: 'Русский' },
  { code: 'zh', label: '中文' },
] as const;
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;
const shots = process.env.EVERY_SCREEN_SHOTS === '1';
const shotsDir = process.env.SHOTS_DIR;

/**
 * Serious axe findings not fixed yet, each named (a new one fails the test): the card tiles' labels do not contain
 * their visible level badge.
 */
const KNOWN_AXE = [
  { path: '/my-card-list', rule: 'label-content-name-mismatch', target: 'button[data-card-id' },
  { path: '/my-team', rule: 'label-content-name-mismatch', target: 'div[aria-label' },
];

/** Client-side navigation (no reload): the router follows popstate. */
async function visit(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** The screen has rendered: its title is set, its chunk and data have loaded, fonts and layout are settled. */
async function settled(page: Page, testInfo: TestInfo): Promise<void> {
  await expect(page).toHaveTitle(/· TCG$/);
  await expect(page.locator('main .loading, main [aria-busy="true"]')).toHaveCount(0);
  await expect(page.locator('main h1').first()).toBeVisible();
  await paintedFrames(page, testInfo);
}

test.describe('every player screen', () => {
  test.describe.configure({ mode: 'parallel' });

  for (const language of LANGUAGES) {
    test(`fits, is worded and accessible at 390 and 1280 px in ${language.code}`, async ({ page }, testInfo) => {
      // A backstop sized for a loaded 2-core machine (about 6 s a screen there, and about 20 s with its four full-page
      // screenshots: `npm run shots` ran into 20 s a screen on the last one); a passing run waits on state only.
      test.setTimeout(PLAYER_SCREENS.length * (shots ? 40_000 : 20_000));
      expect(PLAYER_SCREENS.length).toBeGreaterThan(40);
      await page.setViewportSize(VIEWPORTS[0]);
      await startGuest(page);
      // A team in slot 1, so the team editor, the lobby and the battle screens show one.
      await page.goto('/preset-teams');
      await page.getByTestId('preset-human').getByRole('button', { name: 'Copy to slot 1' }).click();
      await expect(page).toHaveURL(/\/my-team\?slot=1$/);
      if (language.code !== 'en') await chooseLanguage(page, language.label);
      await page.goto('/main');
      await expect(page.locator('html')).toHaveAttribute('lang', language.code);
      const playerName = (await page.getByTestId('display-name').textContent())!.trim();

      const problems: string[] = [];
      // The lobby's mode sheet at both widths, then one campaign battle from it: the history and the rankings then
      // show the player's own rows, not only their empty states.
      await page.getByTestId('battle-action').click();
      const sheet = page.getByRole('dialog');
      await expect(sheet.locator('.mode-choice')).toHaveCount(4);
      for (const viewport of VIEWPORTS) {
        await page.setViewportSize(viewport);
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
        for (const clipped of await clippedTexts(page, 'dialog')) problems.push(`mode sheet @${viewport.width} ${language.code}: clipped ${clipped}`);
      }
      await page.setViewportSize(VIEWPORTS[0]);
      await sheet.locator('.mode-choice[data-mode=campaign]').click();
      await expect(page.getByTestId('fight')).toBeEnabled();
      await page.getByTestId('fight').click();
      await expect(page.locator('.battle-viewer')).toBeVisible();
      await page.locator('[data-control="skip"]').click();
      await expect(page.getByTestId('server-result')).toBeVisible();

      for (const path of PLAYER_SCREENS) {
        await test.step(path, async () => {
          await page.setViewportSize(VIEWPORTS[0]);
          await visit(page, path);
          const landed = new URL(page.url()).pathname;
          if (landed !== path) {
            problems.push(`${path}: redirected to ${landed}`);
            return;
          }
          await settled(page, testInfo);
          for (const viewport of VIEWPORTS) {
            await page.setViewportSize(viewport);
            await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
            const at = `${path} @${viewport.width} ${language.code}`;
            // The hub on every player screen: the tab bar (or rail) with the five places and More, never the public bar.
            const tabs = page.locator('nav.game-nav');
            if (!(await tabs.isVisible())) problems.push(`${at}: no tab bar`);
            else if ((await tabs.locator('.game-tab').count()) !== 6) problems.push(`${at}: tab bar has ${await tabs.locator('.game-tab').count()} tabs`);
            if (await page.locator('a[href="/whitelist"]').count()) problems.push(`${at}: a player is offered the whitelist`);
            for (const problem of await screenProblems(page, language.code, playerName)) problems.push(`${at}: ${problem}`);
            for (const clipped of await clippedTexts(page, 'header, .game-nav, main')) problems.push(`${at}: clipped ${clipped}`);
            // axe on the phone, the game's main size, in every language (a run costs seconds on a loaded machine;
            // its rules see the same elements at 1280 px).
            if (viewport.width === 390) {
              const axe = await axeCheck(page, ['canvas']);
              for (const v of axe.violations.filter((x) => x.impact === 'serious' || x.impact === 'critical')) {
                const nodes = v.nodes.map((n) => n.target.join(' ')).filter((target) => !KNOWN_AXE.some((k) => k.rule === v.id && k.path === path && target.includes(k.target)));
                if (nodes.length) problems.push(`${at}: axe ${v.id} on ${nodes.slice(0, 3).join(', ')}`);
              }
            }
            if (shots) {
              const name = `${language.code}-${viewport.width}${path.replaceAll('/', '_')}.png`;
              const file = shotsDir ? join(shotsDir, 'screens', name) : testInfo.outputPath(name);
              // A screen that animates without end (a battle) may never give a stable full-page shot: then none.
              await page.screenshot({ path: file, fullPage: true, timeout: 10_000 }).catch(() => undefined);
            }
          }
        });
      }
      expect(problems).toEqual([]);
    });
  }
});
