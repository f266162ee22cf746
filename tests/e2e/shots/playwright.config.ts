import { defineConfig } from '@playwright/test';
import base from '../../../playwright.config';

/**
 * `npm run shots`: the app screens with card art (this folder, against the real server like every browser test)
 * and the battle's key moments (the scene harness), both writing their pictures to SHOTS_DIR (default shots/).
 */
export default defineConfig({
  ...base,
  testDir: '..',
  testIgnore: [],
  testMatch: ['shots/appShots.spec.ts', 'scene/keyMoments.spec.ts'],
  outputDir: '../../../test-results/shots',
  workers: 1,
});
