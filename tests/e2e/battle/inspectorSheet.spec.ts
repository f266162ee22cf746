import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { runReplay } from './replayCli';
import { lookShot } from '../support/lookShot';

/**
 * The unit inspector on a phone is a bottom sheet over the lower part of the battle, the canvas still in view above
 * it: a tap on a unit (or a log line) opens it on that unit; Escape, the close button, a tap above it and a swipe
 * down on its handle close it. On desktop the inspector stays the side panel.
 */
const cli = runReplay(['--seed', '42', '--teams', 'tests/fixtures/battle/example-teams.json']);

// The canvas on SwiftShader shares 2 cores with everything else: room for a loaded machine (tests wait on state).
test.setTimeout(180_000);

/** The language's battle.json value at `key`. */
function said(lng: string, key: string): string {
  const texts = JSON.parse(readFileSync(`public/locales/${lng}/battle.json`, 'utf8')) as Record<string, unknown>;
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], texts) as string;
}

/** Opens the replay in `lng`, paused at round 1 with its units drawn on the canvas. */
async function openPaused(page: Page, lng: string) {
  await page.addInitScript(() => { window.__tcgSceneProbe = {}; });
  await page.goto(`${cli.path}&lng=${lng}`);
  const viewer = page.locator('.battle-viewer');
  await expect(viewer).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: said(lng, 'controls.pause') }).click();
  await expect(viewer).toHaveAttribute('data-phase', 'paused');
  await page.locator('.scrub-round[data-round="1"]').click();
  await expect(viewer).toHaveAttribute('data-round', '1');
  return viewer;
}

/** Taps the `index`th unit drawn on the canvas (from the scene graph's virtual coordinates) and returns its number. */
async function tapUnit(page: Page, index: number): Promise<number> {
  await page.waitForFunction(() => (window.__tcgSceneProbe?.graph?.() ?? []).some((n) => n.label.startsWith('unit-')));
  const { unit, scale, offset } = await page.evaluate((i) => {
    const probe = window.__tcgSceneProbe!;
    const units = probe.graph!().filter((n) => n.label.startsWith('unit-'));
    const board = probe.app!.stage.children[0]!;
    return { unit: units[i]!, scale: board.scale.x, offset: { x: board.x, y: board.y } };
  }, index);
  const canvas = page.locator('.battle-stage canvas');
  await canvas.scrollIntoViewIfNeeded();
  const box = (await canvas.boundingBox())!;
  await page.mouse.click(box.x + offset.x + unit.x * scale, box.y + offset.y + unit.y * scale);
  return Number(unit.label.slice('unit-'.length));
}

/** Waits until the sheet has slid in (its opening animation finished), so it is measured where it stays. */
async function sheetSettled(page: Page) {
  await page.getByTestId('unit-sheet').evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
}

/** The canvas is wholly on screen, below the sticky header and above the sheet's top edge. */
async function expectCanvasAboveSheet(page: Page) {
  await sheetSettled(page);
  const stage = (await page.locator('.battle-stage').boundingBox())!;
  const sheet = (await page.getByTestId('unit-sheet').boundingBox())!;
  const header = (await page.locator('.app-header').boundingBox())!;
  expect(stage.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
  expect(stage.y + stage.height).toBeLessThanOrEqual(sheet.y + 1);
}

for (const lng of ['en', 'ru', 'zh'] as const) {
  test(`a phone in ${lng}: a tapped unit opens in a bottom sheet under the canvas, and the sheet closes`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openPaused(page, lng);
    const sheet = page.getByTestId('unit-sheet');
    await expect(sheet).toHaveCount(0);

    const unit = await tapUnit(page, 0);
    await expect(sheet).toBeVisible();
    await expect(sheet.locator('.inspector-detail')).toHaveAttribute('data-inspected', String(unit));
    await expect(sheet.locator('.inspector-detail')).toContainText(said(lng, 'inspector.health'));
    // Focus is in the sheet (its close button), the panel below the canvas shows no second copy.
    await expect(sheet.getByRole('button', { name: said(lng, 'inspector.close') })).toBeFocused();
    await expect(page.locator('.battle-side .inspector-detail')).toHaveCount(0);
    await expectCanvasAboveSheet(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await lookShot(page, testInfo.outputPath(`phone-${lng}-sheet.png`));

    // The close button.
    await sheet.getByRole('button', { name: said(lng, 'inspector.close') }).click();
    await expect(sheet).toHaveCount(0);
    if (lng !== 'en') return;

    // Escape.
    await tapUnit(page, 1);
    await expect(sheet).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(sheet).toHaveCount(0);

    // A tap above the sheet (on the dimmed page) closes it.
    await tapUnit(page, 2);
    await expect(sheet).toBeVisible();
    await page.mouse.click(195, 70);
    await expect(sheet).toHaveCount(0);

    // A swipe down on the handle closes it; a short drag springs back.
    await tapUnit(page, 3);
    await expect(sheet).toBeVisible();
    await sheetSettled(page);
    const grip = (await page.getByTestId('unit-sheet-grip').boundingBox())!;
    const from = { x: grip.x + grip.width / 2, y: grip.y + grip.height / 2 };
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x, from.y + 20, { steps: 4 });
    await page.mouse.up();
    await expect(sheet).toBeVisible();
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x, from.y + 160, { steps: 8 });
    await page.mouse.up();
    await expect(sheet).toHaveCount(0);

    // A log line's unit opens in the sheet too, the battle seeked to that line.
    const death = page.locator('[data-log-line][data-kind="death"]').first();
    await page.getByRole('button', { name: said(lng, 'controls.skipToEnd') }).click();
    const event = await death.getAttribute('data-log-line');
    await death.click();
    await expect(page.locator('.battle-viewer')).toHaveAttribute('data-event', event!);
    await expect(sheet.locator('.inspector-detail')).toContainText(said(lng, 'inspector.fallen'));
    await expectCanvasAboveSheet(page);
    await lookShot(page, testInfo.outputPath(`phone-${lng}-log-sheet.png`));
  });
}

test('on desktop a tapped unit opens in the side panel as before, with no sheet', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openPaused(page, 'en');
  const unit = await tapUnit(page, 0);
  await expect(page.getByRole('tab', { name: 'Units' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('.battle-side .inspector-detail')).toHaveAttribute('data-inspected', String(unit));
  await expect(page.getByTestId('unit-sheet')).toHaveCount(0);
  await lookShot(page, testInfo.outputPath('desktop-en-panel.png'));
});
