/** Guides over HTTP: a page for every guide file, the JSON API and the RSS feed. (The list, its filter and the article pages in a browser: tests/browser/guides.spec.ts.) */
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, inject, it } from 'vitest';
import { readProviderFiles } from '../../config/provider-files';
import { resolveText } from '../../src/lib/templates';
import { templateContext } from '../../src/lib/vpn-service';
import { loadGuides, type GuideFile } from '../support/guides';

const baseUrl = inject('baseUrl');
const tokens = templateContext(await readProviderFiles());
const guides = loadGuides();
const featured = guides.filter((g) => g.featured);

describe('guide pages', () => {
  it('are built for every guide file', async () => {
    for (const g of guides) {
      const response = await fetch(`${baseUrl}/guides/${g.slug}`);
      expect(response.status, g.slug).toBe(200);
      expect(await response.text(), g.slug).toContain('class="prose-content');
    }
  });
});

describe('guides API', () => {
  const getJson = async (path: string) => {
    const response = await fetch(`${baseUrl}${path}`);
    expect(response.headers.get('content-type'), path).toMatch(/^application\/json/);
    return { status: response.status, body: (await response.json()) as unknown };
  };

  const expectGuide = (item: Record<string, unknown>, file: GuideFile) => {
    expect(item).toMatchObject({
      id: file.slug,
      slug: file.slug,
      title: file.title,
      excerpt: file.excerpt,
      category: file.category,
      // The API gives the Markdown with its text tokens resolved, as the page shows it.
      content: resolveText(file.body.trim(), tokens, file.slug),
      imageUrl: `/og/guides/${file.slug}.png`,
      publishedAt: file.publishedAt.toISOString(),
      tags: file.tags,
      featured: file.featured,
    });
    expect(item['readTime']).toBeGreaterThanOrEqual(1);
    expect(item['updatedAt']).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  };

  it('lists every guide, newest first', async () => {
    const { status, body } = await getJson('/api/guides');
    expect(status).toBe(200);
    const list = body as Record<string, unknown>[];
    expect(list).toHaveLength(guides.length);
    for (const item of list)
      expectGuide(
        item,
        guides.find((g) => g.slug === item['slug'])!,
      );
    const dates = list.map((item) => String(item['publishedAt']));
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('lists the featured guides', async () => {
    const { status, body } = await getJson('/api/guides/featured');
    expect(status).toBe(200);
    expect((body as { slug: string }[]).map((g) => g.slug).sort()).toEqual(
      featured.map((g) => g.slug).sort(),
    );
  });

  it('serves one guide by slug, and 404 JSON for an unknown slug', async () => {
    const one = await getJson('/api/guides/vpn-on-a-router');
    expect(one.status).toBe(200);
    expectGuide(
      one.body as Record<string, unknown>,
      guides.find((g) => g.slug === 'vpn-on-a-router')!,
    );

    const missing = await getJson('/api/guides/no-such-guide');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: 'Guide not found' });
  });
});

describe('RSS feed', () => {
  it('is RSS 2.0 with one item per guide', async () => {
    const response = await fetch(`${baseUrl}/rss.xml`);
    expect(response.status).toBe(200);
    const xml = new XMLParser({
      ignoreAttributes: false,
      isArray: (name) => name === 'item' || name === 'category',
    }).parse(await response.text());
    expect(xml.rss['@_version']).toBe('2.0');
    const channel = xml.rss.channel;
    expect(channel.title).toBe('VPN Compass guides');
    expect(channel.link).toMatch(/^https?:\/\/\S+$/);
    expect(channel.description.length).toBeGreaterThan(0);
    expect(channel.item).toHaveLength(guides.length);
    for (const g of guides) {
      const item = channel.item.find((i: { link: string }) => i.link.endsWith(`/guides/${g.slug}`));
      expect(item, g.slug).toBeDefined();
      expect(item.title).toBe(g.title);
      expect(item.link).toMatch(new RegExp(`^https?://[^/]+/guides/${g.slug}$`));
      expect(item.guid['#text']).toBe(item.link);
      expect(new Date(item.pubDate).toISOString()).toBe(g.publishedAt.toISOString());
      // The first guides were written from 2026-11-18 on; no guide claims an earlier publication.
      expect(new Date(item.pubDate).getTime(), g.slug).toBeGreaterThanOrEqual(Date.parse('2026-11-18'));
    }
  });
});
