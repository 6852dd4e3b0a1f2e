/**
 * Provider pages in a browser: the review's sections in order, the contents list and the owner at the top, the
 * folded review, a page that ends within 12 phone screens before the user reviews, the rating meters as drawn,
 * the plans, the promotional banner, and the not-found page of an unknown provider. Each provider's facts, offer
 * link, dates and structured data are read from the built pages: tests/site/providers.test.ts.
 */
import { NOT_IN_DATA } from '../../src/lib/format';
import { ownershipText } from '../../src/lib/open-data';
import { contributions, formatScore, SCORE_PARTS } from '../../src/lib/score';
import { loadProviders } from '../support/providers';
import { PHONE_CONTEXT, expect, test } from './fixtures';

const providers = await loadProviders();

test.describe('the review layout', () => {
  const sections = (name: string) => [
    'Overview',
    'Our score, part by part',
    'Features, fact by fact',
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

  test("draws each part of the model's score as a meter at points × 10 percent, its contribution beside it", async ({
    page,
  }) => {
    for (const p of [providers[0]!, providers.at(-1)!]) {
      await page.goto(`/vpn/${p.slug}`);
      const section = page.locator('section[aria-labelledby="score"]');
      for (const { key, label } of SCORE_PARTS) {
        const points = p.score.parts[key].points;
        const meter = section.getByRole('meter', { name: label });
        await expect(meter).toHaveAttribute('aria-valuenow', String(points));
        const shown = Number.isInteger(points) ? String(points) : points.toFixed(1);
        await expect(meter).toHaveAttribute('aria-valuetext', `${shown} out of 10`);
        const [bar, track] = await Promise.all([meter.locator('div').boundingBox(), meter.boundingBox()]);
        expect(Math.round(((bar?.width ?? 0) / (track?.width ?? 1)) * 100)).toBe(Math.round(points * 10));
        await expect(section).toContainText(`= ${contributions(p.score)[key].toFixed(1)}`);
      }
      await expect(section).toContainText(`Together: ${formatScore(p.score.overall)}`);
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

test.describe('on a 375 × 844 phone', () => {
  const screen = { width: 375, height: 844 };
  test.use({ ...PHONE_CONTEXT, viewport: screen });
  const CONTENTS = ['Price and pick', 'Plans', 'Features', 'Company and owner', 'Sources', 'User reviews'];

  test('every provider page opens with its contents list, names its owner in the first card, and reaches its user reviews within 12 screens', async ({
    page,
  }) => {
    for (const p of providers) {
      await page.goto(`/vpn/${p.slug}`);
      const card = page.locator('section[aria-labelledby="provider-name"]');
      await expect(card.getByTestId('owner')).toHaveText(
        `Owner: ${p.ownership ? ownershipText(p.ownership) : NOT_IN_DATA}`,
      );
      const contents = page.getByRole('navigation', { name: 'On this page' });
      // Right after the first card (the h1's), before any other part of the page.
      await expect(page.locator('main h2').first()).toHaveText('On this page');
      const names = (await contents.getByRole('link').allTextContents()).map((t) => t.trim());
      expect(names).toEqual(expect.arrayContaining(CONTENTS));
      // Each link leads to a part of this page, in the page's order.
      const tops = await contents
        .getByRole('link')
        .evaluateAll((links) =>
          links.map(
            (a) => document.querySelector(a.getAttribute('href') ?? '')?.getBoundingClientRect().top ?? NaN,
          ),
        );
      expect(tops.every(Number.isFinite)).toBe(true);
      expect([...tops].sort((a, b) => a - b)).toEqual(tops);
      const reviewsTop = await page
        .locator('#user-reviews')
        .evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
      expect(reviewsTop, `${p.slug}: user reviews at ${String(reviewsTop)} px`).toBeLessThanOrEqual(
        12 * screen.height,
      );
    }
  });

  test('the in-depth review shows its sections folded under their headings, the verdict open, and opens one on a tap or a key', async ({
    page,
  }) => {
    await page.goto('/vpn/nordvpn');
    const review = page.locator('section[aria-labelledby="in-depth-review"]');
    const folds = review.locator('details');
    expect(await folds.count()).toBeGreaterThan(3);
    await expect(review.locator('details[open]')).toHaveCount(1);
    await expect(review.locator('details[open] summary')).toHaveText('Verdict');
    const speed = folds.filter({ has: page.getByRole('heading', { name: 'Speed and Performance' }) });
    await expect(speed.locator('p').first()).toBeHidden();
    await speed.locator('summary').tap();
    await expect(speed.locator('p').first()).toBeVisible();
    const summary = speed.locator('summary');
    expect((await summary.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect(speed.locator('p').first()).toBeHidden();
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
  const banner = page.locator('aside[aria-label="An offer from the provider"]');
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
