/**
 * Browser tests (Playwright Test) against the built site, served exactly as `npm start` serves it, in Debian's
 * Chromium (never a downloaded browser). `npm run test:browser` after `npm run build`.
 *
 * Limits fail fast: an assertion waits at most 10 s, a test may take 60 s; a test that needs longer is a bug.
 *
 * Tests that read pages share one browser context per worker (Playwright's `reuseContext`: between tests it
 * clears cookies, cache and storage, removes routes and init scripts, closes extra pages and re-applies the
 * viewport and emulation), which halves their time; a new context costs more than most of them. Tests of what a
 * visitor does that the server keeps or the page holds (the review form, its states and its answers, the
 * islands, the drawer, the guide filter) get a context of their own, as Playwright does by default.
 */
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './scripts/lib/chromium';

/** Specs of what a visitor does, each test in a fresh context. */
const ACTING = [
  'review-form*.spec.ts',
  'states.spec.ts',
  'user-reviews.spec.ts',
  'islands.spec.ts',
  'navigation.spec.ts',
  'guide-filter.spec.ts',
  'tap-targets.spec.ts',
];

export default defineConfig({
  testDir: 'tests/browser',
  globalSetup: './tests/browser/global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  // Two cores: one worker each keeps Chromium and the server responsive.
  workers: 2,
  forbidOnly: !!process.env.CI,
  // One retry on CI only, with a trace of the failed attempt: a failure that passes on retry is still reported.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: 'reports/playwright' }]]
    : 'list',
  outputDir: 'reports/playwright-results',
  projects: [
    // Data the specs read, written once through the API before they start (e.g. a provider with 25 reviews).
    { name: 'setup', testMatch: '*.setup.ts' },
    {
      name: 'reading',
      testMatch: '*.spec.ts',
      testIgnore: ACTING,
      use: { reuseContext: true },
      dependencies: ['setup'],
    },
    { name: 'acting', testMatch: ACTING, dependencies: ['setup'] },
  ],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: process.env.BROWSER_TEST_BASE_URL,
    trace: 'on-first-retry',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
  },
});
