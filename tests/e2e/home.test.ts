/** The home page: hero anchors, top picks, the comparison matrix and its enhancement, and the page's data. */
import { describe, expect, it } from 'vitest';
import { COMPARISON_ROWS, COMPARISON_SLUGS } from '../../src/lib/comparison';
import { CRITERIA } from '../../src/lib/criteria';
import { byRanking, loadProviders } from '../support/providers';
import { DESKTOP, PHONE, openPage } from './browser';

const providers = loadProviders();
const bySlug = new Map(providers.map((p) => [p.slug, p]));
const compared = COMPARISON_SLUGS.map((slug) => bySlug.get(slug)!);
const year = new Date().getFullYear();

describe('hero and top picks', () => {
  it('anchors to the comparison and the top picks', async () => {
    const page = await openPage();
    await page.goto('/');
    await page.getByRole('link', { name: 'Compare VPNs' }).click();
    await page.waitForURL('**/#detailed-comparison');
    await expect.poll(() => page.locator('#detailed-comparison').isVisible()).toBe(true);
    await page.getByRole('link', { name: 'View Top Picks' }).click();
    await page.waitForURL('**/#reviews');
  });

  it('shows the top-rated cards with the spec fields', async () => {
    const page = await openPage();
    await page.goto('/');
    expect(await page.locator('#reviews h2').innerText()).toBe(`Top VPN Services ${year}`);
    const top = [...providers].sort(byRanking).slice(0, 6);
    const cards = page.locator('#reviews article');
    expect(await cards.count()).toBe(top.length);
    for (const [i, p] of top.entries()) {
      const card = cards.nth(i);
      expect(await card.locator('h3').innerText()).toBe(p.name);
      // No decorative picture: the card carries figures instead (stars by proportional fill: stars.spec.ts).
      expect(await card.locator('img').count()).toBe(0);
      expect(await card.getByRole('img', { name: `Rated ${p.rating.toFixed(1)} out of 5` }).count()).toBe(1);
      const text = await card.innerText();
      expect(text).toContain(`$${p.pricePerMonth}/mo`);
      if (typeof p.discountPercentage === 'number') expect(text).toContain(`Save ${p.discountPercentage}%`);
      expect(text).toMatch(/Servers\s+[\d,]+\+?\s+Devices\s+\S+\s+Money-back/);
      expect(await card.getByRole('link', { name: /View details/ }).getAttribute('href')).toBe(
        `/vpn/${p.slug}`,
      );
    }
  });
});

describe('comparison matrix', () => {
  it('has exactly the 12 services in the spec order and the nine rows, each cell dated', async () => {
    const page = await openPage();
    await page.goto('/');
    const table = page.locator('#comparison-table');
    expect(
      await table
        .locator('thead th[data-slug]')
        .evaluateAll((ths) => ths.map((th) => th.getAttribute('data-slug'))),
    ).toEqual([...COMPARISON_SLUGS]);
    expect(await table.locator('tbody tr th').allInnerTexts()).toEqual(COMPARISON_ROWS.map((r) => r.label));
    expect(await table.locator('tbody td').count()).toBe(12 * 9);
    for (const [r, row] of COMPARISON_ROWS.entries()) {
      for (const [c, p] of compared.entries()) {
        const cell = table.locator('tbody tr').nth(r).locator('td').nth(c);
        const value = p.comparison[row.key]!.value;
        expect(await cell.innerText()).toBe(value ?? 'Unknown');
        // Nothing has been checked against a provider's site yet, and the tooltip says so.
        expect(await cell.getAttribute('title')).toMatch(
          value === null
            ? /^Unknown/
            : new RegExp(
                `^Compiled from provider listings on [A-Z][a-z]+ \\d{1,2}, \\d{4}, not yet checked against ${p.name}'s site$`,
              ),
        );
      }
    }
    // No logo tiles: every column is headed by the provider's name.
    expect(await table.locator('thead img').count()).toBe(0);
    expect(await table.locator('thead th[data-slug]').allInnerTexts()).toEqual(compared.map((p) => p.name));
    const note = page.getByTestId('data-provenance');
    expect(await note.innerText()).toMatch(
      /^Figures compiled from provider listings on .*; none has been checked/,
    );
    expect(await note.getByRole('link', { name: 'our data page' }).getAttribute('href')).toBe('/data');
  });

  it('links each service to its review and its offer in a new tab', async () => {
    const page = await openPage();
    await page.goto('/');
    const foot = page.locator('#comparison-table tfoot');
    expect(
      await foot
        .getByRole('link', { name: /^View Review/ })
        .evaluateAll((as) => as.map((a) => a.getAttribute('href'))),
    ).toEqual(COMPARISON_SLUGS.map((s) => `/vpn/${s}`));
    const gets = foot.locator('a[data-affiliate]');
    expect(await gets.count()).toBe(compared.filter((p) => p.affiliateUrl).length);
    for (const a of await gets.all()) {
      expect(await a.getAttribute('target')).toBe('_blank');
      expect(await a.getAttribute('rel')).toContain('sponsored');
      expect(await a.innerText()).toMatch(/^Get /);
    }
  });

  it('labels its fixed order truthfully and links to every ranking and the compare picker, with no JavaScript', async () => {
    const page = await openPage(DESKTOP);
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.locator('#comparison-table').scrollIntoViewIfNeeded();
    expect(await page.getByTestId('matrix-order').innerText()).toBe(
      'Columns are in a fixed editorial order, not ranked by any figure.',
    );
    const ranks = page.getByRole('navigation', { name: 'Rank the services by one figure' }).getByRole('link');
    expect(await ranks.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual([
      ...CRITERIA.map((c) => `/best/${c.slug}`),
      '/best',
    ]);
    await page.getByLabel('First VPN').selectOption('protonvpn');
    await page.getByLabel('Second VPN').selectOption('nordvpn');
    await page.getByRole('button', { name: 'Compare', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/compare/nordvpn-vs-protonvpn');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('NordVPN vs Proton VPN');
    expect(scripts).toEqual([]);
    expect(page.consoleErrors).toEqual([]);
  });

  it('ships no JavaScript file to desktop and no React island but the drawer to phones', async () => {
    const desktop = await openPage(DESKTOP);
    const scripts: string[] = [];
    desktop.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    await desktop.goto('/', { waitUntil: 'networkidle' });
    // Scrolled through to the end: nothing waits for the visitor to come into view either.
    await desktop.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await desktop.waitForLoadState('networkidle');
    expect(scripts).toEqual([]);
    const page = await openPage(PHONE);
    await page.goto('/');
    const islands = await page
      .locator('astro-island')
      .evaluateAll((els) => els.map((el) => el.getAttribute('component-url') ?? ''));
    expect(islands).toHaveLength(1);
    expect(islands[0]).toMatch(/MobileNav/);
  });

  it('stays readable at 375px: sticky feature column, scrolling inside the table, no page overflow', async () => {
    const page = await openPage(PHONE);
    await page.goto('/#detailed-comparison');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    const region = page.getByRole('region', { name: 'Comparison table, scrolls sideways' });
    expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    const firstCol = page.locator('#comparison-table tbody th').first();
    expect(await firstCol.evaluate((el) => getComputedStyle(el).position)).toBe('sticky');
    await region.evaluate((el) => el.scrollBy(400, 0));
    const box = await firstCol.boundingBox();
    expect(box?.x).toBeGreaterThanOrEqual(0);
    expect(box?.x).toBeLessThan(40);
  });
});

describe('the rest of the page', () => {
  it('has the criteria, testimonials, the screen-reader summary and structured data', async () => {
    const page = await openPage();
    await page.goto('/');
    await expect
      .poll(() => page.getByRole('heading', { name: 'What Makes a Great VPN?' }).isVisible())
      .toBe(true);
    expect(await page.locator('section[aria-labelledby="criteria-title"] li').count()).toBe(6);
    await expect
      .poll(() => page.getByRole('heading', { name: 'What Our Clients Say' }).isVisible())
      .toBe(true);
    const summary = page.locator('section[aria-labelledby="sr-summary-title"]');
    expect(await summary.getAttribute('class')).toContain('sr-only');
    expect(await summary.textContent()).toContain('How much does a VPN cost?');

    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    const [webPage, crumbs] = data['@graph'];
    expect(webPage['@type']).toBe('WebPage');
    expect(webPage.mainEntity['@type']).toBe('ItemList');
    expect(webPage.mainEntity.itemListElement).toHaveLength(8);
    expect(webPage.mainEntity.itemListElement[0].name).toBe([...providers].sort(byRanking)[0]!.name);
    expect(crumbs['@type']).toBe('BreadcrumbList');
  });
});
