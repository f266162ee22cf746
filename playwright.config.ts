import { readdirSync, rmSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

/** Deletes the throwaway databases of earlier runs whose process is gone (each run uses .tmp/e2e-data-<pid>). */
function removeStaleE2eData(): void {
  let entries: string[] = [];
  try {
    entries = readdirSync('.tmp');
  } catch {
    return;
  }
  for (const entry of entries) {
    const pid = Number(/^e2e-data-(\d+)$/.exec(entry)?.[1]);
    if (!pid || pid === process.pid || isAlive(pid)) continue;
    rmSync(`.tmp/${entry}`, { recursive: true, force: true });
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

// Only the main process (the first to evaluate this file, before E2E_PORT is set) tidies up.
if (process.env.E2E_PORT === undefined) removeStaleE2eData();

// Several suites may run at once on one machine (engineers, CI): unless E2E_PORT is given, each run picks a
// port from its process id. The main process sets it in the environment, which its workers inherit, so the
// config evaluates to the same port everywhere in one run.
process.env.E2E_PORT ??= String(20_000 + (process.pid % 20_000) * 2);

/** Port the production server listens on during browser tests (the update test uses the next one). */
export const E2E_PORT = Number(process.env.E2E_PORT);

/** Chromium flags shared by every browser test (also used by tests that start their own server). */
export const CHROMIUM_ARGS = [
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // Site-set tests browse at www./app./a. hosts and the default main domain; all resolve to this machine.
  '--host-resolver-rules=MAP *.tcg.test 127.0.0.1, MAP tcg.game 127.0.0.1, MAP *.tcg.game 127.0.0.1',
];

/**
 * The browser tests' flags: the shared ones, and the page drawn by the CPU the way a browser without a GPU draws it
 * (Skia rasterising tiles, software compositing). Debian's Chromium turns on GPU rasterisation, which on SwiftShader
 * ran every tile and every composited frame through an emulated GPU: in the CI of 26 Nov the GPU process was 0.7-0.9
 * of the 2 cores, the largest single cost of the suite. WebGL (the battle canvas) still draws on SwiftShader, so the
 * scene tests see the same renderer as before; the scene bench and Lighthouse keep CHROMIUM_ARGS as they were.
 */
export const TEST_CHROMIUM_ARGS = [...CHROMIUM_ARGS, '--disable-gpu-rasterization', '--disable-gpu-compositing'];

/**
 * Browser tests drive the system Chromium (`npx playwright install` cannot work here) against the production
 * build served by the real game server on a throwaway embedded database. Service workers are blocked
 * except in the update-flow test, so request interception and fresh loads behave predictably.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  // The app screenshots of `npm run shots` are pictures to look at, not a test of the suite.
  testIgnore: ['shots/**'],
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // The second prints, at the end, every frame stall the layout checks stepped over (support/paintedFrames.ts).
  reporter: [['list'], ['./tests/e2e/support/frameStallReporter.ts']],
  // Backstops, not waits: every test waits on state, and a passing test never runs into these. They are sized for
  // this 2-core machine shared at load 20+, where a production password hash or a first screen with its chunks has
  // taken over 10 s and a story over a minute (a failed run at load 25 lost four account stories to the old 10 s/60 s).
  timeout: 120_000,
  expect: { timeout: 30_000 },
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    screenshot: 'only-on-failure',
    serviceWorkers: 'block',
    viewport: { width: 390, height: 844 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: TEST_CHROMIUM_ARGS,
    },
  },
  webServer: {
    // Seed the throwaway database through the admin commands, then start the real server on it.
    command: `node --import tsx tests/e2e/support/seedE2eData.ts && node --import tsx server/main.ts`,
    url: `http://localhost:${E2E_PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: `.tmp/e2e-data-${process.pid}`,
      LOG_LEVEL: 'warn',
      // Every story starts its own guest from the same address (localhost): the whole suite starts far more than the
      // production budget of 30 an hour, and the ones past it met "Too many attempts" on /new-player. The quota itself
      // is covered by the server tests.
      GUEST_STARTS_PER_HOUR: '100000',
    },
  },
});
