import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import base from '../../../playwright.config';

/**
 * `npm run shots`: the app screens with card art (this folder, against the real server like every browser test)
 * the battle's key moments (the scene harness) and every player screen (the every-screen check, with
 * EVERY_SCREEN_SHOTS=1, into SHOTS_DIR/screens), all writing their pictures to SHOTS_DIR (default shots/).
 */
export default defineConfig({
  ...base,
  testDir: '..',
  testIgnore: [],
  testMatch: ['shots/appShots.spec.ts', 'scene/keyMoments.spec.ts', 'everyScreen.spec.ts'],
  outputDir: '../../../test-results/shots',
  workers: 1,
  // The game server's command is written for the repository's root.
  webServer: base.webServer && !Array.isArray(base.webServer) ? { ...base.webServer, cwd: fileURLToPath(new URL('../../..', import.meta.url)) } : base.webServer,
});
