/**
 * axe-core on every built page (every .html in dist/; the 404 pages reached through a missing URL, as visitors
 * reach them), at desktop and phone (375px) width: zero violations of the WCAG 2.x A/AA rules and axe's best
 * practices. Islands that wake on their own are hydrated first. Provider pages are also checked with the review form open and with its
 * errors shown; on a phone, every page also with the menu drawer open (those checks cover the part that changed).
 * The site follows the reader's colour scheme, so every check runs the contrast rule in the dark scheme too.
 * One browser page per width, pages in turn.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import axe, { type RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, openPage, renderWholePage } from './browser';

const DIST = 'dist';
const ALL_RULES: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
};
const CONTRAST: RunOptions = { runOnly: { type: 'rule', values: ['color-contrast'] } };

function htmlFiles(dir: string): string[] {
  return readdirSync(join(DIST, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return htmlFiles(file);
    return entry.name.endsWith('.html') ? [file] : [];
  });
}

/**
 * The 78 head-to-head pages share one template: a sample covers it (the first and last pair, one with a
 * provider without an affiliate link, and the longest names), rather than 78 near-identical runs.
 */
const COMPARE_SAMPLE = new Set([
  'compare/cactusvpn-vs-eset-vpn.html',
  'compare/nordvpn-vs-surfshark.html',
  'compare/hotspot-shield-vs-witopia-personalvpn.html',
  'compare/veepn-vs-witopia-personalvpn.html',
]);

/** Public path of each built page; a 404 page is asked for by a URL that does not exist in its folder. */
const pages = htmlFiles('')
  .filter((file) => !file.startsWith('compare/') || COMPARE_SAMPLE.has(file))
  .sort()
  .map((file) => {
    const path = `/${file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`;
    return path.endsWith('/404')
      ? { path, url: path.replace(/404$/, 'no-such-page'), status: 404 }
      : { path, url: path, status: 200 };
  });

/** Violations in the page (or in the part matching `include`) as readable lines: rule, impact, help, elements. */
async function violations(page: Page, options: RunOptions, include?: string): Promise<string[]> {
  // Evaluated through the DevTools protocol, which the site's Content-Security-Policy does not restrict.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const results = await page.evaluate(
    ([options, include]) => window.axe.run(include ? { include: [include] } : document, options),
    [options, include] as const,
  );
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}: ${n.failureSummary?.replace(/\n/g, ' ')}`).join('\n')}`,
  );
}

/** Waits for running CSS transitions (colours change with the scheme), which axe would otherwise measure half way. */
async function transitionsDone(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a instanceof CSSTransition)
        .map((a) => a.finished),
    ),
  );
}

/** Every rule in the light colour scheme, then contrast again in the dark one (the page follows the reader's). */
async function check(page: Page, include?: string): Promise<string[]> {
  const light = await violations(page, ALL_RULES, include);
  await page.emulateMedia({ colorScheme: 'dark' });
  await transitionsDone(page);
  const dark = await violations(page, CONTRAST, include);
  await page.emulateMedia({ colorScheme: 'light' });
  await transitionsDone(page);
  return [...light, ...dark.map((line) => `dark scheme: ${line}`)];
}

/**
 * Brings lazy islands into view and waits until every island that wakes on its own or near the viewport has
 * hydrated. Islands that wait for a touch (the drawer, the guide filter) are checked as built, as most visitors
 * see them; the drawer is checked open below.
 */
async function hydrate(page: Page) {
  const wakeNearViewport =
    'astro-island[client="visible"], astro-island[client="interaction"][opts*="rootMargin"]';
  for (const island of await page.locator(wakeNearViewport).all()) await island.scrollIntoViewIfNeeded();
  await page.waitForFunction(
    (selector) =>
      [...document.querySelectorAll('astro-island[ssr]')].every(
        (island) =>
          !island.matches(selector) &&
          (island.getAttribute('client') === 'interaction' ||
            (island.getAttribute('client') === 'media' &&
              !matchMedia(JSON.parse(island.getAttribute('opts') ?? '{}').value).matches)),
      ),
    wakeNearViewport,
  );
  const loading = page.locator('#user-reviews').getByText('Loading reviews…');
  if (await loading.count()) await loading.waitFor({ state: 'detached' });
}

for (const viewport of [DESKTOP, PHONE]) {
  describe(`axe at ${viewport.width}px`, () => {
    let page: Page;
    beforeAll(async () => {
      page = await openPage(viewport);
      await page.emulateMedia({ colorScheme: 'light' });
    });
    afterAll(async () => {
      await page.context().close();
    });

    it.each(pages)('$path has no violations', async ({ path, url, status }) => {
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(status);
      await hydrate(page);
      expect(await check(page), path).toEqual([]);
      // Sections skipped until they near the screen (content-visibility: auto) are checked again laid out, as a
      // reader who scrolls there sees them: as loaded, axe cannot measure the contrast of text not yet laid out.
      if (await page.locator('.below-fold').count()) {
        await renderWholePage(page);
        expect(await check(page), `${path} with every section laid out`).toEqual([]);
      }

      if (path.startsWith('/vpn/') && status === 200) {
        const section = page.locator('#user-reviews');
        await section.getByRole('button', { name: 'Write a Review' }).click();
        const form = section.locator('#review-form');
        await form.waitFor();
        expect(await check(page, '#user-reviews'), `${path} with the review form open`).toEqual([]);
        await form.getByRole('button', { name: 'Submit Review' }).click();
        await form.locator('[aria-invalid="true"]').first().waitFor();
        expect(await check(page, '#user-reviews'), `${path} with the form's errors shown`).toEqual([]);
      }

      if (viewport === PHONE) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.getByRole('dialog', { name: 'Menu' }).waitFor();
        expect(await check(page, '#mobile-nav'), `${path} with the menu open`).toEqual([]);
      }
    });
  });
}

declare global {
  interface Window {
    axe: typeof axe;
  }
}
