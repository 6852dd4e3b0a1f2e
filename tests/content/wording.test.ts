/**
 * The site's words about its own work and its money, in every content file and, once a build exists, every page
 * of the built sitemap:
 * - no source or process the record does not show ("provider listings", "the listings we compiled", "as the
 *   provider states"), no check, test or hands-on work the data does not record, and no 2024 date
 *   (tests/support/claims.ts);
 * - "may earn" a commission only where a link is tracked: beside each outbound link, the note matches that link's
 *   `affiliateLinkTracked`, and while no link is tracked no sentence says we may earn one.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, type HTMLElement } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { readProviderFiles } from '../../config/provider-files';
import { formatDate } from '../../src/lib/format';
import { factRecords } from '../../src/lib/provenance';
import { commissionClaims, unsupportedClaims } from '../support/claims';
import { shownText } from '../support/shown-text';
import { sitemapPaths } from '../support/sitemap';

const services = await readProviderFiles();
const tracked = services.filter((s) => s.affiliateUrl !== undefined && s.affiliateLinkTracked).length;
const checkedDates = new Set(
  services.flatMap((s) =>
    factRecords(s).flatMap((f) => (f.provenance?.checkedAt ? [formatDate(f.provenance.checkedAt)] : [])),
  ),
);

/** Every string an editor wrote in a JSON file, one per line. */
const strings = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(strings)
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(strings)
        : [];

/** Every content file (Markdown, MDX, JSON) with the text a reader can be shown from it. */
const contentFiles = (function walk(dir: string): { path: string; text: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return walk(path);
    const raw = readFileSync(path, 'utf8');
    if (entry.name.endsWith('.json')) return [{ path, text: strings(JSON.parse(raw)).join('\n') }];
    return /\.mdx?$/.test(entry.name) ? [{ path, text: raw }] : [];
  });
})('content');

const claimsIn = (text: string) =>
  [...unsupportedClaims(text, checkedDates), ...commissionClaims(text, tracked)].map(
    (c) => `${c.rule}: ${c.sentence}`,
  );

describe('content files', () => {
  it('cover the guides, pages, FAQ, criteria, reviews and providers', () => {
    const paths = contentFiles.map((f) => f.path);
    for (const expected of [
      'content/faq.json',
      'content/vpn-criteria.json',
      'content/pages/affiliate-disclosure.md',
      'content/guides/what-is-a-vpn.md',
      'content/vpn-reviews/nordvpn.mdx',
      'content/vpn-services/nordvpn.json',
    ])
      expect(paths).toContain(expected);
  });

  it.each(contentFiles.map((f) => [f.path, f.text] as const))(
    '%s names no source, check or date the record does not show, and no commission no link can earn',
    (_path, text) => {
      expect(claimsIn(text)).toEqual([]);
    },
  );
});

const built = existsSync('dist/sitemap-index.xml');

describe.skipIf(!built)('built pages (dist/, after a build)', () => {
  const pages = built
    ? sitemapPaths().map((path) => ({
        path,
        root: parse(readFileSync(`dist${path === '/' ? '/index' : path}.html`, 'utf8')),
      }))
    : [];

  it.each(pages.map((p) => [p.path, p.root] as const))(
    '%s names no source, check or date the record does not show, and no commission no link can earn',
    (_path, root: HTMLElement) => {
      expect(claimsIn(shownText(root))).toEqual([]);
    },
  );

  it('puts beside each outbound link the note its tracking allows, with the link to the disclosure', () => {
    const bySlug = new Map(services.map((s) => [s.slug, s]));
    const links = pages.flatMap((p) =>
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
