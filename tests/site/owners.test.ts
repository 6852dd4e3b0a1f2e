/**
 * /owners as built: every provider we review is either under one group, with its owner and its source, or named
 * once in the sentence on providers without an owner; a sister brand we review links to its page; the compare page
 * of two providers of one group says so near the top and links to /owners; the page is in the sitemap, the
 * footer and the search index.
 */
import { readFileSync } from 'node:fs';
import { shortMark } from '../../src/lib/provenance';
import { describe, expect, it } from 'vitest';
import { readServices } from '../../config/provider-files';
import { ownerGraph } from '../../src/lib/owners';
import { readerText as text } from '../support/shown-text';
import { builtPage, sitemapPaths } from '../support/sitemap';

const providers = await readServices();
const graph = ownerGraph(providers);
const page = builtPage('/owners');

describe('/owners', () => {
  it("shows each provider with an owner under its group, with the owner and its source's short mark linked to the full record", () => {
    const cards = page.querySelectorAll('[data-testid="owner-group"]');
    expect(cards.map((c) => text(c.querySelector('h2')?.text))).toEqual(graph.groups.map((g) => g.name));
    for (const { slug, ownership, name } of providers.filter((p) => p.ownership)) {
      const item = page.querySelector(`[data-testid="owner-group"] li[data-slug="${slug}"]`);
      expect(item, slug).not.toBeNull();
      expect(text(item?.text)).toContain(`${name}Owner${ownership?.owner ?? ''}`.replace(/\s+/g, ' '));
      // Its short mark (publisher, month, flags), linked to the ownership record on /data/{slug}.
      const mark = shortMark(ownership?.provenance, name);
      const source = item?.querySelector('[data-provenance]');
      for (const words of [mark.text, ...mark.flags]) expect(text(source?.text), slug).toContain(words);
      expect(source?.querySelector('a')?.getAttribute('href')).toBe(`/data/${slug}#ownership`);
    }
  });

  it('names each provider without an owner once, in one sentence with the search date, and links /data', () => {
    const sentence = page.querySelector('[data-testid="unowned"]');
    const unowned = providers.filter((p) => !p.ownership);
    for (const { name } of unowned) expect(text(sentence?.text).split(name).length - 1, name).toBe(1);
    if (unowned.some((p) => p.provenance.ownership))
      expect(text(sentence?.text)).toMatch(/searched \w+ \d+, \d{4}, not found/);
    expect(sentence?.querySelector('a[href="/data"]')).not.toBeNull();
    for (const { slug } of unowned) expect(page.querySelector(`li[data-slug="${slug}"]`), slug).toBeNull();
  });

  it('links a sister brand we review to its page and leaves the others as plain text', () => {
    const brands = graph.groups.flatMap((g) =>
      g.members.flatMap((m) => m.otherBrands.map((b) => ({ m, b }))),
    );
    for (const { m, b } of brands) {
      const cell = page.querySelector(`li[data-slug="${m.slug}"] [data-testid="sister-brands"]`);
      expect(text(cell?.text)).toContain(b.name);
      const linked = cell?.querySelectorAll('a').map((a) => text(a.text)) ?? [];
      expect(linked.includes(b.name), `${m.slug}: ${b.name}`).toBe(b.slug !== null);
    }
  });

  it('is in the sitemap, in every footer and in the search index', () => {
    expect(sitemapPaths()).toContain('/owners');
    expect(builtPage('/data').querySelector('footer a[href="/owners"]')).not.toBeNull();
    expect(readFileSync('dist/search-docs.json', 'utf8')).toContain('"/owners"');
  });

  it('is what a compare page of two providers of one group links from its first screen', () => {
    const shared = graph.groups.filter((g) => g.members.length > 1);
    for (const group of shared) {
      const [a, b] = group.members.map((m) => m.slug).sort();
      const note = builtPage(`/compare/${a ?? ''}-vs-${b ?? ''}`).querySelector(
        '[data-testid="shared-parent"]',
      );
      expect(text(note?.text)).toContain(group.name);
      expect(note?.querySelector('a[href="/owners"]')).not.toBeNull();
    }
    expect(shared.length).toBeGreaterThan(0);
  });
});
