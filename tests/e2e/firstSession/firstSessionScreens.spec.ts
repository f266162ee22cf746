import { expect, test } from '@playwright/test';
import { clippedTexts, expectNoSidewaysOverflow } from '../support/layoutChecks';
import { lookShot } from '../support/lookShot';

/**
 * The first session's screens (the home page, the lobby with the guide, a campaign stage ready to fight) on a phone
 * and a desktop in every language: Play, the guide and Fight in view, nothing sideways, no clipped text; screenshots
 * in the test's output to look at.
 */
const SIZES = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
] as const;
const HOME_PLAY = { en: 'Play', ru: 'Играть', zh: '开始游戏' } as const;

for (const size of SIZES) {
  test.describe(`first session on ${size.name}`, () => {
    test.use({ viewport: size.viewport });
    test.setTimeout(180_000);
    for (const lng of ['en', 'ru', 'zh'] as const) {
      test(`${lng}: home, lobby with the guide, a stage ready to fight`, async ({ page }, testInfo) => {
        const shot = (name: string) => lookShot(page, testInfo.outputPath(`${name}-${lng}-${size.name}.png`));
        await page.goto(`/?lng=${lng}`);
        const play = page.getByTestId('home-play');
        await expect(play).toBeEnabled();
        await expect(play).toBeInViewport();
        await expect(page.getByTestId('home-shot')).toBeInViewport();
        await expect(play).toHaveText(HOME_PLAY[lng]);
        await expectNoSidewaysOverflow(page);
        await shot('home');

        await play.click();
        const coach = page.getByTestId('first-run');
        await expect(coach).toHaveAttribute('data-step', 'fight');
        await expect(coach).toBeInViewport();
        await expect(page.locator('html')).toHaveAttribute('lang', lng);
        await expectNoSidewaysOverflow(page);
        expect(await clippedTexts(page, '.first-run')).toEqual([]);
        await shot('lobby');

        await page.getByTestId('first-run-action').click();
        const fight = page.getByTestId('fight');
        await expect(fight).toBeEnabled();
        await expect(fight).toBeInViewport();
        await expectNoSidewaysOverflow(page);
        await shot('stage');
      });
    }
  });
}
