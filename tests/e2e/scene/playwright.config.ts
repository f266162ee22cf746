import { defineConfig } from '@playwright/test';
import base from '../../../playwright.config';

/**
 * Runs only the battle-scene browser tests, without the game server: they build and serve their own harness.
 * `npx playwright test -c tests/e2e/scene/playwright.config.ts`. The main config also runs them.
 */
export default defineConfig({
  testDir: '.',
  outputDir: '../../../test-results/scene',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  timeout: 120_000,
  expect: { toHaveScreenshot: { maxDiffPixelRatio: 0.01 } },
  use: { launchOptions: base.use?.launchOptions, viewport: { width: 390, height: 844 } },
});
