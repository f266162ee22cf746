import { expect, test, type Page } from '@playwright/test';
import { layoutShiftOf, watchLayoutShift } from './support/layoutShift';
import { cardCatalog } from '../../src/content';
import { encodeReplay, randomBattleInput, replayStartParam } from '../../src/contracts/replay';
import { hashEvents, simulate } from '../../src/engine';
import { mockTelegram } from './support/telegramMock';
import { lookShot } from './support/lookShot';

/** Console errors and uncaught page errors, collected from the start of the page. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return errors;
}

test.describe('/launch inside the Telegram mini-app', () => {
  test('a replay parameter opens the battle screen on that replay, verified', async ({ page }) => {
    const input = randomBattleInput(7);
    const hash = hashEvents(simulate(input, cardCatalog));
    const startParam = replayStartParam(encodeReplay(input, hash));
    expect(startParam).not.toBeNull();
    await page.goto(await mockTelegram(page, '/launch', { version: '8.0', startParam: startParam! }));
    await expect(page).toHaveURL(/\/battle\?r=[A-Za-z0-9_-]+$/);
    await expect(page.locator('.hash-badge')).toHaveAttribute('data-hash', hash);
    await expect(page.locator('.hash-badge')).toHaveAttribute('data-verified', 'true');
    await lookShot(page, 'test-results/launch-replay.png');
  });

  test('a server battle parameter opens the battle screen on that battle', async ({ page }) => {
    await page.goto(await mockTelegram(page, '/launch', { version: '8.0', startParam: 'b_8f14e45f-ceea-467f-a0b6-3f0c6e5c1a2b' }));
    await expect(page).toHaveURL(/\/battle\?id=8f14e45f-ceea-467f-a0b6-3f0c6e5c1a2b$/);
  });

  test('an invite parameter is remembered for sign-up and leads to the new-player start', async ({ page }) => {
    await page.goto(await mockTelegram(page, '/launch', { version: '8.0', startParam: 'i_FRIEND2024' }));
    await expect(page).toHaveURL(/\/new-player$/);
    expect(await page.evaluate(() => localStorage.getItem('tcg:invite-code'))).toBe('FRIEND2024');
    await expect(page.getByTestId('invite-code')).toContainText('FRIEND2024');
    await lookShot(page, 'test-results/launch-invite.png');
  });
});

test.describe('/launch on the web', () => {
  test('shows the branded splash while the session restores', async ({ page }) => {
    // Hold the session answer so the splash can be seen, then let it through.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/account/session', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/launch?startapp=i_WEBCODE1');
    const splash = page.locator('.launch-splash');
    await expect(splash).toBeVisible();
    await expect(splash).toContainText('Restoring your session…');
    await expect(splash).toHaveAttribute('data-start-kind', 'invite');
    await lookShot(page, 'test-results/launch-splash.png');
    release();
    await expect(page).toHaveURL(/\/new-player$/);
  });

  test('?startapp=debug turns on the debug console and enters the game', async ({ page }) => {
    await page.goto('/launch?startapp=debug');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('debug-console')).toBeVisible();
  });

  for (const bad of ['nonsense', 'r_bad%20id', `r_${'x'.repeat(70)}`, 'i_%3Cscript%3E', '']) {
    test(`a malformed or unknown parameter (${bad.slice(0, 20) || 'empty'}) falls back without an error screen`, async ({ page }) => {
      const errors = collectErrors(page);
      await page.goto(`/launch?startapp=${bad}`);
      // Signed out: home on this merged host.
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText('Something went wrong')).toHaveCount(0);
      expect(errors).toEqual([]);
    });
  }

  test('a signed-in player with an invite link goes to the lobby', async ({ page }) => {
    await page.goto('/new-player');
    await page.getByRole('button', { name: 'Play as guest' }).click();
    await expect(page).toHaveURL(/\/main$/);
    await page.goto('/launch?startapp=i_LATECOMER');
    await expect(page).toHaveURL(/\/main$/);
    await expect(page.locator('.player-header[data-state="signed-in"]')).toBeVisible();
  });
});

test.describe('first load', () => {
  for (const path of ['/', '/main']) {
    test(`a signed-out load of ${path} logs no console error`, async ({ page }) => {
      const errors = collectErrors(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (path === '/main') await expect(page.locator('.player-header[data-state="signed-out"]')).toBeVisible();
      // The session check has answered (200, signed out) by now.
      expect(errors).toEqual([]);
    });
  }

  test.beforeEach(async ({ page }) => {
    await watchLayoutShift(page);
  });

  for (const width of [390, 1280]) {
    test(`/main does not shift as the account loads, signed out and signed in (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      // Slow the session answer so the loading state is painted first, as on a phone network.
      await page.route('**/api/account/session', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        await route.continue();
      });
      await page.goto('/main');
      await expect(page.locator('.player-header[data-state="signed-out"]')).toBeVisible();
      await expect(page.getByRole('list', { name: 'Battles' }).locator('.mode-choice')).toHaveCount(4);
      expect(await layoutShiftOf(page)).toBeLessThan(0.001);

      await page.getByRole('link', { name: 'Play as guest' }).first().click();
      await page.getByRole('button', { name: 'Play as guest' }).click();
      await expect(page).toHaveURL(/\/main$/);
      // A player past the first-run guide, skipped here: the card goes, and this device stops holding its place. (Skipped
      // on another device, a reload here holds the place until the account says so: docs/FIRST_SESSION.md.)
      await page.getByTestId('first-run-skip').click();
      await expect(page.getByTestId('first-run')).toHaveCount(0);
      await page.reload();
      await expect(page.locator('.player-header[data-state="signed-in"]')).toBeVisible();
      await expect(page.getByRole('list', { name: 'Battles' }).locator('.mode-choice')).toHaveCount(4);
      expect(await layoutShiftOf(page)).toBeLessThan(0.001);
      await lookShot(page, `test-results/main-signed-in-${width}.png`);
    });
  }
});
