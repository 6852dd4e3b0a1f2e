/**
 * Guides: the list and its filter (a query, a category, both kept in the address), the article pages and the
 * guide not-found page. (The guides API, the RSS feed and that every guide file is built are HTTP-only and live
 * in tests/site.)
 */
import type { Page } from '@playwright/test';
import { loadGuides } from '../support/guides';
import { tagLabel } from '../../src/lib/guides';
import { expect, test } from './fixtures';

const guides = loadGuides();
const featured = guides.filter((g) => g.featured);

/** The list page with its filter island live: at once with a query, else on first use of the search box. */
async function openList(page: Page, path = '/guides') {
  await page.goto(path);
  if (!path.includes('?')) await page.getByRole('searchbox', { name: 'Search guides' }).focus();
  await expect(page.locator('astro-island[component-url*="GuideFilter"][ssr]')).toHaveCount(0);
}

/** Slugs of the cards a reader can see. */
const visibleCards = (page: Page) =>
  page.$$eval('[data-guide]', (cards) =>
    cards
      .filter((card) => card.checkVisibility())
      .map((card) => (card as HTMLElement).dataset['guide'] ?? ''),
  );

const countBadge = (page: Page) => page.getByRole('status');

test.describe('the guides list', () => {
  test('shows every guide, newest first, with the search box and the categories', async ({ page }) => {
    await openList(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('VPN Guides & Resources');
    await expect(page.getByRole('searchbox', { name: 'Search guides' })).toHaveAttribute(
      'placeholder',
      /Search guides/,
    );
    const categories = new Set(guides.map((g) => g.category));
    const options = await page
      .getByRole('combobox', { name: 'Category' })
      .locator('option')
      .evaluateAll((els) => els.map((el) => (el as HTMLOptionElement).value));
    expect(options[0]).toBe('all');
    expect(new Set(options.slice(1))).toEqual(categories);
    await expect(page.locator('#guide-list-title')).toHaveText('All Guides');
    await expect(countBadge(page)).toHaveText(`${guides.length} guides found`);
    expect((await visibleCards(page)).sort()).toEqual(guides.map((g) => g.slug).sort());
    const dates = await page
      .locator('[data-guide] time')
      .evaluateAll((times) => times.map((t) => t.getAttribute('datetime') ?? ''));
    expect(dates).toEqual([...dates].sort().reverse());
    const card = page.locator('[data-guide]').first();
    await expect(card.getByTestId('read-time')).toHaveText(/^\d+ min read$/);
    // Titles are never clipped, and the card has no picture.
    await expect(card.getByRole('heading', { level: 3 })).toHaveCSS('-webkit-line-clamp', 'none');
    await expect(card.locator('img')).toHaveCount(0);
    const slug = await card.getAttribute('data-guide');
    await card.getByRole('link', { name: /^Read More/ }).click();
    await expect(page).toHaveURL(new RegExp(`/guides/${slug}$`));
  });

  test('filters as the reader types, ignoring case, and keeps the query in the address', async ({
    page,
    consoleErrors,
  }) => {
    await openList(page);
    await page.getByRole('searchbox', { name: 'Search guides' }).pressSequentially('RoUtEr');
    await expect(page).toHaveURL(/\?q=RoUtEr$/);
    const shown = await visibleCards(page);
    expect(shown).toContain('vpn-on-a-router');
    expect(shown.length).toBeLessThan(guides.length);
    await expect(countBadge(page)).toHaveText(
      `${shown.length} ${shown.length === 1 ? 'guide' : 'guides'} found`,
    );
    expect(consoleErrors).toEqual([]);
  });

  test('filters by category, titles the list after it, and shows everything again', async ({ page }) => {
    await openList(page);
    await page.getByRole('combobox', { name: 'Category' }).selectOption('privacy');
    const privacy = guides.filter((g) => g.category === 'privacy').map((g) => g.slug);
    await expect(page.locator('#guide-list-title')).toHaveText('Privacy Guides');
    await expect(page).toHaveURL(/\?category=privacy$/);
    expect((await visibleCards(page)).sort()).toEqual(privacy.sort());
    await expect(countBadge(page)).toHaveText(`${privacy.length} guides found`);

    await page.getByRole('combobox', { name: 'Category' }).selectOption('all');
    await expect(page.locator('#guide-list-title')).toHaveText('All Guides');
    await expect(page).toHaveURL(/\/guides$/);
    expect(await visibleCards(page)).toHaveLength(guides.length);
  });

  test('restores the filter from the address on load and after a reload', async ({ page, consoleErrors }) => {
    await openList(page, '/guides?q=VPN&category=streaming');
    await expect(page.locator('#guide-list-title')).toHaveText('Streaming Guides');
    await expect(page.getByRole('searchbox', { name: 'Search guides' })).toHaveValue('VPN');
    await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('streaming');
    const streaming = new Set(guides.filter((g) => g.category === 'streaming').map((g) => g.slug));
    const shown = await visibleCards(page);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.filter((slug) => !streaming.has(slug))).toEqual([]);

    await page.getByRole('searchbox', { name: 'Search guides' }).fill('kill switch');
    await page.getByRole('combobox', { name: 'Category' }).selectOption('security');
    await expect(page).toHaveURL(/\?q=kill\+switch&category=security$/);
    await page.reload();
    await expect(page.locator('#guide-list-title')).toHaveText('Security Guides');
    await expect(page.getByRole('searchbox', { name: 'Search guides' })).toHaveValue('kill switch');
    expect(await visibleCards(page)).toContain('kill-switch-and-dns-leaks');
    expect(consoleErrors).toEqual([]);
  });

  test('says so when nothing matches, and can show everything again', async ({ page }) => {
    await openList(page);
    await page.getByRole('searchbox', { name: 'Search guides' }).fill('quantum teleportation');
    await expect(countBadge(page)).toHaveText('0 guides found');
    expect(await visibleCards(page)).toEqual([]);
    await expect(page.getByRole('heading', { name: 'No Guides Found' })).toBeVisible();
    await page.getByRole('button', { name: 'Show all guides' }).click();
    await expect(countBadge(page)).toHaveText(`${guides.length} guides found`);
    await expect(page.getByRole('heading', { name: 'No Guides Found' })).toHaveCount(0);
    await expect(page).toHaveURL(/\/guides$/);
    await expect(page.getByRole('searchbox', { name: 'Search guides' })).toBeFocused();
  });

  test('ends with the topic cards and describes itself as a WebPage', async ({ page }) => {
    await openList(page);
    const cards = page.getByRole('region', { name: 'Start with a topic' }).getByRole('heading', { level: 3 });
    await expect(cards).toHaveText(['Beginner Guides', 'Streaming Guides', 'Security Guides']);
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(ld['@graph'].map((node: { '@type': string }) => node['@type'])).toEqual([
      'WebPage',
      'BreadcrumbList',
    ]);
  });
});

test.describe('a guide page', () => {
  const guide = guides.find((g) => g.slug === 'what-is-a-vpn') ?? guides[0]!;

  test('shows the guide rendered from its Markdown, with its category, date, read time and tags', async ({
    page,
    request,
  }) => {
    expect((await page.goto(`/guides/${guide.slug}`))?.status()).toBe(200);
    await expect(page.getByRole('link', { name: 'Back to Guides' })).toHaveAttribute('href', '/guides');
    // No decorative picture above the text.
    await expect(page.locator('article img')).toHaveCount(0);
    await expect(page.locator('article header time').first()).toHaveAttribute(
      'datetime',
      guide.publishedAt.toISOString().slice(0, 10),
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(guide.title);
    await expect(page.getByText(guide.excerpt, { exact: true })).toBeVisible();
    const headings = guide.body.match(/^## .+$/gm)!.map((line) => line.slice(3));
    await expect(page.locator('.prose-content h2')).toHaveText(headings);
    await expect(page.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText(
      guide.tags.map(tagLabel),
    );
    // The read time is the one the API serves, computed at build time.
    const api = (await (await request.get(`/api/guides/${guide.slug}`)).json()) as { readTime: number };
    await expect(page.getByText(/^\d+ min read$/)).toHaveText(`${api.readTime} min read`);
  });

  test('has a canonical URL, article Open Graph tags and Article JSON-LD', async ({ page }) => {
    await page.goto(`/guides/${guide.slug}`);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(canonical).toMatch(new RegExp(`^https?://[^/]+/guides/${guide.slug}$`));
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      new RegExp(`/og/guides/${guide.slug}\\.png$`),
    );
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    const [article, breadcrumb] = ld['@graph'];
    expect(article).toMatchObject({
      '@type': 'Article',
      headline: guide.title,
      description: guide.excerpt,
      datePublished: guide.publishedAt.toISOString().slice(0, 10),
      author: { '@type': 'Organization', name: 'VPN Compass' },
      mainEntityOfPage: { '@type': 'WebPage', '@id': canonical },
    });
    expect(breadcrumb.itemListElement.map((item: { name: string }) => item.name)).toEqual([
      'Home',
      'Guides',
      guide.title,
    ]);
  });

  test('an unknown guide answers 404 with a way back to the guides, kept out of search', async ({ page }) => {
    expect((await page.goto('/guides/no-such-guide'))?.status()).toBe(404);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Guide Not Found');
    await page
      .getByRole('main')
      .getByRole('link', { name: /^Guides/ })
      .click();
    await expect(page).toHaveURL(/\/guides$/);
  });
});

test('the home page shows the featured guides and leads to all of them', async ({ page }) => {
  await page.goto('/');
  const section = page.locator('section#guides');
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByRole('heading', { level: 2 })).toHaveText('VPN Guides & Resources');
  expect(
    (await section.getByRole('heading', { level: 3 }).allTextContents()).map((t) => t.trim()).sort(),
  ).toEqual(featured.map((g) => g.title).sort());
  await section.getByRole('link', { name: 'View All Guides' }).click();
  await expect(page).toHaveURL(/\/guides$/);
});

test('every page names the RSS feed in its head', async ({ page }) => {
  for (const path of ['/', '/guides', `/guides/${guides[0]!.slug}`, '/vpn/nordvpn']) {
    await page.goto(path);
    await expect(
      page.locator('head link[rel="alternate"][type="application/rss+xml"]'),
      path,
    ).toHaveAttribute('href', '/rss.xml');
  }
});
