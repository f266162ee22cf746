import { mkdirSync, rmSync } from 'node:fs';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS } from '../../playwright.config';
import { startOwnServer, type OwnServer } from '../../tests/e2e/support/ownServer';

/** The game server (production build, fresh embedded database) and the system Chromium a browser bench runs on. */
export interface BenchBrowser {
  server: OwnServer;
  browser: Browser;
  /** Closes the browser, stops the server and removes its data dir. */
  close(): Promise<void>;
}

/**
 * Starts `server/main.ts` as `npm run serve` runs it, serving `staticDir` (default `dist`) on a fresh copy of the
 * migrated PGlite database in `.tmp/bench-<name>-<pid>`, on a port the system gives, and launches the system Chromium
 * (CHROMIUM_PATH, default /usr/bin/chromium) with the browser tests' shared flags plus `chromiumArgs`.
 */
export async function startBenchBrowser(name: string, options: { staticDir?: string; chromiumArgs?: readonly string[] } = {}): Promise<BenchBrowser> {
  const dataDir = `.tmp/bench-${name}-${process.pid}`;
  mkdirSync(dataDir, { recursive: true });
  const server = await startOwnServer({ staticDir: options.staticDir ?? 'dist', dataDir });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: [...CHROMIUM_ARGS, ...(options.chromiumArgs ?? [])] }).catch(async (error: unknown) => {
    await server.stop();
    throw error;
  });
  return {
    server,
    browser,
    close: async () => {
      await browser.close();
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
