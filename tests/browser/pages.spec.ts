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
 * - axe (lib/axe-plan.ts): at 375 px in light on every page written by hand (a review, a guide, a text page, a
 *   page of its own, a not-found page) and on a sample of the pages one template builds from provider data
 *   (compare pages, rankings, a provider's data, changes and user-reviews pages), chosen from the data and the
 *   build to cover every outcome, verdict and shape of markup any of them has. The other data-driven pages get axe in `npm run test:full` (sitemap-axe.full.ts).
 * The page of each kind (template) that stands for it is checked in every other configuration too: the layout and
 * axe in the dark scheme at 375 px (the scheme changes colours, not layout); axe's rule that reads the template's
 * stylesheets (lib/axe.ts); and a load of its own at 1280 px with a mouse (scripts, errors, layout and axe), since
 * pages of one template share their scripts, their islands and their CSS. Axe does not run again at 320 and 414 px:
 * the DOM and the colours are those checked at 375 px, and what a width changes (overflow, cut text, tap targets)
 * is what the layout checks find at every width.
 * A page is laid out at other widths by resizing the 375 px load: with no script before interaction, the resized
 * page is the page a screen of that width loads. At 1280 px that is a touch screen on a desk (a tablet held
 * sideways, a touch laptop), whose layout is a desktop's but for the words that say "tap" instead of "click".
 */
import type { Page } from '@playwright/test';
import { axeViolations } from './lib/axe';
import { layoutProblems, renderWholePage, sidewaysScrollers } from './lib/layout';
import { kindProblems, tapTargetsAt } from './lib/kind-checks';
import { axePlan, type AxeRun } from './lib/axe-plan';
import { sitePages, type SitePage } from './lib/site-pages';
import { settle, watchPage, type PageWatch } from './lib/watch';
import { DESKTOP, PHONE, PHONE_PASS_WIDTHS, expect, test } from './fixtures';

const pages = sitePages();

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
  // Counted in the page: a locator would inject Playwright's selector engine into every page, which costs more
  // than the rest of the load.
  const preloads = await page.evaluate(() => document.querySelectorAll('link[rel="modulepreload"]').length);
  if (preloads) problems.push(`preloads ${preloads} modules before any interaction`);
  return problems;
}

/** The layout problems at `width` in the current scheme, and axe's violations when `axe` is set. */
async function layoutAt(page: Page, width: number, axe?: AxeRun): Promise<string[]> {
  const found = await page.evaluate(layoutProblems, width);
  if (width < DESKTOP.width) found.push(...(await page.evaluate(sidewaysScrollers)));
  if (axe) found.push(...(await axeViolations(page, undefined, { stylesheets: axe.template })));
  return found;
}

/**
 * The phone pass: one load at 375 px, then the same page resized to 320, 414 and 1280 px; axe at 375 px in the
 * schemes `axe` names (none when it is undefined).
 */
async function phonePass(page: Page, site: SitePage, axe?: AxeRun): Promise<string[]> {
  const watch = watchPage(page, site.status);
  await page.setViewportSize(PHONE);
  const problems = (await load(page, watch, site)).map((line) => `375 px: ${line}`);
  await page.evaluate(renderWholePage);
  for (const width of [...PHONE_PASS_WIDTHS, DESKTOP.width]) {
    if (width !== PHONE.width) await page.setViewportSize({ width, height: PHONE.height });
    const found = [
      ...(await layoutAt(page, width, width === PHONE.width ? axe : undefined)),
      ...(width < DESKTOP.width ? await kindProblems(page, site, width) : []),
    ];
    if (width === PHONE.width) found.push(...(await tapTargetsAt(page, site)));
    problems.push(...found.map((line) => `${width} px, light: ${line}`));
    if (width !== PHONE.width || !axe?.schemes.includes('dark')) continue;
    await page.emulateMedia({ colorScheme: 'dark' });
    const dark = await layoutAt(page, width, { ...axe, template: false });
    problems.push(...dark.map((line) => `${width} px, dark: ${line}`));
    await page.emulateMedia({ colorScheme: 'light' });
  }
  return [...problems, ...watch.stop().map((line) => `on a phone: ${line}`)];
}

/** The desktop pass, for the page that stands for each template: one load at 1280 px with a mouse. */
async function desktopPass(page: Page, site: SitePage): Promise<string[]> {
  const watch = watchPage(page, site.status);
  await page.setViewportSize(DESKTOP);
  const problems = await load(page, watch, site);
  await page.evaluate(renderWholePage);
  problems.push(...(await layoutAt(page, DESKTOP.width, { schemes: ['light'], template: false, why: '' })));
  return [...problems, ...watch.stop()].map((line) => `1280 px, a mouse: ${line}`);
}

for (const site of pages)
  test(`${site.url} at 320, 375, 414 and 1280 px`, async ({ phonePage, desktopPage }) => {
    const axe = axePlan()[site.url];
    test.info().annotations.push({ type: 'axe', description: axe ? axe.why : 'in npm run test:full' });
    const problems = await phonePass(phonePage, site, axe);
    if (axe?.template) problems.push(...(await desktopPass(desktopPage, site)));
    expect(problems, site.url).toEqual([]);
  });
