/** Guides: the filtered list and its URL state, article pages, the guide 404, the JSON API, the RSS feed and the home section. */
import { XMLParser } from 'fast-xml-parser';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loadGuides, type GuideFile } from '../support/guides';
import { baseUrl, openPage } from './browser';
import { guideKeywords, matchesGuide, tagLabel } from '../../src/lib/guides';

const guides = loadGuides();
const featured = guides.filter((g) => g.featured);
const keywords = guideKeywords(guides.map((g) => g.body));
/** The guides the filter rule (src/lib/guides.ts, unit-tested there) matches: the island must show exactly these. */
const containing = (text: string) =>
  guides
    .filter((g, i) => matchesGuide({ ...g, keywords: keywords[i] ?? [] }, text, 'all'))
    .map((g) => g.slug);

/** The list page once the filter island has hydrated: at once with a query, else on first use of the search box. */
async function openList(path = '/guides') {
  const page = await openPage();
  await page.goto(path);
  if (!path.includes('?')) await page.getByRole('searchbox', { name: 'Search guides' }).focus();
  await page.waitForSelector('astro-island[component-url*="GuideFilter"]:not([ssr])');
  return page;
}

/** Slugs of the cards a reader can see. */
function visibleCards(page: Page): Promise<string[]> {
  return page.$$eval('[data-guide]', (cards) =>
    cards
      .filter((card) => card.checkVisibility())
      .map((card) => (card as HTMLElement).dataset['guide'] ?? ''),
  );
}

const badge = (page: Page) => page.getByRole('status').innerText();
const sectionTitle = (page: Page) => page.locator('#guide-list-title').innerText();
const search = (page: Page) => page.evaluate(() => window.location.search);

describe('guides list', () => {
  it('builds every card into the HTML, with the controls the spec names', async () => {
    const html = await (await fetch(`${baseUrl}/guides`)).text();
    for (const g of guides) expect(html, g.slug).toContain(`href="/guides/${g.slug}"`);

    const page = await openList();
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('VPN Guides & Resources');
    const box = page.getByRole('searchbox', { name: 'Search guides' });
    expect(await box.getAttribute('placeholder')).toBe('Search guides...');
    const options = page.getByRole('combobox', { name: 'Category' }).locator('option');
    expect(await options.allInnerTexts()).toEqual([
      'All Categories',
      'Beginner',
      'Streaming',
      'Security',
      'Privacy',
      'Technical',
    ]);
    expect(await options.evaluateAll((els) => els.map((el) => (el as HTMLOptionElement).value))).toEqual([
      'all',
      'beginner',
      'streaming',
      'security',
      'privacy',
      'technical',
    ]);
    expect(await sectionTitle(page)).toBe('All Guides');
    expect(await badge(page)).toBe(`${guides.length} guides found`);
    expect((await visibleCards(page)).sort()).toEqual(guides.map((g) => g.slug).sort());

    // Newest first; each card shows the date (en-US, long month), the read time and a Read More link.
    const newest = [...guides].sort(
      (a, b) => b.publishedAt.getTime() - a.publishedAt.getTime() || a.title.localeCompare(b.title),
    )[0]!;
    const card = page.locator('[data-guide]').first();
    expect(await card.getAttribute('data-guide')).toBe(newest.slug);
    const date = newest.publishedAt.toLocaleDateString('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    });
    expect(await card.locator('time').innerText()).toBe(date);
    expect(await card.getByTestId('read-time').innerText()).toMatch(/^\d+ min read$/);
    expect(await card.getByRole('heading', { level: 3 }).innerText()).toBe(newest.title);
    // Titles are never clipped, and the card has no picture.
    expect(
      await card.getByRole('heading', { level: 3 }).evaluate((el) => getComputedStyle(el).webkitLineClamp),
    ).toBe('none');
    expect(await card.locator('img').count()).toBe(0);
    await card.getByRole('link', { name: /^Read More/ }).click();
    await page.waitForURL(`**/guides/${newest.slug}`);
  });

  it('filters live as the reader types, by the site search rule, ignoring case', async () => {
    const page = await openList();
    const expected = containing('router');
    expect(expected).toContain('vpn-on-a-router');
    expect(expected.length).toBeLessThan(guides.length);
    await page.getByRole('searchbox', { name: 'Search guides' }).pressSequentially('RoUtEr');
    await expect
      .poll(() => badge(page))
      .toBe(`${expected.length} ${expected.length === 1 ? 'guide' : 'guides'} found`);
    expect((await visibleCards(page)).sort()).toEqual([...expected].sort());
    expect(await search(page)).toBe('?q=RoUtEr');
    expect(page.consoleErrors).toEqual([]);
  });

  it('filters by category and titles the section after it', async () => {
    const page = await openList();
    await page.getByRole('combobox', { name: 'Category' }).selectOption('privacy');
    const privacy = guides.filter((g) => g.category === 'privacy').map((g) => g.slug);
    await expect.poll(() => sectionTitle(page)).toBe('Privacy Guides');
    expect((await visibleCards(page)).sort()).toEqual(privacy.sort());
    expect(await badge(page)).toBe(`${privacy.length} guides found`);
    expect(await search(page)).toBe('?category=privacy');

    await page.getByRole('combobox', { name: 'Category' }).selectOption('all');
    await expect.poll(() => sectionTitle(page)).toBe('All Guides');
    expect(await visibleCards(page)).toHaveLength(guides.length);
    expect(await search(page)).toBe('');
  });

  it('restores the filter from the URL query on load and after a reload', async () => {
    const page = await openList('/guides?q=VPN&category=streaming');
    const expected = guides
      .filter((g) => g.category === 'streaming' && containing('vpn').includes(g.slug))
      .map((g) => g.slug);
    await expect.poll(() => sectionTitle(page)).toBe('Streaming Guides');
    expect(await page.getByRole('searchbox', { name: 'Search guides' }).inputValue()).toBe('VPN');
    expect(await page.getByRole('combobox', { name: 'Category' }).inputValue()).toBe('streaming');
    expect((await visibleCards(page)).sort()).toEqual(expected.sort());

    await page.getByRole('searchbox', { name: 'Search guides' }).fill('kill switch');
    await page.getByRole('combobox', { name: 'Category' }).selectOption('security');
    expect(await search(page)).toBe('?q=kill+switch&category=security');
    await page.reload();
    await page.waitForSelector('astro-island[component-url*="GuideFilter"]:not([ssr])');
    const killSwitch = guides
      .filter((g) => g.category === 'security' && containing('kill switch').includes(g.slug))
      .map((g) => g.slug);
    await expect.poll(() => sectionTitle(page)).toBe('Security Guides');
    expect(await page.getByRole('searchbox', { name: 'Search guides' }).inputValue()).toBe('kill switch');
    expect((await visibleCards(page)).sort()).toEqual(killSwitch.sort());
    expect(page.consoleErrors).toEqual([]);
  });

  it('says so when nothing matches, and can show everything again', async () => {
    const page = await openList();
    await page.getByRole('searchbox', { name: 'Search guides' }).fill('quantum teleportation');
    await expect.poll(() => badge(page)).toBe('0 guides found');
    expect(await visibleCards(page)).toEqual([]);
    await expect.poll(() => page.getByRole('heading', { name: 'No Guides Found' }).isVisible()).toBe(true);
    await expect
      .poll(() =>
        page
          .getByText('Try adjusting your search terms or category filter to find relevant guides.')
          .isVisible(),
      )
      .toBe(true);

    await page.getByRole('button', { name: 'Show all guides' }).click();
    await expect.poll(() => visibleCards(page)).toHaveLength(guides.length);
    expect(await page.getByRole('heading', { name: 'No Guides Found' }).count()).toBe(0);
    expect(await search(page)).toBe('');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('guide-search');
  });

  it('ends with the Beginner, Streaming and Security info cards, and describes itself as a WebPage', async () => {
    const page = await openList();
    const cards = page.getByRole('region', { name: 'Start with a topic' }).getByRole('heading', { level: 3 });
    expect(await cards.allInnerTexts()).toEqual(['Beginner Guides', 'Streaming Guides', 'Security Guides']);
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(ld['@graph'].map((node: { '@type': string }) => node['@type'])).toEqual([
      'WebPage',
      'BreadcrumbList',
    ]);
    expect(ld['@graph'][0].url).toMatch(/\/guides$/);
  });
});

describe('guide page', () => {
  const guide = guides.find((g) => g.slug === 'what-is-a-vpn')!;

  it('builds a page for every guide file', async () => {
    for (const g of guides) {
      const response = await fetch(`${baseUrl}/guides/${g.slug}`);
      expect(response.status, g.slug).toBe(200);
      expect(await response.text(), g.slug).toContain('class="prose-content');
    }
  });

  it('shows the guide with its parts, rendered from Markdown', async () => {
    const page = await openPage();
    const response = await page.goto(`/guides/${guide.slug}`);
    expect(response?.status()).toBe(200);
    expect(await page.getByRole('link', { name: 'Back to Guides' }).getAttribute('href')).toBe('/guides');
    // No decorative picture above the text.
    expect(await page.locator('article img').count()).toBe(0);
    await expect
      .poll(() => page.locator('article header').getByText('Beginner', { exact: true }).isVisible())
      .toBe(true);
    expect(await page.locator('article header time').first().innerText()).toBe('November 21, 2026');
    const readTime = await page.getByText(/^\d+ min read$/).innerText();
    expect(await page.getByRole('heading', { level: 1 }).allInnerTexts()).toEqual([guide.title]);
    await expect.poll(() => page.getByText(guide.excerpt, { exact: true }).isVisible()).toBe(true);
    const headings = guide.body.match(/^## .+$/gm)!.map((line) => line.slice(3));
    expect(await page.locator('.prose-content h2').allInnerTexts()).toEqual(headings);
    expect(await page.locator('.prose-content ul li').count()).toBeGreaterThan(0);
    expect(await page.getByRole('list', { name: 'Tags' }).getByRole('listitem').allInnerTexts()).toEqual(
      guide.tags.map(tagLabel),
    );

    // The read time is the one the API serves, computed at build time.
    const api = (await (await fetch(`${baseUrl}/api/guides/${guide.slug}`)).json()) as { readTime: number };
    expect(readTime).toBe(`${api.readTime} min read`);
  });

  it('has a canonical URL, article Open Graph tags and Article JSON-LD', async () => {
    const page = await openPage();
    await page.goto(`/guides/${guide.slug}`);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(canonical).toMatch(new RegExp(`^https?://[^/]+/guides/${guide.slug}$`));
    expect(await page.locator('meta[property="og:type"]').getAttribute('content')).toBe('article');
    expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toMatch(
      new RegExp(`/og/guides/${guide.slug}\\.png$`),
    );
    expect(await page.locator('meta[property="og:image:alt"]').getAttribute('content')).toBe(guide.title);
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    const [articleNode, breadcrumb] = ld['@graph'];
    expect(articleNode).toMatchObject({
      '@type': 'Article',
      headline: guide.title,
      description: guide.excerpt,
      datePublished: '2026-11-21T00:00:00.000Z',
      dateModified: '2026-11-21T00:00:00.000Z',
      author: { '@type': 'Organization', name: 'VPN Compass' },
      publisher: { '@type': 'Organization', name: 'VPN Compass' },
      mainEntityOfPage: { '@type': 'WebPage', '@id': canonical },
    });
    expect(articleNode.image).toMatch(new RegExp(`/og/guides/${guide.slug}\\.png$`));
    expect(breadcrumb.itemListElement.map((item: { name: string }) => item.name)).toEqual([
      'Home',
      'Guides',
      guide.title,
    ]);
  });

  it('answers an unknown guide with 404 and the Guide Not Found card', async () => {
    const page = await openPage();
    const response = await page.goto('/guides/no-such-guide');
    expect(response?.status()).toBe(404);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Guide Not Found');
    await expect.poll(() => page.getByText('We have no guide at this address.').isVisible()).toBe(true);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    await page
      .getByRole('main')
      .getByRole('link', { name: /^Guides/ })
      .click();
    await page.waitForURL((url) => url.pathname === '/guides');
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
      content: file.body.trim(),
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
  it('is RSS 2.0 with one item per guide, linked from the head of every page', async () => {
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

    const page = await openPage();
    for (const path of ['/', '/guides', '/guides/what-is-a-vpn', '/vpn/nordvpn']) {
      await page.goto(path);
      expect(
        await page.locator('head link[rel="alternate"][type="application/rss+xml"]').getAttribute('href'),
        path,
      ).toBe('/rss.xml');
    }
  });
});

describe('home page guides', () => {
  it('shows the featured guides with Read More links and View All Guides', async () => {
    const page = await openPage();
    await page.goto('/');
    const section = page.locator('section#guides');
    // Laid out once it nears the screen (content-visibility: auto), as a reader scrolling there sees it.
    await section.scrollIntoViewIfNeeded();
    await expect
      .poll(() => section.getByRole('heading', { level: 2 }).innerText())
      .toBe('VPN Guides & Resources');
    expect((await section.getByRole('heading', { level: 3 }).allInnerTexts()).sort()).toEqual(
      featured.map((g) => g.title).sort(),
    );
    const links = await section
      .getByRole('link', { name: /^Read More/ })
      .evaluateAll((els) => els.map((el) => el.getAttribute('href')));
    expect(links.sort()).toEqual(featured.map((g) => `/guides/${g.slug}`).sort());
    await section.getByRole('link', { name: 'View All Guides' }).click();
    await page.waitForURL((url) => url.pathname === '/guides');
  });
});
