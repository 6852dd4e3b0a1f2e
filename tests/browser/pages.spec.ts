/**
 * One browser pass per page: every page of the built sitemap and every not-found page, loaded once on a phone
 * (touch, mobile viewport) at 375 px and laid out again at 320, 414 and 1280 px by resizing that load, with every
 * page-level check collected in that pass and reported together:
 * - nothing wider than the screen, no text painted outside it or cut by its box, no control narrower than its
 *   label (lib/layout.ts), with every `content-visibility: auto` section laid out as a reader scrolling there
 *   sees it; on a phone nothing scrolls sideways at all, not even a region made to (a guide's table reads as
 *   cards, and so does /data's table of every fact);
 * - no script requested and no module preloaded before any interaction; a not-found page runs only its address
 *   matcher at load (its reason to exist: the page the address meant, with nothing fetched), never the site
 *   search's worker;
 * - no console error, no failed request, the expected status;
 * - at 375 px, comfortable tap targets (lib/page-checks.ts);
 * - what a page of its kind promises at each phone width: a compare page's two sides of every row, a ranking's
 *   whole headings and prose, the rankings hub's leaders, the home page's top pick on the first screen;
 * - axe: every page at 375 px in light.
 * The first page of each kind (template) is checked in every other configuration too: axe at 320 and 414 px; the
 * layout and axe in the dark scheme at 375 px (the scheme changes colours, not layout); axe's rule that reads the
 * template's stylesheets (lib/axe.ts); and a load of its own at 1280 px with a mouse (scripts, errors, layout and
 * axe), since pages of one template share their scripts, their islands and their CSS.
 * A page is laid out at other widths by resizing the 375 px load: with no script before interaction, the resized
 * page is the page a screen of that width loads. At 1280 px that is a touch screen on a desk (a tablet held
 * sideways, a touch laptop), whose layout is a desktop's but for the words that say "tap" instead of "click".
 */
import type { Page } from '@playwright/test';
import { axeViolations } from './lib/axe';
import { layoutProblems, renderWholePage, sidewaysScrollers } from './lib/layout';
import { kindProblems, tapTargetsAt } from './lib/kind-checks';
import { firstOfEachKind, sitePages, type SitePage } from './lib/site-pages';
import { settle, watchPage, type PageWatch } from './lib/watch';
import { DESKTOP, PHONE, PHONE_PASS_WIDTHS, expect, test } from './fixtures';

const pages = sitePages();
const templates = firstOfEachKind(pages);

/** Loads the page at the viewport's width and returns what went wrong by the time it settled. */
async function load(page: Page, watch: PageWatch, site: SitePage): Promise<string[]> {
  await page.emulateMedia({ colorScheme: 'light' });
  const response = await page.goto(site.url);
  const problems =
    response?.status() === site.status ? [] : [`answered ${response?.status()}, not ${site.status}`];
  await settle(page);
  // What a page requested by the time it settles was requested before any interaction.
  const scripts =
    site.status === 404
      ? watch.scripts.filter((path) => !/NotFoundSuggestions|search-text/.test(path))
      : watch.scripts;
  if (scripts.length) problems.push(`requested scripts before any interaction: ${scripts.join(', ')}`);
  const preloads = await page.locator('link[rel="modulepreload"]').count();
  if (preloads) problems.push(`preloads ${preloads} modules before any interaction`);
  return problems;
}

/** The layout problems at `width` in the current scheme, and axe's violations when `axe` is set. */
async function layoutAt(page: Page, site: SitePage, width: number, axe: boolean): Promise<string[]> {
  const found = await page.evaluate(layoutProblems, width);
  if (width < DESKTOP.width) found.push(...(await page.evaluate(sidewaysScrollers)));
  if (axe) found.push(...(await axeViolations(page, undefined, { stylesheets: templates.has(site.url) })));
  return found;
}

/** The phone pass: one load at 375 px, then the same page resized to 320, 414 and 1280 px. */
async function phonePass(page: Page, site: SitePage): Promise<string[]> {
  const watch = watchPage(page, site.status);
  const template = templates.has(site.url);
  await page.setViewportSize(PHONE);
  const problems = (await load(page, watch, site)).map((line) => `375 px: ${line}`);
  await page.evaluate(renderWholePage);
  for (const width of [...PHONE_PASS_WIDTHS, DESKTOP.width]) {
    if (width !== PHONE.width) await page.setViewportSize({ width, height: PHONE.height });
    const found = [
      // axe: every page at 375 px; a template's first page also at 320 and 414 px (and at 1280 px with a mouse).
      ...(await layoutAt(page, site, width, width === PHONE.width || (template && width < DESKTOP.width))),
      ...(width < DESKTOP.width ? await kindProblems(page, site, width) : []),
    ];
    if (width === PHONE.width) found.push(...(await tapTargetsAt(page, site)));
    problems.push(...found.map((line) => `${width} px, light: ${line}`));
    if (width !== PHONE.width || !template) continue;
    await page.emulateMedia({ colorScheme: 'dark' });
    const dark = await layoutAt(page, site, width, true);
    problems.push(...dark.map((line) => `${width} px, dark: ${line}`));
    await page.emulateMedia({ colorScheme: 'light' });
  }
  return [...problems, ...watch.stop().map((line) => `on a phone: ${line}`)];
}

/** The desktop pass, for the first page of each template: one load at 1280 px with a mouse. */
async function desktopPass(page: Page, site: SitePage): Promise<string[]> {
  const watch = watchPage(page, site.status);
  await page.setViewportSize(DESKTOP);
  const problems = await load(page, watch, site);
  await page.evaluate(renderWholePage);
  problems.push(...(await layoutAt(page, site, DESKTOP.width, true)));
  return [...problems, ...watch.stop()].map((line) => `1280 px, a mouse: ${line}`);
}

for (const site of pages)
  test(`${site.url} at 320, 375, 414 and 1280 px`, async ({ phonePage, desktopPage }) => {
    const problems = await phonePass(phonePage, site);
    if (templates.has(site.url)) problems.push(...(await desktopPass(desktopPage, site)));
    expect(problems, site.url).toEqual([]);
  });
