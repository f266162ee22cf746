import { expect, test, type Locator } from '@playwright/test';
import { MOCK_THEME, mockTelegram, sendTelegramEvent, telegramEvents } from './support/telegramMock';
import { lookShot } from './support/lookShot';

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
  await lookShot(page, testInfo.outputPath('telegram-main.png'));
});

test('Telegram BackButton shows when there is history and navigates back', async ({ page }) => {
  await page.goto(await mockTelegram(page, '/main', { version: '8.0' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Main' })).toBeVisible();
  const backButtonStates = async () =>
    (await telegramEvents(page))
      .filter((e) => e.type === 'web_app_setup_back_button')
      .map((e) => (e.data as { is_visible: boolean }).is_visible);

  await page.locator('[data-lobby-mode=campaign]').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Campaign' })).toBeVisible();
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
  await lookShot(page, testInfo.outputPath('too-old.png'));
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
  await lookShot(page, testInfo.outputPath('debug-console.png'));
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
  // Control: the same page inside Telegram does load that chunk, so the check above names a real chunk.
  // (Another path: a hash-only change would not reload the page.)
  await page.goto(await mockTelegram(page, '/notices', { version: '8.0' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Notices' })).toBeVisible();
  await expect.poll(() => scripts.some((s) => s.includes('startTelegram'))).toBe(true);
});

/** Telegram's light theme as clients before Bot API 7.0 send it: no section colours. */
const LIGHT_THEME = {
  bg_color: '#ffffff',
  secondary_bg_color: '#f0f0f0',
  text_color: '#000000',
  hint_color: '#999999',
  link_color: '#2481cc',
  button_color: '#2481cc',
  button_text_color: '#ffffff',
};

/**
 * Contrast ratio (WCAG) between an element's text colour and every colour painted behind it: the nearest
 * ancestor-or-self with a background colour or gradient (translucent colours composited over the page's
 * background). The worst pair counts.
 */
function worstContrast(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const parse = (text: string): [number, number, number, number][] =>
      [...text.matchAll(/rgba?\(([^)]+)\)|color\(srgb ([^)]+)\)/g)].map((m) => {
        if (m[1] !== undefined) {
          const [r = 0, g = 0, b = 0, a = 1] = m[1].split(/[\s,/]+/).filter(Boolean).map(Number);
          return [r / 255, g / 255, b / 255, a];
        }
        const [r = 0, g = 0, b = 0, a = 1] = (m[2] ?? '').split(/[\s/]+/).filter(Boolean).map(Number);
        return [r, g, b, a];
      });
    const [page = [1, 1, 1, 1]] = parse(getComputedStyle(document.body).backgroundColor);
    const over = ([r, g, b, a]: [number, number, number, number]) =>
      [r * a + page[0] * (1 - a), g * a + page[1] * (1 - a), b * a + page[2] * (1 - a)] as const;
    const luminance = (rgb: readonly number[]) => {
      const [r = 0, g = 0, b = 0] = rgb.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const [text] = parse(getComputedStyle(element).color);
    let backgrounds: [number, number, number, number][] = [];
    for (let node: Element | null = element; node && backgrounds.length === 0; node = node.parentElement) {
      const style = getComputedStyle(node);
      backgrounds = [...parse(style.backgroundImage), ...parse(style.backgroundColor)].filter((c) => c[3] > 0);
    }
    if (!text || backgrounds.length === 0) return 0;
    const lt = luminance(over(text));
    return Math.min(
      ...backgrounds.map((bg) => {
        const lb = luminance(over(bg));
        return (Math.max(lt, lb) + 0.05) / (Math.min(lt, lb) + 0.05);
      }),
    );
  });
}

test('under a light Telegram theme the text stays readable (no dark surfaces behind black text)', async ({ page }, testInfo) => {
  await page.goto(await mockTelegram(page, '/main', { version: '7.0', theme: LIGHT_THEME }));
  await expect(page.getByRole('heading', { level: 1, name: 'Main' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('light');
  const readable = [
    page.getByRole('link', { name: 'Play as guest' }),
    page.getByRole('navigation', { name: 'Navigation' }).getByRole('link', { name: 'Battle', exact: true }),
    page.getByRole('navigation', { name: 'Navigation' }).getByRole('link', { name: 'Team', exact: true }),
  ];
  for (const locator of readable) expect(await worstContrast(locator)).toBeGreaterThanOrEqual(4.5);
  await lookShot(page, testInfo.outputPath('telegram-light-main.png'), { fullPage: true });

  await page.getByRole('link', { name: 'Settings', exact: true }).click();
  const languageTitle = page.getByRole('heading', { name: 'Language', exact: true });
  await expect(languageTitle).toBeVisible();
  expect(await worstContrast(languageTitle)).toBeGreaterThanOrEqual(4.5);
});

test('under a light Telegram theme the unhandled-error screen is readable', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('tcg:test-hooks', '1'));
  await page.goto(await mockTelegram(page, '/main?tcgFail=async', { version: '7.0', theme: LIGHT_THEME }));
  const heading = page.getByRole('heading', { name: 'An unhandled error occurred' });
  await expect(heading).toBeVisible();
  expect(await worstContrast(heading)).toBeGreaterThanOrEqual(4.5);
});

test('under a light Telegram theme the debug console is readable', async ({ page }) => {
  await page.goto(await mockTelegram(page, '/main', { version: '7.0', theme: LIGHT_THEME, startParam: 'debug' }));
  const line = page.getByTestId('debug-console').getByText('telegram: platform android, Mini Apps 7.0, debug mode');
  await expect(line).toBeVisible();
  expect(await worstContrast(line)).toBeGreaterThanOrEqual(4.5);
});
