/**
 * The site's words about its own work and its money, in every content file (the built pages are read by
 * tests/site/trust.test.ts):
 * - no source or process the record does not show ("provider listings", "the listings we compiled", "as the
 *   provider states"), no check, test or hands-on work the data does not record, and no 2024 date
 *   (tests/support/claims.ts);
 * - "may earn" a commission only where a link is tracked: beside each outbound link, the note matches that link's
 *   `affiliateLinkTracked`, and while no link is tracked no sentence says we may earn one.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readServices } from '../../config/provider-files';
import { formatDate } from '../../src/lib/format';
import { factRecords } from '../../src/lib/provenance';
import { commissionClaims, unsupportedClaims } from '../support/claims';

const services = await readServices();
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
