import { defineConfig } from 'vitest/config';

/** Unit tests sit beside their code; cross-layer tests live in tests/ (browser tests are Playwright's, not vitest's). */
export default defineConfig({
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
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
