/**
 * The head-to-head pages under the real server: 78 canonical pairs in the sitemap, each with the nine rows and
 * no JavaScript of its own; the reversed pair and the picker's query redirect to the canonical page.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { allPairs } from '../../src/lib/compare';
import { COMPARISON_ROWS } from '../../src/lib/comparison';
import { loadProviders } from '../support/providers';
import { baseUrl, DESKTOP, openPage, PHONE } from './browser';

const providers = loadProviders();
const pairs = allPairs(providers.map((p) => p.slug));
const noFollow = (path: string) => fetch(`${baseUrl}${path}`, { redirect: 'manual' });
const location = (r: Response) => (r.headers.get('location') ?? '').replace(/^https?:\/\/[^/]+/, '');

describe('compare pages', () => {
  it('lists all 78 canonical pairs in the sitemap, each page with the nine rows and only the drawer loader as script', async () => {
    expect(pairs).toHaveLength(78);
    const sitemap = readFileSync('dist/sitemap-0.xml', 'utf8');
    const listed = [...sitemap.matchAll(/<loc>[^<]*\/compare\/([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(listed.sort()).toEqual(pairs.map(([a, b]) => `${a}-vs-${b}`).sort());
    for (const [a, b] of pairs) {
      const html = await (await fetch(`${baseUrl}/compare/${a}-vs-${b}`)).text();
      const rows = [...html.matchAll(/<tr[^>]*>\s*<th scope="row"[^>]*>([^<]+)</g)].map((m) => m[1]?.trim());
      expect(rows.slice(0, 9), `${a}-vs-${b}`).toEqual(COMPARISON_ROWS.map((r) => r.label));
      // Scripts: the JSON-LD, and in the header only Astro's loader for the phone drawer.
      const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
      expect(main, `${a}-vs-${b}`).not.toContain('<script');
      expect(html.match(/<link[^>]+modulepreload|<script[^>]+src=/g), `${a}-vs-${b}`).toBeNull();
    }
  });

  it('redirects the reversed pair and the picker query to the canonical page with 301', async () => {
    const reversed = await noFollow('/compare/surfshark-vs-nordvpn');
    expect(reversed.status).toBe(301);
    expect(location(reversed)).toBe('/compare/nordvpn-vs-surfshark');
    for (const query of ['a=protonvpn&b=nordvpn', 'a=nordvpn&b=protonvpn']) {
      const picked = await noFollow(`/compare?${query}`);
      expect(picked.status).toBe(301);
      expect(location(picked)).toMatch(/^\/compare\/nordvpn-vs-protonvpn(\?|$)/);
    }
    // Not a compare rule, but a redirect of netlify.toml beside them: crawlers look for /sitemap.xml first.
    const sitemap = await noFollow('/sitemap.xml');
    expect(sitemap.status).toBe(301);
    expect(location(sitemap)).toBe('/sitemap-index.xml');
  });

  it('answers the same provider twice or an unknown one with the helpful page, not a 404', async () => {
    for (const query of ['a=nordvpn&b=nordvpn', 'a=nordvpn&b=no-such-vpn', 'a=x']) {
      const response = await fetch(`${baseUrl}/compare?${query}`);
      expect(response.status, query).toBe(200);
      const html = await response.text();
      expect(html).toContain('Compare VPNs Head to Head');
      expect(html).toContain('the same service twice or one we do not review');
    }
  });

  it('shows both providers with leads, ties and unknowns named, Get buttons with the disclosure, and no JavaScript', async () => {
    const page = await openPage(DESKTOP);
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    await page.goto('/compare/nordvpn-vs-protonvpn', { waitUntil: 'networkidle' });
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('NordVPN vs Proton VPN');
    const lead = (row: string) =>
      page
        .getByRole('row', { name: new RegExp(`^${row}`) })
        .locator('[data-lead]')
        .innerText();
    expect(await lead('Lowest long-term price')).toBe('NordVPN leads');
    expect(await lead('Free version')).toBe('Proton VPN leads');
    expect(await lead('Money-back guarantee')).toBe('Tie');
    expect(await lead('Standard monthly price')).toBe('Undecided: a figure is not in our data');
    expect(await lead('Headquarters')).toBe('Not ranked (a fact, not a measure)');
    expect(await page.getByTestId('pair-summary').innerText()).toContain('They tie on');
    for (const get of await page.locator('a[data-affiliate]').all()) {
      expect(await get.getAttribute('rel')).toBe('sponsored noopener noreferrer');
      expect(await get.getAttribute('target')).toBe('_blank');
    }
    const disclosures = page.locator('[data-affiliate-disclosure]');
    expect(await disclosures.count()).toBe(2);
    expect(await disclosures.first().innerText()).toBe(
      'Not an affiliate link: we earn nothing if you buy through it — how we are funded',
    );
    expect(await disclosures.first().getByRole('link').getAttribute('href')).toBe('/affiliate-disclosure');
    expect(await page.getByRole('link', { name: 'Read the full NordVPN review' }).getAttribute('href')).toBe(
      '/vpn/nordvpn',
    );
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(
      /\/compare\/nordvpn-vs-protonvpn$/,
    );
    const jsonLd = await page.locator('script[type="application/ld+json"]').innerText();
    expect(jsonLd).toContain('"BreadcrumbList"');
    expect(scripts).toEqual([]);
    expect(page.consoleErrors).toEqual([]);
  });

  it('fits a 320px screen without sideways page scroll', async () => {
    const page = await openPage({ ...PHONE, width: 320 });
    await page.goto('/compare/hotspot-shield-vs-witopia-personalvpn');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });
});
