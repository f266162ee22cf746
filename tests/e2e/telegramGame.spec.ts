import { expect, test, type Page } from '@playwright/test';
import { runReplay } from './battle/replayCli';
import { startGuest } from './support/startGuest';
import { mockTelegram, telegramCloud, telegramEvents, type TelegramEvent } from './support/telegramMock';

const cli = runReplay(['--seed', '42', '--teams', 'tests/fixtures/battle/example-teams.json']);

// The canvas on SwiftShader shares 2 cores with everything else: room for a loaded machine (tests wait on state).
test.setTimeout(180_000);

const haptics = async (page: Page): Promise<TelegramEvent[]> =>
  (await telegramEvents(page)).filter((e) => e.type === 'web_app_trigger_haptic_feedback');
const swipeStates = async (page: Page): Promise<boolean[]> =>
  (await telegramEvents(page))
    .filter((e) => e.type === 'web_app_setup_swipe_behavior')
    .map((e) => (e.data as { allow_vertical_swipe: boolean }).allow_vertical_swipe);
const closingStates = async (page: Page): Promise<boolean[]> =>
  (await telegramEvents(page))
    .filter((e) => e.type === 'web_app_setup_closing_behavior')
    .map((e) => (e.data as { need_confirmation: boolean }).need_confirmation);

async function openReplay(page: Page, version: string) {
  await page.goto(await mockTelegram(page, cli.path, { version }));
  const viewer = page.locator('.battle-viewer');
  await expect(viewer).toBeVisible({ timeout: 30_000 });
  return viewer;
}

test('a 4× battle buzzes at its big moments, throttled, and at its result; picking a speed is a selection', async ({ page }) => {
  const viewer = await openReplay(page, '8.0');
  await page.getByRole('radio', { name: '4×' }).click();
  await expect.poll(async () => (await haptics(page)).map((e) => e.data)).toContainEqual({ type: 'selection_change' });
  await expect(viewer).toHaveAttribute('data-phase', 'ended', { timeout: 120_000 });
  await expect(page.getByTestId('result-banner')).toBeVisible();

  const buzzes = await haptics(page);
  // Critical hits, deaths and synergies: impacts, never closer than the throttle's gap (300 ms) at 4×.
  const moments = buzzes.filter((e) => (e.data as { type: string }).type === 'impact');
  expect(moments.length).toBeGreaterThan(0);
  for (let i = 1; i < moments.length; i++) expect(moments[i]!.at - moments[i - 1]!.at).toBeGreaterThanOrEqual(299);
  // The result: a notification (this replay is watched, so the side shown as won decides success or warning).
  const verdict = await page.getByTestId('result-banner').getAttribute('data-verdict');
  const results = buzzes.filter((e) => (e.data as { type: string }).type === 'notification');
  if (verdict === 'victory' || verdict === 'defeat') {
    expect(results.at(-1)?.data).toEqual({ type: 'notification', notification_type: verdict === 'victory' ? 'success' : 'warning' });
  }
});

for (const [name, settings] of [['the sound', { soundOn: false }], ['haptics', { hapticsOn: false }]] as const) {
  test(`with ${name} switched off there are no haptics`, async ({ page }) => {
    await page.addInitScript((s) => localStorage.setItem('tcg:settings', JSON.stringify(s)), settings);
    const viewer = await openReplay(page, '8.0');
    await page.getByRole('radio', { name: '4×' }).click();
    await expect(viewer).toHaveAttribute('data-phase', 'ended', { timeout: 120_000 });
    expect(await haptics(page)).toEqual([]);
  });
}

test('scrubbing turns vertical swipes off and back on; a 7.0 client (no swipe control) is left alone', async ({ page }) => {
  await openReplay(page, '8.0');
  const slider = page.getByRole('slider', { name: 'Battle timeline' });
  const box = (await slider.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await expect.poll(async () => (await swipeStates(page)).at(-1)).toBe(false);
  await page.mouse.move(box.x + box.width / 4, box.y + box.height / 2);
  await page.mouse.up();
  await expect.poll(async () => (await swipeStates(page)).at(-1)).toBe(true);

  // A new page: the same path with other launch parameters in the hash would not reload this one.
  const older = await page.context().newPage();
  await openReplay(older, '7.0');
  const old = (await older.getByRole('slider', { name: 'Battle timeline' }).boundingBox())!;
  await older.mouse.move(old.x + old.width / 2, old.y + old.height / 2);
  await older.mouse.down();
  await older.mouse.up();
  // Haptics (6.1+) still work there: a speed pick buzzes, and no swipe call was ever made.
  await older.getByRole('radio', { name: '2×' }).click();
  await expect.poll(async () => (await haptics(older)).length).toBeGreaterThan(0);
  expect(await swipeStates(older)).toEqual([]);
});

test('the team editor turns vertical swipes off while a card is dragged; Fight asks to confirm closing while it starts', async ({ page }) => {
  await startGuest(page);
  // Opened the way Telegram opens the app: launch parameters in the hash.
  await page.goto(await mockTelegram(page, '/my-team', { version: '8.0' }));
  await expect(page.getByRole('heading', { level: 1, name: 'My team' })).toBeVisible();
  // The shell has handed over the gesture controls (it asks for the viewport right after).
  await expect.poll(async () => (await telegramEvents(page)).map((e) => e.type)).toContain('web_app_request_viewport');
  const tile = page.getByTestId('card-tray').locator('.unit-tile').first();
  const target = page.locator('.deploy-cell[data-slot="0"]');
  await tile.scrollIntoViewIfNeeded();
  const from = (await tile.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 + 10, { steps: 5 });
  await expect(page.locator('.drag-ghost')).toBeVisible();
  await expect.poll(async () => (await swipeStates(page)).at(-1)).toBe(false);
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 10 });
  await page.mouse.up();
  await expect(page.locator('.drag-ghost')).toHaveCount(0);
  await expect.poll(async () => (await swipeStates(page)).at(-1)).toBe(true);

  await page.goto(await mockTelegram(page, '/activity-levels', { version: '8.0' }));
  await expect(page.getByTestId('fight')).toBeEnabled();
  await page.getByTestId('fight').click();
  await expect(page).toHaveURL(/\/battle\?id=/);
  // Confirmation on while the start was in flight, off once it answered; the press itself was an impact.
  await expect.poll(() => closingStates(page)).toEqual([true, false]);
  expect((await haptics(page)).map((e) => e.data)).toContainEqual({ type: 'impact', impact_style: 'medium' });
});

test('settings follow the player through CloudStorage: speed and language chosen on one device apply on another before ready', async ({ page, browser }) => {
  const viewer = await openReplay(page, '8.0');
  await expect(viewer).toBeVisible();
  await page.locator('[data-speed="4"]').click();
  const saved = async () => JSON.parse((await telegramCloud(page)).tcg_settings ?? '{}') as Record<string, unknown>;
  await expect.poll(saved).toMatchObject({ battleSpeed: 4 });

  // Another device: nothing in its browser, the same CloudStorage (with a language picked elsewhere).
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const phone = await other.newPage();
  // Music, volume and haptics switched on yet another device travel the same way.
  const cloud = { tcg_settings: JSON.stringify({ ...(await saved()), language: 'ru', musicOn: false, soundVolume: 30, hapticsOn: false }) };
  await phone.goto(await mockTelegram(phone, '/main', { version: '8.0', cloud }));
  await expect(phone.locator('html')).toHaveAttribute('lang', 'ru');
  // No flash of English: the language was in place when Telegram was told the page is ready.
  await expect.poll(async () => (await telegramEvents(phone)).find((e) => e.type === 'web_app_ready')?.lang).toBe('ru');
  await phone.goto(await mockTelegram(phone, cli.path, { version: '8.0', cloud }));
  await expect(phone.locator('.battle-viewer')).toBeVisible({ timeout: 30_000 });
  await expect(phone.locator('[data-speed="4"]')).toHaveAttribute('aria-checked', 'true');
  expect(JSON.parse((await phone.evaluate(() => localStorage.getItem('tcg:settings'))) ?? '{}')).toMatchObject({ battleSpeed: 4, musicOn: false, soundVolume: 30, hapticsOn: false });
  // Haptics off there: a speed pick makes no HapticFeedback call.
  await phone.locator('[data-speed="2"]').click();
  await expect.poll(async () => JSON.parse((await telegramCloud(phone)).tcg_settings ?? '{}') as unknown).toMatchObject({ battleSpeed: 2, hapticsOn: false });
  expect(await haptics(phone)).toEqual([]);
  await other.close();
});

test('a client without CloudStorage (6.1) keeps the speed in this browser only', async ({ page }) => {
  await openReplay(page, '6.1');
  await page.locator('[data-speed="2"]').click();
  await expect.poll(() => page.evaluate(() => (JSON.parse(localStorage.getItem('tcg:settings') ?? '{}') as { battleSpeed?: number }).battleSpeed)).toBe(2);
  expect((await telegramEvents(page)).filter((e) => e.type === 'web_app_invoke_custom_method')).toEqual([]);
});

test('fullscreen battles: the toggle asks Telegram for fullscreen, leaving the battle exits it, the choice is remembered; a 7.0 client has no toggle', async ({ page }) => {
  const fullscreenCalls = async (p: Page) =>
    (await telegramEvents(p)).map((e) => e.type).filter((type) => type === 'web_app_request_fullscreen' || type === 'web_app_exit_fullscreen');
  await openReplay(page, '8.0');
  const toggle = page.getByRole('button', { name: 'Fullscreen battles' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  expect(await fullscreenCalls(page)).toEqual([]);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => fullscreenCalls(page)).toEqual(['web_app_request_fullscreen']);
  await expect.poll(async () => JSON.parse((await telegramCloud(page)).tcg_settings ?? '{}') as unknown).toMatchObject({ fullscreen: true });
  await page.getByRole('navigation', { name: 'Navigation' }).getByRole('link', { name: 'Battle', exact: true }).click();
  await expect.poll(() => fullscreenCalls(page)).toEqual(['web_app_request_fullscreen', 'web_app_exit_fullscreen']);

  // The next battle on this device starts in fullscreen by itself.
  const next = await page.context().newPage();
  await openReplay(next, '8.0');
  await expect(next.getByRole('button', { name: 'Fullscreen battles' })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => fullscreenCalls(next)).toEqual(['web_app_request_fullscreen']);

  const older = await page.context().newPage();
  await openReplay(older, '7.0');
  await expect(older.getByRole('button', { name: 'Sound effects' })).toBeVisible();
  await expect(older.getByRole('button', { name: 'Fullscreen battles' })).toHaveCount(0);
  expect(await fullscreenCalls(older)).toEqual([]);
});

test('after the first campaign win Telegram offers "Add to home screen" once', async ({ page }) => {
  test.setTimeout(300_000);
  await startGuest(page);
  await page.goto(await mockTelegram(page, '/activity-levels', { version: '8.0' }));
  let won = false;
  for (let attempt = 0; attempt < 5 && !won; attempt++) {
    await expect(page.getByTestId('fight')).toBeEnabled();
    await page.getByTestId('fight').click();
    await expect(page.locator('.battle-viewer')).toBeVisible({ timeout: 30_000 });
    await page.locator('[data-control="skip"]').click();
    await expect(page.getByTestId('server-result')).toBeVisible({ timeout: 30_000 });
    won = (await page.getByTestId('server-result').getAttribute('data-result')) === 'win';
    if (!won) {
      await expect(page.getByTestId('home-screen-offer')).toHaveCount(0);
      await page.getByTestId('again').click();
    }
  }
  expect(won).toBe(true);
  const offer = page.getByTestId('home-screen-offer');
  await expect(offer).toBeVisible();
  await offer.getByRole('button', { name: 'Add to home screen' }).click();
  await expect(offer).toHaveCount(0);
  expect((await telegramEvents(page)).map((e) => e.type)).toContain('web_app_add_to_home_screen');
  // Never again: the same result opened anew does not offer it.
  await page.goto(await mockTelegram(page, new URL(page.url()).pathname + new URL(page.url()).search, { version: '8.0' }));
  await expect(page.locator('.battle-viewer')).toBeVisible({ timeout: 30_000 });
  await page.locator('[data-control="skip"]').click();
  await expect(page.getByTestId('server-result')).toBeVisible({ timeout: 60_000 });
  await expect.poll(async () => (await telegramEvents(page)).map((e) => e.type)).toContain('web_app_request_viewport');
  await expect(offer).toHaveCount(0);
});
