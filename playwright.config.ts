import { defineConfig } from '@playwright/test';

/** Port the production server listens on during browser tests. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);

/**
 * Browser tests drive the system Chromium (`npx playwright install` cannot work here) against the production
 * build served by the real game server on a throwaway embedded database.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  timeout: 60_000,
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--use-angle=swiftshader',
        '--enable-unsafe-swiftshader',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: `node --import tsx server/main.ts`,
    url: `http://localhost:${E2E_PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: `.tmp/e2e-data-${process.pid}`,
      LOG_LEVEL: 'warn',
    },
  },
});
