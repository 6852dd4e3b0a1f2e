/**
 * Provider pages in a browser: the review's sections in order, the rating meters as drawn, the plans, the
 * promotional banner, and the not-found page of an unknown provider. Each provider's facts, offer link, dates and
 * structured data are read from the built pages: tests/site/providers.test.ts.
 */
import { loadProviders } from '../support/providers';
import { expect, test } from './fixtures';

const providers = await loadProviders();

test.describe('the review layout', () => {
  const sections = (name: string) => [
    'Overview',
    'Performance Ratings',
    'Pros',
    'Cons',
    'Security Features',
    'Key Features',
    'Streaming Support',
    `In-Depth ${name} Review`,
    'User Reviews',
  ];

  for (const slug of ['nordvpn', 'eset-vpn', 'f-secure-vpn'])
    test(`/vpn/${slug} has every section in order and the sidebar cards`, async ({ page }) => {
      const p = providers.find((provider) => provider.slug === slug)!;
      await page.goto(`/vpn/${slug}`);
      const headings = (await page.locator('main h2').allTextContents()).map((h) => h.trim());
      expect(headings.filter((h) => sections(p.name).includes(h))).toEqual(sections(p.name));
      expect(headings).toEqual(
        expect.arrayContaining([`${p.name} Pricing`, 'Quick Specs', 'Customer Support']),
      );
    });

  test('draws each published category rating as a meter at rating × 20 percent, and says when none is published', async ({
    page,
  }) => {
    const rated = providers.find((p) => p.speedRating !== null)!;
    await page.goto(`/vpn/${rated.slug}`);
    const expected = {
      Speed: rated.speedRating,
      Security: rated.securityRating,
      Features: rated.featuresRating,
      Value: rated.valueRating,
      Support: rated.supportRating,
    };
    for (const [name, value] of Object.entries(expected)) {
      if (value === null) continue;
      const meter = page.getByRole('meter', { name });
      await expect(meter).toHaveAttribute('aria-valuenow', String(value));
      await expect(meter).toHaveAttribute('aria-valuetext', `${value.toFixed(1)} out of 5`);
      const [bar, track] = await Promise.all([meter.locator('div').boundingBox(), meter.boundingBox()]);
      expect(Math.round(((bar?.width ?? 0) / (track?.width ?? 1)) * 100)).toBe(Math.round(value * 20));
    }
    const unrated = providers.find((p) => p.speedRating === null);
    if (unrated) {
      await page.goto(`/vpn/${unrated.slug}`);
      await expect(page.getByRole('meter')).toHaveCount(0);
      await expect(
        page.getByText(`Our launch data set has no category ratings for ${unrated.name}`),
      ).toBeVisible();
    }
  });

  test('flags the one popular plan of each provider that marks one, and shows a free plan without a period', async ({
    page,
  }) => {
    for (const p of providers.filter((provider) => provider.plans.some((plan) => plan.popular)).slice(0, 3)) {
      await page.goto(`/vpn/${p.slug}`);
      const popular = page.locator('[data-popular="true"]');
      await expect(popular).toHaveCount(1);
      await expect(popular.locator('h3')).toHaveText(p.plans.find((plan) => plan.popular)!.name);
      await expect(popular).toHaveCSS('border-top-width', '2px');
    }
    const free = providers.find((p) => p.plans.some((plan) => plan.price.high === 0 && plan.period === null));
    if (free) {
      await page.goto(`/vpn/${free.slug}`);
      const card = page
        .locator('section[aria-labelledby="pricing-title"] li')
        .filter({ has: page.getByRole('heading', { name: 'Free', exact: true }) });
      await expect(card.locator('p').first()).toHaveText('$0.00');
    }
  });
});

test("promotional banners are text in the site's type with no picture, and make no third-party request", async ({
  page,
}) => {
  const promoted = providers.find((p) => p.promo)!;
  const foreign: string[] = [];
  page.on('request', (request) => {
    const host = new URL(request.url()).hostname;
    if (host !== '127.0.0.1' && host !== 'localhost') foreign.push(request.url());
  });
  await page.goto(`/vpn/${promoted.slug}`);
  const banner = page.locator('aside[aria-label="Advertisement"]');
  await banner.scrollIntoViewIfNeeded();
  await expect(banner.locator('img')).toHaveCount(0);
  await expect(banner.getByText(promoted.promo!.headline)).toBeVisible();
  expect(foreign).toEqual([]);
});

test('an unknown provider answers 404 with a page that leads back, kept out of search', async ({ page }) => {
  expect((await page.goto('/vpn/no-such-vpn'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('VPN Not Found');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByRole('main').getByRole('link', { name: /^Home/ })).toHaveAttribute('href', '/');
});
