/**
 * The browser tests' `test`: Playwright's, with the page's console errors collected (`consoleErrors`), the test
 * server's moderation token, and one phone and one desktop page kept for a whole worker (`phonePage`,
 * `desktopPage`) for passes that load many pages in turn. Import `test` and `expect` from here, not from
 * '@playwright/test'.
 *
 * `page` is a page the worker keeps for every test with the same context options (viewport, touch, JavaScript,
 * scheme…), made new for none: a new context costs about a second of CPU on a 2-core machine, and Playwright's
 * own reuse (`reuseContext`) a quarter of one, more than most tests here take. What a test may leave behind is
 * undone after it: its listeners, routes and cookies, the viewport and the emulated media; the page is left on
 * about:blank, and its HTTP cache is off, so every load asks for everything it uses. The site keeps nothing in
 * the browser (no storage, no service worker). A test that adds an init script, which cannot be removed, makes a
 * context of its own. A failed test ends its worker, and the pages with it.
 */
import { test as base, expect, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';

const PHONE_WIDTHS = [320, 375, 414] as const;
export const PHONE = { width: 375, height: 812 };
/** The phone widths in the order a pass measures them: the page is loaded at 375 px, then resized to the others. */
export const PHONE_PASS_WIDTHS = [PHONE.width, ...PHONE_WIDTHS.filter((width) => width !== PHONE.width)];
export const DESKTOP = { width: 1280, height: 900 };

/** A phone: touch, a mobile viewport (the page's meta viewport applies), 375 px wide unless resized. */
export const PHONE_CONTEXT: BrowserContextOptions = { viewport: PHONE, isMobile: true, hasTouch: true };
const DESKTOP_CONTEXT: BrowserContextOptions = { viewport: DESKTOP };

/**
 * A page in a context of its own, with the HTTP cache off so that every load asks for everything it uses (a
 * script a page requests is seen on every page, not only the first).
 */
async function uncachedPage(browser: Browser, options: BrowserContextOptions): Promise<Page> {
  const baseURL = process.env.BROWSER_TEST_BASE_URL;
  const context = await browser.newContext({ ...options, ...(baseURL ? { baseURL } : {}) });
  const page = await context.newPage();
  await (await context.newCDPSession(page)).send('Network.setCacheDisabled', { cacheDisabled: true });
  return page;
}

/** A page for the whole worker (`phonePage`, `desktopPage`), closed with it. */
async function workerPage(
  browser: Browser,
  options: BrowserContextOptions,
  use: (page: Page) => Promise<void>,
) {
  const page = await uncachedPage(browser, options);
  await use(page);
  await page.context().close();
}

export const test = base.extend<
  { consoleErrors: string[]; moderationToken: string },
  { phonePage: Page; desktopPage: Page; pagePool: Map<string, Page> }
>({
  pagePool: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as the first argument
    async ({}, use) => {
      const pool = new Map<string, Page>();
      await use(pool);
      for (const page of pool.values()) await page.context().close();
    },
    { scope: 'worker' },
  ],
  page: async (
    {
      browser,
      pagePool,
      viewport,
      isMobile,
      hasTouch,
      javaScriptEnabled,
      deviceScaleFactor,
      colorScheme,
      userAgent,
    },
    use,
  ) => {
    // The context options a spec sets with `test.use`: the worker keeps one page per combination.
    const options: BrowserContextOptions = {
      viewport,
      isMobile,
      hasTouch,
      javaScriptEnabled,
      ...(deviceScaleFactor === undefined ? {} : { deviceScaleFactor }),
      ...(userAgent === undefined ? {} : { userAgent }),
    };
    const key = JSON.stringify(options);
    let page = pagePool.get(key);
    if (!page || page.isClosed()) {
      page = await uncachedPage(browser, options);
      pagePool.set(key, page);
    }
    if (viewport) await page.setViewportSize(viewport);
    await page.emulateMedia({ media: null, colorScheme: colorScheme ?? 'light', reducedMotion: null });
    await use(page);
    page.removeAllListeners();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.context().clearCookies();
    await page.goto('about:blank');
  },
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
  phonePage: [async ({ browser }, use) => workerPage(browser, PHONE_CONTEXT, use), { scope: 'worker' }],
  desktopPage: [async ({ browser }, use) => workerPage(browser, DESKTOP_CONTEXT, use), { scope: 'worker' }],
});

export { expect };
