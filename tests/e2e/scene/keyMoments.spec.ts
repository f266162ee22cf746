import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BattleInput } from '../../../src/engine';
import type { GoldenFile } from '../../golden/goldenCase';
import { KEY_BATTLE, KEY_MOMENTS, momentTimes, seekScene, untilArtDrawn } from './keyMoments';
import { startSceneHarness } from './sceneHarnessServer';

/**
 * Golden screenshots of the key moments of a seeded battle (a lunge mid-way, a projectile in flight, a field with
 * units on it, a death, the result) with the generated art (public/art, written by `npm run art`), at the LOW
 * class and forced HIGH, on a phone and on desktop. Each moment is a seek of the paused cursor: the frame is a
 * pure function of time, so the pictures are deterministic.
 */
const golden = JSON.parse(readFileSync(new URL('../../fixtures/battle/golden.json', import.meta.url), 'utf8')) as GoldenFile;
const input = golden.cases.find((c) => c.name === KEY_BATTLE)!.input as BattleInput;

let harness: Awaited<ReturnType<typeof startSceneHarness>>;
test.beforeAll(async () => {
  harness = await startSceneHarness(path.resolve('public/art'));
});
test.afterAll(async () => { await harness?.close(); });

const SIZES = [{ name: 'phone', width: 390, height: 844 }, { name: 'desktop', width: 1280, height: 800 }] as const;

for (const quality of ['low', 'high'] as const) {
  for (const size of SIZES) {
    test(`key moments at ${quality.toUpperCase()} on a ${size.name}`, async ({ page }) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.goto(harness.url);
      await expect(page.locator('#status')).toHaveText('ready');
      await page.evaluate(([i, q]) => window.sceneHarness.mount(i as never, { quality: q as 'low' | 'high', theme: 'meadow' }), [input, quality] as const);
      const times = await momentTimes(page);
      // Units fade in at the battle's start: wait for the art where they stand.
      await seekScene(page, times.lunge);
      await untilArtDrawn(page);
      for (const moment of KEY_MOMENTS) {
        await seekScene(page, times[moment]);
        // `npm run shots` also keeps every moment as a file to look at.
        if (process.env.SHOTS_DIR) await page.locator('[data-testid=battle-scene]').screenshot({ path: path.join(process.env.SHOTS_DIR, `battle-${moment}-${quality}-${size.name}.png`) });
        await expect(page.locator('[data-testid=battle-scene]'), moment).toHaveScreenshot(`${moment}-${quality}-${size.name}.png`, { maxDiffPixelRatio: 0.01, timeout: 30_000 });
      }
    });
  }
}
