import { expect, test } from '@playwright/test';
import { MOCK_THEME, mockTelegram, sendTelegramEvent, telegramEvents } from './support/telegramMock';

test('inside Telegram: ready and expand are signalled, theme and safe areas become CSS variables', async ({ page }, testInfo) => {
  await page.goto(await mockTelegram(page, '/main', { version: '8.0' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Main' })).toBeVisible();
  await expect.poll(async () => (await telegramEvents(page)).map((e) => e.type)).toEqual(
    expect.arrayContaining(['web_app_ready', 'web_app_expand']),
  );
  const types = (await telegramEvents(page)).map((e) => e.type);
  // Ready and expand come first: before the theme, viewport and back-button set-up.
  const firstSetup = types.findIndex((t) => /^web_app_(request_|setup_)/.test(t));
  expect(types.indexOf('web_app_ready')).toBeLessThan(firstSetup);
  expect(types.indexOf('web_app_expand')).toBeLessThan(firstSetup);

  const cssVar = (name: string) => page.evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name);
  await expect.poll(() => cssVar('--tg-theme-bg-color')).toBe(MOCK_THEME.bg_color);
  await expect.poll(() => cssVar('--tg-theme-button-color')).toBe(MOCK_THEME.button_color);
  await expect.poll(() => cssVar('--tg-viewport-safe-area-inset-top')).toBe('24px');
  await expect.poll(() => cssVar('--tg-viewport-content-safe-area-inset-top')).toBe('46px');
  // Our palette follows the theme: the page background is Telegram's bg_color.
  await expect.poll(() => cssVar('--bg')).toBe(MOCK_THEME.bg_color);
  // The sticky header keeps its content below the safe area (24 + 46 px) plus its own 8 px on a phone.
  await expect.poll(() => page.locator('.app-header').evaluate((el) => getComputedStyle(el).paddingTop)).toBe('78px');
  await page.screenshot({ path: testInfo.outputPath('telegram-main.png') });
});

test('Telegram BackButton shows when there is history and navigates back', async ({ page }) => {
  await page.goto(await mockTelegram(page, '/main', { version: '8.0' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Main' })).toBeVisible();
  const backButtonStates = async () =>
    (await telegramEvents(page))
      .filter((e) => e.type === 'web_app_setup_back_button')
      .map((e) => (e.data as { is_visible: boolean }).is_visible);

  await page.getByRole('link', { name: 'My team', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My team' })).toBeVisible();
  await expect.poll(async () => (await backButtonStates()).at(-1)).toBe(true);

  await sendTelegramEvent(page, 'back_button_pressed');
  await expect(page).toHaveURL(/\/main(#.*)?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Main' })).toBeVisible();
  await expect.poll(async () => (await backButtonStates()).at(-1)).toBe(false);
});

test('a client older than the minimum version gets the too-old message', async ({ page }, testInfo) => {
  await page.goto(await mockTelegram(page, '/main', { version: '6.0' }));
  await expect(page.getByText('Oops, You are using too old Telegram client to run this application.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Main' })).toHaveCount(0);
  expect((await telegramEvents(page)).map((e) => e.type)).toContain('web_app_ready');
  await page.screenshot({ path: testInfo.outputPath('too-old.png') });
});

test('start parameter debug switches on the on-screen log console', async ({ page }, testInfo) => {
  await page.goto(await mockTelegram(page, '/main', { version: '8.0', startParam: 'debug' }));
  const debugConsole = page.getByTestId('debug-console');
  await expect(debugConsole).toBeVisible();
  await expect(debugConsole.getByText('Debug console')).toBeVisible();
  await expect(debugConsole).toContainText('telegram: platform android, Mini Apps 8.0, debug mode');
  // The SDK's bridge log is captured too.
  await expect(debugConsole).toContainText('web_app_ready');
  await page.evaluate(() => console.warn('probe line from the page'));
  await expect(debugConsole).toContainText('probe line from the page');
  await page.screenshot({ path: testInfo.outputPath('debug-console.png') });
  await debugConsole.getByRole('button', { name: 'Hide' }).click();
  await expect(debugConsole).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Debug' })).toBeVisible();
});

test('without the debug start parameter there is no console', async ({ page }) => {
  await page.goto(await mockTelegram(page, '/main', { version: '8.0' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Main' })).toBeVisible();
  await expect.poll(async () => (await telegramEvents(page)).length).toBeGreaterThan(0);
  await expect(page.getByTestId('debug-console')).toHaveCount(0);
});

test('outside Telegram the app is a normal web app', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto('/main');
  await expect(page.getByRole('heading', { level: 1, name: 'Main' })).toBeVisible();
  expect(scripts.some((s) => s.includes('startTelegram'))).toBe(false);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--tg-theme-bg-color'))).toBe('');
});
