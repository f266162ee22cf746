import { expect, test } from '@playwright/test';
import { RULES } from '../../../src/engine';
import { starterTeam } from '../../../src/content';
import { startSceneHarness } from './sceneHarnessServer';

let harness: Awaited<ReturnType<typeof startSceneHarness>>;
test.beforeAll(async () => { harness = await startSceneHarness(); });
test.afterAll(async () => { await harness?.close(); });

test('smoke', async ({ page }) => {
  page.on('console', (m) => console.log('console:', m.type(), m.text()));
  page.on('pageerror', (e) => console.log('pageerror:', e.message));
  await page.goto(harness.url);
  await expect(page.locator('#status')).toHaveText('ready');
  const input = { seed: 1, rulesVersion: RULES.version, teams: [starterTeam(), starterTeam()] };
  await page.evaluate((i) => window.harness.mount(i as never, { autoplay: false }), input);
  await page.evaluate(() => window.harness.cursor()!.seek(9000));
  await page.waitForTimeout(500);
  await page.screenshot({ path: 'test-results/scene/smoke.png' });
  const graph = await page.evaluate(() => window.__tcgSceneProbe!.graph!());
  console.log(JSON.stringify(graph).slice(0, 2000));
});
