import { expect, test } from '@playwright/test';
import { runReplay } from './replayCli';

const cli = runReplay(['--seed', '7', '--random']);

// Six full-size canvases on SwiftShader: slow on a loaded 2-core machine, so each test gets room (it waits on state, never on timers).
test.setTimeout(180_000);

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

const TEXT = {
  en: { pause: 'Pause', skip: 'Skip to the result', units: 'Units', recap: 'Recap' },
  ru: { pause: 'Пауза', skip: 'К результату', units: 'Бойцы', recap: 'Итоги' },
  zh: { pause: '暂停', skip: '跳到结果', units: '单位', recap: '总结' },
} as const;

for (const viewport of VIEWPORTS) {
  for (const lng of ['en', 'ru', 'zh'] as const) {
    test(`the battle screen on a ${viewport.name} in ${lng}: canvas drawn, translated controls, nothing sideways`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.goto(`${cli.path}&lng=${lng}`);
      const viewer = page.locator('.battle-viewer');
      await expect(viewer).toBeVisible({ timeout: 30_000 });
      await expect(page.locator('.battle-stage canvas')).toBeVisible();
      await expect(page.getByRole('button', { name: TEXT[lng].pause })).toBeVisible();
      await page.getByRole('button', { name: TEXT[lng].pause }).click();
      await expect(viewer).toHaveAttribute('data-phase', 'paused');
      // Where the pause lands depends on how long the page took to get here (a round lasts about two seconds):
      // seek to round 1 on the scrub bar first, then the next-round control takes it to round 2 from any pause.
      await page.locator('.scrub-round[data-round="1"]').click();
      await expect(viewer).toHaveAttribute('data-round', '1');
      await page.locator('[data-control="next-round"]').click();
      await expect(viewer).toHaveAttribute('data-round', '2');
      await page.locator('[data-control="step"]').click();
      const noSideways = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
      expect(await noSideways()).toBe(true);
      await page.screenshot({ path: testInfo.outputPath(`${viewport.name}-${lng}-playing.png`) });

      await page.getByRole('button', { name: TEXT[lng].skip }).click();
      await expect(viewer).toHaveAttribute('data-phase', 'ended');
      await expect(page.locator('.result-banner')).toBeVisible();
      expect(await noSideways()).toBe(true);
      await page.screenshot({ path: testInfo.outputPath(`${viewport.name}-${lng}-ended.png`), fullPage: true });

      await page.getByRole('tab', { name: TEXT[lng].units }).click();
      await page.locator('.inspector-unit').first().click();
      await expect(page.locator('.inspector-detail')).toBeVisible();
      expect(await noSideways()).toBe(true);
      await page.locator('.inspector-detail').screenshot({ path: testInfo.outputPath(`${viewport.name}-${lng}-inspector.png`) });
      // On a phone the inspector is a bottom sheet over the page: closed before the next tab.
      if (viewport.name === 'phone') {
        await page.keyboard.press('Escape');
        await expect(page.getByTestId('unit-sheet')).toHaveCount(0);
      }

      await page.getByRole('tab', { name: TEXT[lng].recap }).click();
      await expect(page.locator('.recap-row').first()).toBeVisible();
      expect(await noSideways()).toBe(true);
      await page.locator('.battle-side').screenshot({ path: testInfo.outputPath(`${viewport.name}-${lng}-recap.png`) });
    });
  }
}
