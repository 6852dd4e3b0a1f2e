/** Test helpers: a page in the shared Chromium, sized like a phone or a desktop, and the site's URL. */
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, inject } from 'vitest';

export const baseUrl = inject('baseUrl');

export const PHONE = { width: 375, height: 812 };
export const DESKTOP = { width: 1280, height: 900 };

let browser: Browser | undefined;

/**
 * A fresh page (own context: no shared cookies or storage) with console errors collected;
 * `options` adds to the context's settings (e.g. javaScriptEnabled: false).
 */
export async function openPage(
  viewport = DESKTOP,
  options: BrowserContextOptions = {},
): Promise<Page & { consoleErrors: string[] }> {
  browser ??= await chromium.connect(inject('wsEndpoint'));
  const context = await browser.newContext({ ...options, viewport, baseURL: baseUrl });
  // Waits retry until the element or page is there; on a busy CI machine that can take longer than Playwright's 30 s.
  context.setDefaultTimeout(90_000);
  const page = (await context.newPage()) as Page & { consoleErrors: string[] };
  page.consoleErrors = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') page.consoleErrors.push(msg.text());
  });
  page.on('pageerror', (error) => page.consoleErrors.push(error.message));
  return page;
}

afterAll(async () => {
  await browser?.close();
});

/**
 * Lays out every section that `content-visibility: auto` skips while it is off screen (the `below-fold`
 * utility), as a reader who scrolls there sees it: a check of the whole page (width, contrast) then measures
 * those sections too, instead of their placeholder boxes.
 */
export async function renderWholePage(page: Page) {
  await page.evaluate(() => {
    for (const section of document.querySelectorAll<HTMLElement>('.below-fold'))
      section.style.contentVisibility = 'visible';
  });
}
