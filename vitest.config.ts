import { defineConfig } from 'vitest/config';

/**
 * Three projects:
 * - unit: logic beside its source (src/**, scripts), test helpers (tests/support), content integrity
 *   (tests/content) and functions (tests/functions: a function folder may hold only functions); fast, no build needed;
 * - build: builds the site in temporary clones of the repository (tests/build: the fact ledger from git);
 *   about a minute, no prior build needed;
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
            'config/**/*.test.ts',
            'tests/support/**/*.test.ts',
            'tests/content/**/*.test.ts',
            'tests/functions/**/*.test.ts',
          ],
          environment: 'node',
          // The review functions' list of services is written from content/ (it is git-ignored).
          globalSetup: ['config/service-directory.ts'],
          // A limit for a hung test, not a speed check: on a busy shared machine, a test that spawns a process
          // or renders an image can take well over Vitest's default 5 s.
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'build',
          include: ['tests/build/**/*.test.ts'],
          environment: 'node',
          // Limits for a hung build, not speed checks: a site build takes 15 s on a quiet machine, minutes on a busy one.
          testTimeout: 120_000,
          hookTimeout: 600_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          // Limits for a hung test, not speed checks: a shared two-core machine under heavy load can take
          // minutes for a test that needs seconds when it is quiet.
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // expect.poll retries until the page shows what the test expects; its default 1 s gives up while a
          // busy machine is still rendering, so it may retry for as long as the test may run.
          expect: { poll: { timeout: 100_000 } },
          // Two cores: a file per core keeps Chromium and the server responsive.
          maxWorkers: 2,
        },
      },
    ],
  },
});
