/**
 * One browser pass per page: every page of the built sitemap and every not-found page, loaded fresh at 320, 375
 * and 414 px on a phone (touch, mobile viewport) and at 1280 px, each in the light and the dark scheme, with every
 * page-level check collected in that pass and reported together:
 * - nothing wider than the screen, no text painted outside it or cut by its box, no control narrower than its
 *   label (lib/layout.ts), with every `content-visibility: auto` section laid out as a reader scrolling there
 *   sees it;
 * - no script requested and no module preloaded before any interaction (at 375 and 1280 px); a not-found page
 *   runs only its address matcher at load (its reason to exist: the page the address meant, with nothing
 *   fetched), never the site search's worker;
 * - no console error, no failed request, the expected status;
 * - axe: every page at 375 px in light; the first page of each kind (template) also at 320, 414 and 1280 px, and
 *   in dark at 375 px.
 */
import type { Page } from '@playwright/test';
import { axeViolations } from './lib/axe';
import { layoutProblems, renderWholePage } from './lib/layout';
import { firstOfEachKind, sitePages, type SitePage } from './lib/site-pages';
import { settle, watchPage, type PageWatch } from './lib/watch';
import { DESKTOP, PHONE, expect, test } from './fixtures';

const pages = sitePages();
const templates = firstOfEachKind(pages);

type Scheme = 'light' | 'dark';

/**
 * Whether axe runs for this page in this configuration: every page at 375 px in light; the first page of each
 * kind also at the other widths in light, and in dark at 375 px (the scheme changes colours, not layout).
 */
function axeWanted(page: SitePage, width: number, scheme: Scheme): boolean {
  if (width === PHONE.width && scheme === 'light') return true;
  return templates.has(page.url) && (scheme === 'light' || width === PHONE.width);
}

/**
 * Loads the page at `width` and returns every problem found there, each line prefixed with the configuration.
 * On the first load of a test (`first`), what the page requested by the time it settles was requested before
 * any interaction.
 */
async function passAt(page: Page, watch: PageWatch, site: SitePage, width: number, first = false) {
  const problems: string[] = [];
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width, height: width === DESKTOP.width ? DESKTOP.height : PHONE.height });
  const response = await page.goto(site.url);
  if (response?.status() !== site.status) problems.push(`answered ${response?.status()}, not ${site.status}`);
  if (first) {
    await settle(page);
    const scripts =
      site.status === 404
        ? watch.scripts.filter((path) => !/NotFoundSuggestions|search-text/.test(path))
        : watch.scripts;
    if (scripts.length) problems.push(`requested scripts before any interaction: ${scripts.join(', ')}`);
    const preloads = await page.locator('link[rel="modulepreload"]').count();
    if (preloads) problems.push(`preloads ${preloads} modules before any interaction`);
  }
  await page.evaluate(renderWholePage);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    const found = await page.evaluate(layoutProblems, width);
    if (axeWanted(site, width, scheme)) found.push(...(await axeViolations(page)));
    problems.push(...found.map((line) => `${width} px, ${scheme}: ${line}`));
  }
  return problems;
}

test.describe('on a phone', () => {
  for (const site of pages)
    test(`${site.url} at 320, 375 and 414 px`, async ({ phonePage: page }) => {
      const watch = watchPage(page, site.status);
      const problems = [
        ...(await passAt(page, watch, site, 375, true)),
        ...(await passAt(page, watch, site, 320)),
        ...(await passAt(page, watch, site, 414)),
        ...watch.stop(),
      ];
      expect(problems, `${site.url} on a phone`).toEqual([]);
    });
});

test.describe('on a desktop', () => {
  for (const site of pages)
    test(`${site.url} at 1280 px`, async ({ desktopPage: page }) => {
      const watch = watchPage(page, site.status);
      const problems = [...(await passAt(page, watch, site, DESKTOP.width, true)), ...watch.stop()];
      expect(problems, `${site.url} on a desktop`).toEqual([]);
    });
});
