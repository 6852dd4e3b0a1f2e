import { configDefaults, defineConfig } from 'vitest/config';

/** Test files that start the CLI commands as new processes (about 2 CPU-seconds each): the `commands` project. */
const COMMAND_TESTS = [
  'scripts/cli-refusals.test.ts',
  'scripts/cli-folders.test.ts',
  'scripts/content-check.test.ts',
];

/**
 * Four projects (the browser tests are Playwright's: playwright.config.ts):
 * - unit: logic beside its source (src/**, scripts, the benchmarks in tests/bench), test helpers (tests/support),
 *   content integrity (tests/content) and functions run in process (tests/functions); fast, no build needed, and
 *   reading nothing the build writes (a test that runs a command as a new process belongs to `commands`);
 * - commands: the editors' and operators' commands run as they are typed, each a new Node process (COMMAND_TESTS);
 *   part of `npm run test:full`, as the readers of their arguments and the checks they run are unit-tested in process;
 * - build: builds temporary copies or clones of the project (tests/build: the fact ledger from git, one fact
 *   changed and a provider added by content only, broken content files); a minute or two, no prior build needed;
 *   part of `npm run test:full`;
 * - site: the built site without a browser (needs `astro build` first): its files in dist/, its answers over
 *   HTTP from the server `npm start` runs (API, headers, compression, redirects), and the functions as Netlify
 *   bundles them (with files from dist/).
 */
/**
 * Files share a worker's modules instead of loading them again (a fifth less CPU): a test file must leave nothing
 * behind. Spies, stubbed globals and environment variables are undone after every test; what a file sets itself
 * (fake timers, process.env, a server) it undoes in afterEach or afterAll. The unit and site tests run so.
 */
const SHARED_MODULES = { isolate: false, restoreMocks: true, unstubGlobals: true, unstubEnvs: true } as const;

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
            'tests/bench/**/*.test.ts',
            'tests/content/**/*.test.ts',
            'tests/functions/**/*.test.ts',
          ],
          exclude: [...configDefaults.exclude, ...COMMAND_TESTS],
          environment: 'node',
          // Two files at a time even on two cores (Vitest's default leaves one core free): in `npm test` the unit
          // tests run beside the build, and with one worker a core idled once the build was done.
          maxWorkers: 2,
          ...SHARED_MODULES,
          // The review functions' list of services is written from content/ (it is git-ignored).
          globalSetup: ['config/service-directory.ts'],
          // Limits that catch a hang, never a slow machine (the longest test takes about 7 s on a quiet machine;
          // a machine loaded many times over takes ten times as long).
          testTimeout: 300_000,
          hookTimeout: 300_000,
        },
      },
      {
        test: {
          name: 'commands',
          include: COMMAND_TESTS,
          environment: 'node',
          // Limits that catch a hang, never a slow machine.
          testTimeout: 300_000,
          hookTimeout: 300_000,
        },
      },
      {
        test: {
          name: 'build',
          include: ['tests/build/**/*.test.ts'],
          environment: 'node',
          // Limits that catch a hang, never a slow machine: a build of a temporary copy or clone takes about 15 s
          // on a quiet machine, 45 s beside the other checks and minutes on a machine loaded many times over.
          testTimeout: 600_000,
          hookTimeout: 1_200_000,
        },
      },
      {
        test: {
          name: 'site',
          include: ['tests/site/**/*.test.ts'],
          globalSetup: ['tests/site/global-setup.ts'],
          ...SHARED_MODULES,
          // Limits that catch a hang, never a slow machine: the longest test (a kill-and-restart run of the real
          // server) takes about 6 s quiet and over a minute on a machine loaded many times over; the server starts
          // in about 12 s quiet.
          testTimeout: 600_000,
          hookTimeout: 600_000,
        },
      },
    ],
  },
});
