import { defineConfig } from 'vitest/config';

/**
 * Three projects (the browser tests are Playwright's: playwright.config.ts):
 * - unit: logic beside its source (src/**, scripts), test helpers (tests/support), content integrity
 *   (tests/content) and functions (tests/functions: a function folder may hold only functions); fast, no build needed;
 * - build: builds temporary copies or clones of the project (tests/build: the fact ledger from git, one fact
 *   changed and a provider added by content only, broken content files); a minute or two, no prior build needed;
 * - site: the built site without a browser (needs `astro build` first): its files in dist/, and its answers over
 *   HTTP from the server `npm start` runs (API, headers, compression, redirects).
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
          // Two files at a time even on two cores (Vitest's default leaves one core free): in `npm test` the unit
          // tests are the longest of the static checks, and with one worker a core idled once the others were done.
          maxWorkers: 2,
          // Files share a worker's modules instead of loading them again (a fifth less CPU): a test file must
          // leave nothing behind. Spies, stubbed globals and environment variables are undone after every test;
          // what a file sets itself (fake timers, process.env, a server) it undoes in afterEach or afterAll.
          isolate: false,
          restoreMocks: true,
          unstubGlobals: true,
          unstubEnvs: true,
          // The review functions' list of services is written from content/ (it is git-ignored).
          globalSetup: ['config/service-directory.ts'],
          // A limit for a hung test, not a speed check: on a busy shared machine, a test that spawns a process
          // or renders an image can take well over Vitest's default 5 s; a test over 60 s is a bug.
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'build',
          include: ['tests/build/**/*.test.ts'],
          environment: 'node',
          // Limits for a hung build, not speed checks: a test over 60 s is a bug; a build of a temporary copy (in a
          // hook) takes about 15 s on a quiet machine and 45 s beside the other checks, so three minutes is a hang.
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'site',
          include: ['tests/site/**/*.test.ts'],
          globalSetup: ['tests/site/global-setup.ts'],
          // Limits for a hung test, not speed checks: 30 s for a test, 60 s for the server to start.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
