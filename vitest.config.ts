import { defineConfig } from 'vitest/config';

/** Unit tests sit beside their code; cross-layer tests live in tests/ (browser tests are Playwright's, not vitest's). */
export default defineConfig({
  resolve: {
    // @pixi/react imports 'react-reconciler/constants' without an extension; react-reconciler 0.34 (our React 19.3
    // override) has no exports map, so Node's ESM loader cannot find it. Vite's browser build resolves it itself.
    alias: [{ find: /^react-reconciler\/constants$/, replacement: 'react-reconciler/constants.js' }],
  },
  test: {
    environment: 'node',
    include: [
      'src/**/*.test.{ts,tsx}',
      'server/**/*.test.ts',
      'workers/**/*.test.ts',
      'scripts/**/*.test.ts',
      'tests/server/**/*.test.ts',
      'tests/golden/**/*.test.ts',
    ],
    exclude: ['node_modules', 'dist', 'tests/e2e/**'],
    // Backstops, not waits: tests wait on state, and at load average 20+ a test that builds its own app on a fresh
    // database (PGlite copy, KDF) has taken over 30 s. A passing test never waits for these.
    testTimeout: 120_000,
    hookTimeout: 180_000,
    pool: 'forks',
    // WebAssembly on V8's baseline compiler only: a test file's process lives seconds, too short for the optimising
    // tier to repay compiling PGlite's (and solc's) hot functions again in every process. Measured (docs/TESTING.md,
    // "CPU cuts (session 17)"): 12-25 % less CPU for a PGlite server test file, solc's compile 2.2 -> 1.2 core-s;
    // what the tests run and assert is the same. Server processes the tests spawn keep V8's defaults.
    execArgv: ['--liftoff-only'],
    // Transformed by Vite (not loaded by Node directly) so the react-reconciler alias above applies to it.
    server: { deps: { inline: ['@pixi/react'] } },
  },
});
