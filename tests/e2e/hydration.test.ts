/**
 * Islands load only when a visitor asks for them. On a phone (375px) no page of the sitemap requests a script
 * or preloads a module before any interaction; the menu opens on the first tap (measured inside the page, from
 * the tap to the dialog's `open`, so a busy machine loading slowly does not change the figure), and without
 * JavaScript; a tap on a button made before its island is live is carried out once it is.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { sitemapSample } from '../support/sitemap';
import { PHONE, openPage } from './browser';

// Every page type; of the 78 compare pages (one template) a sample.
const sitemapPages = sitemapSample();

/** Scripts the page requests from now on. */
function scriptRequests(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/** Holds back responses for URLs matching `pattern` until `release()` is called. */
async function holdBack(page: Page, pattern: RegExp) {
  const { promise: released, resolve } = Promise.withResolvers<true>();
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return () => resolve(true);
}

describe('at 375px, before any interaction', () => {
  it('lists the pages of the sitemap', () => {
    expect(sitemapPages.length).toBeGreaterThan(30);
    expect(sitemapPages).toEqual(expect.arrayContaining(['/', '/guides', '/faq', '/vpn/nordvpn']));
  });

  it.each(sitemapPages)('%s requests no script and preloads no module', async (path) => {
    const page = await openPage(PHONE);
    const scripts = scriptRequests(page);
    await page.goto(path, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    expect(scripts).toEqual([]);
    expect(await page.locator('link[rel="modulepreload"]').count()).toBe(0);
    await page.context().close();
  });
});

// Each of these loads a page and waits on a held-back module or React: generous time for a busy machine.
describe('the menu on a phone', { timeout: 90_000 }, () => {
  it('opens on the first tap of a fresh page, within one second of the tap, and hydrates behind it', async () => {
    const page = await openPage(PHONE);
    // Timestamps taken inside the page: the tap's pointerdown, and the moment the dialog gets `open`.
    await page.addInitScript(() => {
      const marks: { tap?: number; open?: number } = {};
      Object.assign(window, { marks });
      document.addEventListener('pointerdown', () => (marks.tap ??= performance.now()), true);
      new MutationObserver(() => {
        if (document.querySelector('dialog#mobile-nav[open]')) marks.open ??= performance.now();
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['open'] });
    });
    const scripts = scriptRequests(page);
    await page.goto('/vpn/surfshark', { waitUntil: 'networkidle' });
    expect(scripts).toEqual([]);

    await page.getByRole('button', { name: 'Open menu' }).click();
    const marks = await page.waitForFunction(() => {
      const { marks } = window as unknown as { marks: { tap?: number; open?: number } };
      return marks.open !== undefined && marks;
    });
    const { tap, open } = (await marks.jsonValue()) as { tap: number; open: number };
    expect(open - tap).toBeLessThan(1000);
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    expect(await drawer.getByRole('navigation').getByRole('link').allInnerTexts()).toEqual([
      'Home',
      'Reviews',
      'Compare',
      'Rankings',
      'Guides',
      'Our data',
      'FAQ',
      'About',
    ]);
    // The tap also woke the island, which takes over the button's state.
    await page.waitForSelector('astro-island:not([ssr]) #mobile-nav');
    await expect
      .poll(() => page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded'), {
        timeout: 20_000,
      })
      .toBe('true');
    expect(scripts.some((s) => s.includes('MobileNav'))).toBe(true);
    expect(page.consoleErrors).toEqual([]);
  });

  it('replays a tap made before the island is live where the browser has no invoker buttons', async () => {
    const page = await openPage(PHONE);
    await page.goto('/faq', { waitUntil: 'networkidle' });
    // Such a browser ignores commandfor; without the attribute, only the island can open the dialog.
    await page.evaluate(() => {
      for (const button of document.querySelectorAll('[commandfor]')) button.removeAttribute('commandfor');
    });
    const release = await holdBack(page, /MobileNav\.[\w-]+\.js$/);
    await page.getByRole('button', { name: 'Open menu' }).click();
    expect(await page.locator('dialog#mobile-nav').getAttribute('open')).toBeNull();
    release();
    await page.getByRole('dialog', { name: 'Menu' }).waitFor();
    expect(await page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Close menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).waitFor({ state: 'hidden' });
  });

  it('opens and closes with JavaScript turned off', async () => {
    const page = await openPage(PHONE, { javaScriptEnabled: false });
    await page.goto('/guides');
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    const open = async () => {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await drawer.waitFor({ state: 'visible' });
    };
    await open();
    expect((await drawer.boundingBox())?.width).toBe(300);
    expect(await drawer.getByRole('link', { name: 'Guides' }).getAttribute('aria-current')).toBe('page');
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await open();
    await drawer.getByRole('button', { name: 'Close menu' }).click();
    await drawer.waitFor({ state: 'hidden' });
    await open();
    await page.mouse.click(20, 400); // on the backdrop, left of the panel
    await drawer.waitFor({ state: 'hidden' });
    await open();
    await drawer.getByRole('link', { name: 'FAQ' }).click();
    await page.waitForURL((url) => url.pathname === '/faq');
  });
});

describe('other islands', { timeout: 90_000 }, () => {
  it("opens the review form for a tap on 'Write a Review' made before the island is live", async () => {
    const page = await openPage(PHONE);
    await page.goto('/vpn/nordvpn', { waitUntil: 'networkidle' });
    const release = await holdBack(page, /UserReviews\.[\w-]+\.js$/);
    const section = page.locator('#user-reviews');
    const write = section.getByRole('button', { name: 'Write a Review' });
    await write.scrollIntoViewIfNeeded();
    await write.click();
    expect(await section.locator('astro-island[ssr]').count()).toBe(1);
    release();
    await section.locator('#review-form').waitFor();
  });

  it('hydrates the reviews island a screen before its section scrolls into view', async () => {
    const page = await openPage(PHONE);
    await page.goto('/vpn/nordvpn', { waitUntil: 'networkidle' });
    const top = await page.locator('#user-reviews').evaluate((el) => el.getBoundingClientRect().top);
    // The island wakes within one screen of the viewport: not with the section 1.5 screens below, but at 0.5.
    await page.evaluate((y) => window.scrollTo(0, y), top - PHONE.height * 2.5);
    expect(await page.locator('#user-reviews astro-island[ssr]').count()).toBe(1);
    await page.evaluate((y) => window.scrollTo(0, y), top - PHONE.height * 1.5);
    await page.waitForSelector('#user-reviews astro-island:not([ssr])');
    await page.locator('#user-reviews').getByText('Loading reviews…').waitFor({ state: 'detached' });
  });

  it('filters the guide list by what was typed while the filter was loading', async () => {
    const page = await openPage(PHONE);
    await page.goto('/guides', { waitUntil: 'networkidle' });
    const release = await holdBack(page, /GuideFilter\.[\w-]+\.js$/);
    await page.getByRole('searchbox', { name: 'Search guides' }).fill('router');
    release();
    await page.waitForSelector('astro-island[component-url*="GuideFilter"]:not([ssr])');
    await expect.poll(() => new URL(page.url()).search, { timeout: 20_000 }).toBe('?q=router');
    const shown = await page.$$eval('[data-guide]', (cards) =>
      cards.filter((card) => !(card as HTMLElement).hidden).map((card) => card.getAttribute('data-guide')),
    );
    expect(shown).toContain('vpn-on-a-router');
    expect(shown.length).toBeLessThan(await page.locator('[data-guide]').count());
  });
});
