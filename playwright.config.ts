/**
 * Browser tests (Playwright Test) against the built site, served exactly as `npm start` serves it, in Debian's
 * Chromium (never a downloaded browser). `npm run test:browser` after `npm run build`.
 *
 * Limits catch a hang, never a slow machine: an assertion waits up to a minute and a test may take five (the
 * longest takes about 5 s on a quiet machine and 30 s on one loaded many times over). A passing assertion returns
 * as soon as it holds, so a long limit costs a passing run nothing.
 *
 * Projects: `site` (every *.spec.ts, after `setup`) is `npm run test:browser`, part of `npm test`; `full`
 * (*.full.ts: axe on the pages `npm test` leaves out) is part of `npm run test:full`.
 *
 * A worker keeps one page for all tests with the same context options and cleans it between them
 * (tests/browser/fixtures.ts): a new context per test would cost more than most tests take.
 */
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './tests/support/chromium';

export default defineConfig({
  testDir: 'tests/browser',
  globalSetup: './tests/browser/global-setup.ts',
  timeout: 300_000,
  expect: { timeout: 60_000 },
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
    { name: 'site', testMatch: '*.spec.ts', dependencies: ['setup'] },
    { name: 'full', testMatch: '*.full.ts' },
  ],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: process.env.BROWSER_TEST_BASE_URL,
    trace: 'on-first-retry',
    launchOptions: { executablePath: chromiumPath('tests'), args: CHROMIUM_ARGS },
  },
});
