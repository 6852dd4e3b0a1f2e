import { defineConfig } from 'vitest/config';

/**
 * Two projects:
 * - unit: logic beside its source (src/**, scripts), test helpers (tests/support), content integrity
 *   (tests/content) and functions (tests/functions: a function folder may hold only functions); fast, no build needed;
 * - e2e: the built site served as `npm start` serves it, driven in Debian's Chromium (needs `astro build` first).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'src/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/support/**/*.test.ts',
            'tests/content/**/*.test.ts',
            'tests/functions/**/*.test.ts',
          ],
          environment: 'node',
          // Generous limits: a busy CI machine must not turn a slow test into a failure.
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // Two cores: a file per core keeps Chromium and the server responsive.
          maxWorkers: 2,
        },
      },
    ],
  },
});
