import { expect, test, type Page } from '@playwright/test';
import { runReplay } from './replayCli';
import { lookShot } from '../support/lookShot';

const cli = runReplay(['--seed', '7', '--random']);

// A full-size canvas on SwiftShader at two widths: slow on a loaded 2-core machine, so each test gets room (it waits on state, never on timers).
test.setTimeout(180_000);

const PHONE = { name: 'phone', width: 390, height: 844 } as const;
const DESKTOP = { name: 'desktop', width: 1280, height: 800 } as const;
type Viewport = typeof PHONE | typeof DESKTOP;

const TEXT = {
  en: { pause: 'Pause', skip: 'Skip to the result', units: 'Units', recap: 'Recap', log: 'Log' },
  ru: { pause: 'Пауза', skip: 'К результату', units: 'Бойцы', recap: 'Итоги', log: 'Журнал' },
  zh: { pause: '暂停', skip: '跳到结果', units: '单位', recap: '总结', log: '记录' },
} as const;

const noSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

// The battle is loaded once per language and resized between the widths: a resize needs no reload, and each load
// of the canvas on SwiftShader is most of a test's time.
for (const lng of ['en', 'ru', 'zh'] as const) {
  test(`the battle screen in ${lng} on a phone and a desktop: canvas drawn, translated controls, nothing sideways`, async ({ page }, testInfo) => {
    const t = TEXT[lng];
    const shot = (viewport: Viewport, what: string) => testInfo.outputPath(`${viewport.name}-${lng}-${what}.png`);
    const resize = async (viewport: Viewport) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(viewport.width);
      // The full-page shots start at the top, as a fresh load at this width would.
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(page.locator('.battle-stage canvas')).toBeVisible();
    };

    await page.setViewportSize({ width: PHONE.width, height: PHONE.height });
    await page.goto(`${cli.path}&lng=${lng}`);
    const viewer = page.locator('.battle-viewer');
    await expect(viewer).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('.battle-stage canvas')).toBeVisible();
    await expect(page.getByRole('button', { name: t.pause })).toBeVisible();
    await page.getByRole('button', { name: t.pause }).click();
    await expect(viewer).toHaveAttribute('data-phase', 'paused');
    // Where the pause lands depends on how long the page took to get here (a round lasts about two seconds):
    // seek to round 1 on the scrub bar first, then the next-round control takes it to round 2 from any pause.
    await page.locator('.scrub-round[data-round="1"]').click();
    await expect(viewer).toHaveAttribute('data-round', '1');
    await page.locator('[data-control="next-round"]').click();
    await expect(viewer).toHaveAttribute('data-round', '2');
    await page.locator('[data-control="step"]').click();
    expect(await noSideways(page)).toBe(true);
    await lookShot(page, shot(PHONE, 'playing'));
    await resize(DESKTOP);
    expect(await noSideways(page)).toBe(true);
    await lookShot(page, shot(DESKTOP, 'playing'));
    await resize(PHONE);

    await page.getByRole('button', { name: t.skip }).click();
    await expect(viewer).toHaveAttribute('data-phase', 'ended');
    await expect(page.locator('.result-banner')).toBeVisible();
    // The result, then a unit in the inspector and the recap, at each width (the phone first: there the inspector
    // is a bottom sheet over the page, closed before the next tab).
    for (const viewport of [PHONE, DESKTOP]) {
      if (viewport === DESKTOP) {
        await resize(DESKTOP);
        await page.getByRole('tab', { name: t.log }).click();
      }
      await expect(page.locator('.result-banner')).toBeVisible();
      expect(await noSideways(page)).toBe(true);
      await lookShot(page, shot(viewport, 'ended'), { fullPage: true });

      await page.getByRole('tab', { name: t.units }).click();
      await page.locator('.inspector-unit').first().click();
      await expect(page.locator('.inspector-detail')).toBeVisible();
      expect(await noSideways(page)).toBe(true);
      await lookShot(page.locator('.inspector-detail'), shot(viewport, 'inspector'));
      if (viewport === PHONE) {
        await page.keyboard.press('Escape');
        await expect(page.getByTestId('unit-sheet')).toHaveCount(0);
      }

      await page.getByRole('tab', { name: t.recap }).click();
      await expect(page.locator('.recap-row').first()).toBeVisible();
      expect(await noSideways(page)).toBe(true);
      await lookShot(page.locator('.battle-side'), shot(viewport, 'recap'));
    }
  });
}
