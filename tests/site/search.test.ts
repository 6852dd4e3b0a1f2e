/**
 * What readers type finds what they mean, over the search index the build wrote (dist/search-index.json and
 * dist/search-docs.json), loaded as the search page's worker loads it. The page itself, its marks, its
 * no-results state, typing, keyboard and the header forms are tested in a browser: tests/browser/search.spec.ts.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  SEARCH_DOCS_PATH,
  SEARCH_INDEX_PATH,
  loadSiteSearch,
  type ShownDoc,
} from '../../src/lib/search-engine';

const site = loadSiteSearch(
  readFileSync(`dist${SEARCH_INDEX_PATH}`, 'utf8'),
  JSON.parse(readFileSync(`dist${SEARCH_DOCS_PATH}`, 'utf8')) as ShownDoc[],
);
/** The addresses of the results, best first. */
const urls = (query: string) => site.search(query).hits.map((hit) => hit.url);

describe('the site search', () => {
  it('"wifi" finds the public Wi-Fi guide in the first three results', () => {
    expect(urls('wifi').slice(0, 3)).toContain('/guides/public-wifi-safety');
  });

  it('"surfshrak" finds the Surfshark review in the first three results', () => {
    expect(urls('surfshrak').slice(0, 3)).toContain('/vpn/surfshark');
  });

  it('"nordvpn vs surfshark" puts that comparison first', () => {
    expect(urls('nordvpn vs surfshark')[0]).toBe('/compare/nordvpn-vs-surfshark');
  });

  it('"proton" finds the Proton VPN review first', () => {
    expect(urls('proton')[0]).toBe('/vpn/protonvpn');
  });

  it('"netflix" finds the Netflix answer and the streaming guides', () => {
    const top = urls('netflix').slice(0, 3);
    expect(top).toContain('/faq#can-i-use-a-vpn-for-netflix');
    expect(top.some((url) => /^\/guides\/.*streaming/.test(url))).toBe(true);
  });

  it('"money back guarantee" finds the refund answer and the refund ranking', () => {
    const top = urls('money back guarantee').slice(0, 3);
    expect(top).toContain('/faq#how-money-back-guarantees-work');
    expect(top).toContain('/best/longest-money-back-guarantee');
  });

  // The tools are found first for the words readers type for them: their own keywords, not a list here.
  it.each([
    ['finder', '/finder'],
    ['which VPN', '/finder'],
    ['which vpn should i get', '/finder'],
    ['cheapest audited vpn', '/finder'],
    ['is my VPN working', '/check'],
    ['check my vpn', '/check'],
    ['leak', '/check'],
    ['dns leak test', '/check'],
  ])('"%s" puts %s first', (query, url) => {
    expect(urls(query)[0]).toBe(url);
  });

  it('"zzqxv" finds nothing', () => {
    expect(site.search('zzqxv').total).toBe(0);
  });
});
