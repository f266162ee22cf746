import type { Locator, Page } from '@playwright/test';

/**
 * Whether the browser tests save their pictures for people to look at: `LOOK_SHOTS=1` (as `npm run shots` sets), or
 * any run outside CI unless `LOOK_SHOTS=0`. CI (`.ci/run` sets `CI`) skips them: nothing compares them, and each
 * full-page picture cost Chromium about 0.23 s of CPU, some 360 a run (docs/TESTING.md, "CPU cuts").
 */
export function lookShotsWanted(env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.LOOK_SHOTS !== undefined && env.LOOK_SHOTS !== '') return env.LOOK_SHOTS === '1';
  return env.CI === undefined || env.CI === '' || env.CI === 'false' || env.CI === '0';
}

/** Options of a picture to look at: the whole scrollable page (a page only) or a bound on the wait. */
export interface LookShotOptions {
  fullPage?: boolean;
  timeout?: number;
}

/**
 * Saves a picture of a page or an element to `path` for people to look at (not compared with anything), only when
 * {@link lookShotsWanted}. Compared pictures (`toHaveScreenshot`) and pixels a test reads do not go through here.
 */
export async function lookShot(target: Page | Locator, path: string, options: LookShotOptions = {}): Promise<void> {
  if (!lookShotsWanted()) return;
  if ('goto' in target) await target.screenshot({ path, ...options });
  else await target.screenshot({ path, ...(options.timeout === undefined ? {} : { timeout: options.timeout }) });
}
