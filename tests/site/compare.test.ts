/**
 * The head-to-head pages under the real server: one canonical page per pair of providers, listed in the sitemap,
 * each showing both providers in its table with every row of its questions; the reversed pair and the picker's query redirect
 * to the canonical page; a pair that is not one answers with the helpful picker page.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'node-html-parser';
import { describe, expect, inject, it } from 'vitest';
import { readerText } from '../support/shown-text';
import { loadProviders } from '../support/providers';
import { pairRows } from '../../src/lib/pair-rows';
import { shortMark } from '../../src/lib/provenance';

const baseUrl = inject('baseUrl');
const providers = await loadProviders();
const noFollow = (path: string) => fetch(`${baseUrl}${path}`, { redirect: 'manual' });
const location = (r: Response) => (r.headers.get('location') ?? '').replace(/^https?:\/\/[^/]+/, '');

describe('compare pages', () => {
  it("say under the first screen's prices where they come from: each provider's short mark (publisher, month, flags), and a link to the full records", () => {
    const problems: string[] = [];
    for (const [i, a] of providers.entries())
      for (const b of providers.slice(i + 1)) {
        const [first, second] = a.slug < b.slug ? [a, b] : [b, a];
        const path = `/compare/${first.slug}-vs-${second.slug}`;
        const line = parse(readFileSync(`dist${path}.html`, 'utf8')).querySelector(
          '[data-testid="summary-sources"]',
        );
        const text = readerText(line?.text);
        for (const { name, provenance, comparison } of [first, second]) {
          // The long-term price shown: marked "disputed" only by readings about that price.
          const mark = shortMark(comparison.lowestLongTermPrice.provenance ?? provenance.pricing, name);
          for (const words of [mark.text, ...mark.flags])
            if (!text.includes(words)) problems.push(`${path}: ${name}: no "${words}"`);
        }
        // No repository path, address or reading date in the line: those are in the full record.
        if (/github|https?:|read on/i.test(text)) problems.push(`${path}: a long source line: ${text}`);
        if (!line?.querySelector('a[href^="/data"]')) problems.push(`${path}: no link to the full records`);
      }
    expect(problems).toEqual([]);
  });

  it('exist for every pair of providers, each table showing both of them and every row', async () => {
    const sitemap = readFileSync('dist/sitemap-0.xml', 'utf8');
    const listed = [...sitemap.matchAll(/<loc>[^<]*\/compare\/([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');
    expect(listed).toHaveLength((providers.length * (providers.length - 1)) / 2);
    const bySlug = new Map(providers.map((p) => [p.slug, p]));
    const problems: string[] = [];
    for (const pair of listed) {
      const [a, b] = pair.split('-vs-').map((slug) => bySlug.get(slug));
      if (!a || !b) {
        problems.push(`${pair}: not a pair of provider slugs`);
        continue;
      }
      if (a.slug >= b.slug) problems.push(`${pair}: not in canonical (alphabetical) order`);
      const response = await fetch(`${baseUrl}/compare/${pair}`);
      const table = parse(await response.text()).querySelector('[data-testid="pair-rows"]');
      const header = table?.querySelectorAll('thead th').map((th) => readerText(th.text)) ?? [];
      if (response.status !== 200) problems.push(`${pair}: status ${response.status}`);
      if (!header.includes(a.name) || !header.includes(b.name))
        problems.push(`${pair}: the table's header is ${JSON.stringify(header)}`);
      const rows =
        table?.querySelectorAll('tbody th[scope="row"] > span:first-child').map((th) => th.text.trim()) ?? [];
      if (
        rows.join('|') !==
        pairRows(a, b)
          .map((r) => r.label)
          .join('|')
      )
        problems.push(`${pair}: rows ${JSON.stringify(rows)}`);
    }
    expect(problems).toEqual([]);
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

  it('answers an unknown provider with the picker page and the same one twice with a page that says so, not a 404', async () => {
    const picker = await (await fetch(`${baseUrl}/compare`)).text();
    const heading = parse(picker).querySelector('h1')?.text.trim();
    const answers: [string, string | undefined][] = [
      ['a=nordvpn&b=nordvpn', 'Pick two different VPNs'],
      ['a=nordvpn&b=no-such-vpn', heading],
      ['a=x', heading],
    ];
    for (const [query, expected] of answers) {
      const response = await fetch(`${baseUrl}/compare?${query}`);
      expect(response.status, query).toBe(200);
      expect(
        parse(await response.text())
          .querySelector('h1')
          ?.text.trim(),
        query,
      ).toBe(expected);
    }
  });
});
