/**
 * `npm run test:full`: axe on every page of the sitemap that `npm test` does not check with axe (the data-driven
 * pages outside the sample, lib/axe-plan.ts), so the two together run axe on every page. Each page is
 * loaded once on a phone at 375 px, as the one pass per page loads it (pages.spec.ts), with every
 * `content-visibility: auto` section laid out, and checked in the light scheme; zero violations allowed. Its
 * layout, scripts and errors are checked in `npm test`, on every page.
 */
import { axeViolations } from './lib/axe';
import { axePlan } from './lib/axe-plan';
import { renderWholePage } from './lib/layout';
import { sitePages } from './lib/site-pages';
import { settle } from './lib/watch';
import { PHONE, expect, test } from './fixtures';

for (const site of sitePages())
  test(`${site.url}: axe at 375 px`, async ({ phonePage: page }) => {
    const checked = axePlan()[site.url];
    test.skip(checked !== undefined, `npm test checks it with axe: ${checked?.why ?? ''}`);
    await page.setViewportSize(PHONE);
    await page.emulateMedia({ colorScheme: 'light' });
    const response = await page.goto(site.url);
    expect(response?.status(), site.url).toBe(site.status);
    await settle(page);
    await page.evaluate(renderWholePage);
    expect(await axeViolations(page, undefined, { stylesheets: false }), site.url).toEqual([]);
  });
