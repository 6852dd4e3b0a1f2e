/** About and the legal pages: heading, the dates each was published and updated, the texts they must carry, contents links and JSON-LD. */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** The page's main text with typographic quotes made straight and whitespace collapsed, as an editor wrote it. */
async function mainText(page: Page): Promise<string> {
  const text = await page.getByRole('main').innerText();
  return text.replace(/[‘’]/g, "'").replace(/[“”]/g, '"').replace(/\s+/g, ' ');
}

/** The `publishedAt` and `updatedAt` dates of the page's Markdown frontmatter, YYYY-MM-DD (no update: null). */
function pageDates(slug: string): { published: string; updated: string | null } {
  const head = readFileSync(`content/pages/${slug}.md`, 'utf8');
  const date = (key: string) => new RegExp(`^${key}:\\s*(\\S+)$`, 'm').exec(head)?.[1] ?? null;
  const published = date('publishedAt');
  if (!published) throw new Error(`content/pages/${slug}.md has no publishedAt`);
  return { published, updated: date('updatedAt') };
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
      'One published model scores every provider from the facts on its page',
      'The scores that came with our launch data set decide nothing',
      'Two providers whose scores are within 0.3 of each other have no clear pick',
      'Our moderation policy is simple: reviews are never filtered by whether they are positive or negative.',
      'Reviews are updated quarterly',
      'Comparison tables are updated monthly.',
    ],
  },
] as const;

for (const { slug, heading, texts } of PAGES)
  test(`/${slug} shows its heading, the dates it was published and updated, and the texts it must carry`, async ({
    page,
  }) => {
    expect((await page.goto(`/${slug}`))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    const { published, updated } = pageDates(slug);
    const dates = page.getByTestId('page-dates');
    await expect(dates).toContainText(updated ? /^Published .+ · Updated .+$/ : /^Published [^·]+$/);
    await expect(page.getByTestId('published').locator('time')).toHaveAttribute('datetime', published);
    const ld = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
    );
    const webPage = (ld['@graph'] as { '@type': string; datePublished?: string }[]).find(
      (node) => node['@type'] === 'WebPage',
    );
    expect(webPage?.datePublished).toBe(published);
    const text = await mainText(page);
    for (const expected of texts) expect(text, expected).toContain(expected);
  });

test('/about presents the core values, the research lists and the scoring section as sections', async ({
  page,
}) => {
  await page.goto('/about');
  const main = page.getByRole('main');
  for (const value of ['Transparency', 'Expertise', 'User-Centric', 'Performance', 'Security'])
    await expect(main.getByRole('heading', { level: 3, name: value, exact: true })).toBeVisible();
  for (const section of ['Our Mission', 'Core Values', 'What We Do', 'How We Research', 'How We Score'])
    await expect(main.getByRole('heading', { level: 2, name: section, exact: true })).toBeVisible();
  expect(await main.locator('#performance + ul > li').count()).toBeGreaterThanOrEqual(3);
  expect(await main.locator('#security + ul > li').count()).toBeGreaterThanOrEqual(3);
});

test('jumps to a section from "On this page", just below the sticky header', async ({ page }) => {
  await page.goto('/about');
  await page
    .getByRole('navigation', { name: 'On this page' })
    .getByRole('link', { name: 'How We Score' })
    .click();
  await expect(page).toHaveURL(/\/about#how-we-score$/);
  const heading = page.getByRole('heading', { level: 2, name: 'How We Score' });
  // The page scrolls smoothly; the heading comes up from below and rests just under the header.
  await expect.poll(() => heading.evaluate((h) => h.getBoundingClientRect().top)).toBeLessThan(200);
  expect(await heading.evaluate((h) => h.getBoundingClientRect().top)).toBeGreaterThanOrEqual(60);
});

test('describes each page as a WebPage with a breadcrumb Home > page', async ({ page }) => {
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
