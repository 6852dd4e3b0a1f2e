/**
 * The browser tests' `test`: Playwright's, with the page's console errors collected (`consoleErrors`) and the
 * test server's moderation token. Import `test` and `expect` from here, not from '@playwright/test'.
 */
import { test as base, expect } from '@playwright/test';

export const PHONE_WIDTHS = [320, 375, 414] as const;
export const PHONE = { width: 375, height: 812 };
export const DESKTOP = { width: 1280, height: 900 };

export const test = base.extend<{ consoleErrors: string[]; moderationToken: string }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as the first argument
  moderationToken: async ({}, use) => {
    await use(process.env.BROWSER_TEST_MODERATION_TOKEN ?? '');
  },
});

export { expect };
