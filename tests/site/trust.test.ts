/**
 * What the site claims about its own work and its money, read from the built pages in dist/ and the running
 * server: no page of the sitemap names a source, check or date the record does not show, or a commission no link
 * can earn (tests/support/claims.ts); beside every outbound link, the note its tracking allows ("We may earn a
 * commission" only for a tracked link) with the link to the disclosure; no disabled or placeholder buy button;
 * and /data with its three downloads.
 * The content files themselves are read by tests/content/wording.test.ts.
 */
import type { HTMLElement } from 'node-html-parser';
import { describe, expect, inject, it } from 'vitest';
import { readServices } from '../../config/provider-files';
import { formatDate } from '../../src/lib/format';
import {
  factRecords,
  formatPartialDate,
  GRADE_WORDS,
  shortMark,
  sourceKindWords,
} from '../../src/lib/provenance';
import { commissionClaims, unsupportedClaims } from '../support/claims';
import { shownText } from '../support/shown-text';
import { builtPage, sitemapPaths } from '../support/sitemap';

const baseUrl = inject('baseUrl');

/** The built file of each sitemap URL: "/" is index.html, "/vpn/nordvpn" is vpn/nordvpn.html. */
const sitemapPages = sitemapPaths().map((path) => ({
  path,
  root: builtPage(path),
}));

const providers = await readServices();
const tracked = providers.filter((s) => s.affiliateUrl !== undefined && s.affiliateLinkTracked).length;
const checkedDates = new Set(
  providers.flatMap((s) =>
    factRecords(s).flatMap((f) => (f.provenance?.checkedAt ? [formatDate(f.provenance.checkedAt)] : [])),
  ),
);

describe('claims about our own work', () => {
  it('covers the whole sitemap', () => {
    expect(sitemapPages.map((p) => p.path)).toEqual(
      expect.arrayContaining(['/', '/data', '/vpn/nordvpn', '/about']),
    );
  });

  it.each(sitemapPages.map((p) => [p.path, p.root] as const))(
    '%s names no source, check or date the record does not show, and no commission no link can earn',
    (_path, root) => {
      const text = shownText(root);
      const claims = [...unsupportedClaims(text, checkedDates), ...commissionClaims(text, tracked)];
      expect(claims.map((c) => `${c.rule}: ${c.sentence}`)).toEqual([]);
    },
  );
});

describe('values in words', () => {
  it('no page shows a value as an object ("[object Object]"): every structured fact is worded', () => {
    const shown = sitemapPages
      .filter((p) => shownText(p.root).includes('[object Object]'))
      .map((p) => p.path);
    expect(shown).toEqual([]);
  });
});

describe('affiliate disclosure', () => {
  it('puts beside each outbound link the note its tracking allows, with the link to the disclosure', () => {
    const bySlug = new Map(providers.map((s) => [s.slug, s]));
    const links = sitemapPages.flatMap((p) =>
      p.root.querySelectorAll('a[rel~="sponsored"]').map((a) => ({ path: p.path, a })),
    );
    expect(links.length).toBeGreaterThan(0);
    const wrong = links.flatMap(({ path, a }) => {
      const slug = a.getAttribute('data-affiliate') ?? '';
      const service = bySlug.get(slug);
      // The card or cell around the button: its parent's parent.
      const note = a.parentNode?.parentNode?.querySelector('[data-affiliate-disclosure]');
      const text = note?.text.replace(/\s+/g, ' ') ?? '';
      const fits = service?.affiliateLinkTracked
        ? text.includes('We may earn a commission')
        : text.includes('we earn nothing') && !text.includes('may earn');
      const linked = note?.querySelector('a[href="/affiliate-disclosure"]') != null;
      return fits && linked ? [] : [`${path} ${slug}: "${text}"`];
    });
    expect(wrong).toEqual([]);
  });
});

describe('buy buttons', () => {
  it('are never shown disabled or as a "No link yet" placeholder: a provider without an address gets none', () => {
    const offenders: string[] = [];
    let getLinks = 0;
    for (const { path, root } of sitemapPages) {
      for (const button of root.querySelectorAll('button[disabled], [aria-disabled="true"]'))
        offenders.push(`${path}: disabled "${button.textContent.trim()}"`);
      for (const link of root.querySelectorAll('a[data-affiliate]')) {
        getLinks += 1;
        if (!link.getAttribute('href')?.startsWith('https://'))
          offenders.push(`${path}: a Get link without an address`);
      }
      if (/No link yet/i.test(root.textContent)) offenders.push(`${path}: "No link yet"`);
    }
    expect(offenders).toEqual([]);
    // The check looked at real buttons: the providers with an address still get theirs.
    expect(getLinks).toBeGreaterThan(100);
  });
});

describe('/data', () => {
  const fetchText = async (path: string) => {
    const response = await fetch(`${baseUrl}${path}`);
    return { status: response.status, text: await response.text() };
  };

  it('serves the CSV with a header and a row per provider, the JSON and its schema', async () => {
    const csv = await fetchText('/data/vpn-services.csv');
    expect(csv.status).toBe(200);
    expect(csv.text.trimEnd().split('\r\n')).toHaveLength(1 + providers.length);
    const json = await fetchText('/data/vpn-services.json');
    expect(json.status).toBe(200);
    const data = JSON.parse(json.text) as { licence: { name: string }; services: unknown[] };
    expect(data.licence.name).toBe('CC BY 4.0');
    expect(data.services).toHaveLength(providers.length);
    const schema = await fetchText('/data/vpn-services.schema.json');
    expect(schema.status).toBe(200);
    expect(JSON.parse(schema.text)).toMatchObject({
      $schema: 'https://json-schema.org/draft/2020-12/schema',
    });
  });

  it('is linked from every page footer, the comparison matrix and each provider page', () => {
    for (const { path, root } of sitemapPages)
      expect(root.querySelector('footer a[href="/data"]'), path).not.toBeNull();
    const home = sitemapPages.find((p) => p.path === '/');
    expect(home?.root.querySelector('#detailed-comparison a[href="/data"]')).not.toBeNull();
    // Each provider's own page links its full records, /data/{slug} (its user-reviews page links the provider page instead).
    for (const { path, root } of sitemapPages.filter((p) => /^\/vpn\/[^/]+$/.test(p.path))) {
      const slug = path.slice('/vpn/'.length);
      expect(
        root.querySelector(`section[aria-labelledby="notes-title"] a[href="/data/${slug}"]`),
        path,
      ).not.toBeNull();
    }
  });

  it("shows one facts table with a short mark on every value, each provider's full records on its own page, and adds no script of its own", () => {
    const page = sitemapPages.find((p) => p.path === '/data');
    const about = sitemapPages.find((p) => p.path === '/about');
    if (!page || !about) throw new Error('/data or /about is missing from the sitemap');
    const nord = providers.find((p) => p.slug === 'nordvpn');
    if (!nord) throw new Error('content/vpn-services/nordvpn.json is missing');
    // Each value with its short mark (publisher, month, flags), linked to its full record on /data/nordvpn.
    const cells = page.root
      .querySelector('[data-testid="facts-table"] tr[data-slug="nordvpn"]')
      ?.querySelectorAll('td');
    const devices = cells?.find((c) => c.getAttribute('data-label') === 'Devices');
    const mark = shortMark(nord.provenance.devices, nord.name);
    expect(devices?.text).toContain(mark.text);
    expect(devices?.querySelector('a')?.getAttribute('href')).toBe('/data/nordvpn#devices');
    for (const cell of cells ?? [])
      expect(cell.text, cell.getAttribute('data-label') ?? '').not.toMatch(/https?:|github|read on/);
    // The full record of each of NordVPN's facts under its anchor: the launch data, or the source's kind, name,
    // grade and own date, and the day it was read.
    const records = builtPage('/data/nordvpn');
    for (const fact of factRecords(nord)) {
      const record = records.querySelector(`#${fact.group}`)?.text.replace(/\s+/g, ' ') ?? '';
      const p = fact.provenance;
      if (fact.state === 'compiled')
        expect(record, fact.label).toMatch(/From our launch data set, compiled before launch/);
      if (fact.state === 'sourced' && p?.source) {
        expect(record, fact.label).toContain(sourceKindWords(p.source, nord.name));
        expect(record, fact.label).toContain(p.source.name);
        expect(record, fact.label).toContain(GRADE_WORDS[p.source.grade]);
        expect(record, fact.label).toContain(p.source.date ? formatPartialDate(p.source.date) : 'undated');
        expect(record, fact.label).toContain(`read on ${formatDate(p.source.readAt)}`);
      }
    }
    expect(factRecords(nord).some((f) => f.state === 'sourced')).toBe(true);
    expect(
      page.root
        .querySelectorAll('[data-testid="fact-totals"] [data-state]')
        .map((d) => d.getAttribute('data-state')),
    ).toEqual(['checked', 'sourced', 'searched', 'compiled', 'unknown']);
    const scripts = (root: HTMLElement) => root.querySelectorAll('script[src], astro-island').length;
    expect(scripts(page.root)).toBe(scripts(about.root));
  });
});
