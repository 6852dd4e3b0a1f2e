/** About and the legal pages: heading, their dates, the texts they must say, contents links and JSON-LD. */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../src/lib/format';
import { openPage } from './browser';

/** The page's main text with typographic quotes made straight and whitespace collapsed, as an editor wrote it. */
async function mainText(page: Page): Promise<string> {
  const text = await page.getByRole('main').innerText();
  return text.replace(/[‘’]/g, "'").replace(/[“”]/g, '"').replace(/\s+/g, ' ');
}

/** "Published {Month D, YYYY} · Updated {Month D, YYYY}" from the page's Markdown frontmatter. */
function pageDates(slug: string): string {
  const head = readFileSync(`content/pages/${slug}.md`, 'utf8');
  const date = (key: string) => new RegExp(`^${key}:\\s*(\\S+)$`, 'm').exec(head)?.[1];
  const published = `Published ${formatDate(new Date(date('publishedAt')!))}`;
  const updated = date('updatedAt');
  return updated ? `${published} · Updated ${formatDate(new Date(updated))}` : published;
}

const PAGES = [
  {
    slug: 'terms-of-service',
    heading: 'Terms of Service',
    texts: [
      'Our total liability to you for any claim arising out of or relating to the site or these Terms is limited to $100.',
      "For material changes, we will give at least 30 days' notice",
      'Children under 13 may not use the site and may not submit reviews.',
      'Reviews are never filtered by whether they are positive or negative.',
      '"We" and "us" mean the operator of the site, who is named at the foot of every page.',
    ],
  },
  {
    slug: 'affiliate-disclosure',
    heading: 'Affiliate Disclosure',
    texts: [
      'Ratings and rankings on VPN Compass are never paid for and never influenced by commissions.',
      'No provider can buy a score, a position in our rankings or a review.',
      'The value rel="sponsored" tells search engines that a link is commercial',
      'All our "Get" buttons carry rel="sponsored"',
      "None of them is yet a tracked link issued by a provider's affiliate programme",
      "NordVPN: NordVPN's homepage; not a tracked affiliate link, no commission possible.",
    ],
  },
  {
    slug: 'privacy-policy',
    heading: 'Privacy Policy',
    texts: [
      'There is no account, no login and no email field.',
      'Reviews, including those awaiting moderation, are stored in Netlify Blobs',
      'VPN Compass sets no cookies. We use no analytics',
      'Your IP address is not stored with your review.',
      'With each review we store exactly these fields',
      'all of these except the status, the moderation time and the rejection reason are public',
    ],
  },
  {
    slug: 'about',
    heading: 'About VPN Compass',
    texts: [
      'Our reviews are desk research',
      "We have not yet installed any provider's apps, measured any speeds or run any leak tests",
      'came with our launch data set',
      'no process of ours formed them, no formula computes them and no test stands behind them',
      'Each of our VPN rankings sorts by the one figure it names',
      'Our moderation policy is simple: reviews are never filtered by whether they are positive or negative.',
      'Reviews are updated quarterly',
      'Comparison tables are updated monthly.',
    ],
  },
] as const;

describe('static pages', () => {
  for (const { slug, heading, texts } of PAGES) {
    it(`/${slug} shows its heading, the date it was last updated and the required texts`, async () => {
      const page = await openPage();
      const response = await page.goto(`/${slug}`);
      expect(response?.status()).toBe(200);
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(heading);
      expect(await page.getByTestId('page-dates').innerText()).toBe(pageDates(slug));
      const text = await mainText(page);
      for (const expected of texts) expect(text, expected).toContain(expected);
    });
  }

  it('dates the legal pages like every page: first published on November 21, 2026, the first commit', async () => {
    const page = await openPage();
    for (const slug of ['privacy-policy', 'terms-of-service', 'affiliate-disclosure']) {
      await page.goto(`/${slug}`);
      expect(await page.getByTestId('published').locator('time').getAttribute('datetime')).toBe('2026-11-21');
      const [text] = await page.locator('script[type="application/ld+json"]').allTextContents();
      const graph = (JSON.parse(text!) as { '@graph': Record<string, unknown>[] })['@graph'];
      expect(graph.find((node) => node['@type'] === 'WebPage')).toMatchObject({
        datePublished: '2026-11-21',
      });
    }
  });

  it('/about presents the core values, the research lists and the scoring section as sections', async () => {
    const page = await openPage();
    await page.goto('/about');
    const main = page.getByRole('main');
    for (const value of ['Transparency', 'Expertise', 'User-Centric', 'Performance', 'Security']) {
      await expect
        .poll(() => main.getByRole('heading', { level: 3, name: value, exact: true }).isVisible(), {
          message: value,
        })
        .toBe(true);
    }
    for (const section of ['Our Mission', 'Core Values', 'What We Do', 'How We Research', 'How We Score']) {
      await expect
        .poll(() => main.getByRole('heading', { level: 2, name: section, exact: true }).isVisible(), {
          message: section,
        })
        .toBe(true);
    }
    expect(await main.locator('#performance + ul > li').count()).toBeGreaterThanOrEqual(3);
    expect(await main.locator('#security + ul > li').count()).toBeGreaterThanOrEqual(3);
  });

  it('jumps to a section from "On this page"', async () => {
    const page = await openPage();
    await page.goto('/about');
    const contents = page.getByRole('navigation', { name: 'On this page' });
    await contents.getByRole('link', { name: 'How We Score' }).click();
    await page.waitForURL('**/about#how-we-score');
    // The page scrolls smoothly, slowly on a busy machine: wait as long as the test allows for the heading to
    // come up to just below the sticky header. It moves up from below, so it never passes its resting place.
    const heading = page.getByRole('heading', { level: 2, name: 'How We Score' });
    await page.waitForFunction((h) => h.getBoundingClientRect().top < 200, await heading.elementHandle());
    expect(await heading.evaluate((h) => h.getBoundingClientRect().top)).toBeGreaterThanOrEqual(60);
  });

  it('describes each page as a WebPage with a breadcrumb Home > page', async () => {
    const page = await openPage();
    for (const { slug, heading } of PAGES) {
      await page.goto(`/${slug}`);
      const [text] = await page.locator('script[type="application/ld+json"]').allTextContents();
      const graph = (JSON.parse(text!) as { '@graph': Record<string, unknown>[] })['@graph'];
      const webPage = graph.find((node) => node['@type'] === 'WebPage') as { name: string; url: string };
      expect(webPage.name).toBe(heading);
      expect(new URL(webPage.url).pathname).toBe(`/${slug}`);
      const crumbs = graph.find((node) => node['@type'] === 'BreadcrumbList') as {
        itemListElement: { name: string }[];
      };
      expect(crumbs.itemListElement.map((crumb) => crumb.name)).toEqual(['Home', heading]);
    }
  });
});
