/** Provider pages: every provider's facts, the full review layout, pricing, structured data, banners and 404s. */
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../src/lib/format';
import { loadProviders } from '../support/providers';
import { openPage } from './browser';

const providers = loadProviders();
const provider = (slug: string) => providers.find((p) => p.slug === slug)!;

describe('every provider page', () => {
  it('is built for each of the 13 providers with its facts', async () => {
    expect(providers).toHaveLength(13);
    const page = await openPage();
    for (const s of providers) {
      const response = await page.goto(`/vpn/${s.slug}`);
      expect(response?.status(), s.slug).toBe(200);
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(`${s.name} Review`);
      expect(await page.title()).toBe(
        `${s.name} Review ${new Date().getFullYear()} - Features, Pricing & Performance`,
      );
      expect(await page.getByTestId('servers').innerText()).toBe(
        `${s.serverCount.toLocaleString('en-US')}${s.serverCountIsMinimum ? '+' : ''} servers`,
      );
      expect(
        await page.getByRole('img', { name: `Rated ${s.rating.toFixed(1)} out of 5` }).count(),
      ).toBeGreaterThan(0);
      expect(await page.getByTestId('refund-policy').innerText()).toBe(s.refundPolicy);
      const badge = s.badge;
      if (badge)
        await expect.poll(() => page.getByText(badge, { exact: true }).first().isVisible()).toBe(true);
      const get = page.getByRole('link', { name: new RegExp(`^Get ${s.name}`) }).first();
      if (s.affiliateUrl) {
        expect(await get.getAttribute('href')).toBe(s.affiliateUrl);
        expect(await get.getAttribute('target')).toBe('_blank');
        expect((await get.getAttribute('rel'))?.split(' ').sort()).toEqual([
          'noopener',
          'noreferrer',
          'sponsored',
        ]);
      } else {
        // No address in our data: no buy button at all, never a disabled one.
        expect(await get.count()).toBe(0);
        expect(await page.getByRole('button', { name: `Get ${s.name}` }).count()).toBe(0);
      }
      const data = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
      );
      const [product, crumbs] = data['@graph'];
      expect(product.name).toBe(s.name);
      expect(product.review.reviewRating.ratingValue).toBe(s.rating);
      expect(product.review.positiveNotes.itemListElement.map((i: { name: string }) => i.name)).toEqual(
        s.pros,
      );
      expect(crumbs.itemListElement.map((i: { name: string }) => i.name)).toEqual([
        'Home',
        'VPN Reviews',
        s.name,
      ]);
      expect(crumbs.itemListElement[1].item).toMatch(/\/reviews$/);
      // The editorial review ends in its verdict.
      expect(await page.locator('.prose-content h3').last().innerText()).toBe('Verdict');
      expect(Boolean(await page.locator('aside[aria-label="Advertisement"]').count())).toBe(Boolean(s.promo));
    }
  });

  it('applies the price suffix rules', async () => {
    const page = await openPage();
    const price = async (slug: string) => {
      await page.goto(`/vpn/${slug}`);
      return (await page.getByTestId('price').locator('..').innerText()).replace(/\s+/g, ' ').trim();
    };
    expect(await price('nordvpn')).toBe('$3.39 /month Save 70%');
    // The yearly figure is our arithmetic on the listed monthly rate, and says so beside it.
    expect(await price('f-secure-vpn')).toBe(
      '$50.04 /year Save 54% Annual plan: 12 x $4.17 a month, our arithmetic',
    );
    // A yearly bundle says /year, as its plan card does.
    expect(await price('eset-vpn')).toBe('$49.99 /year Bundled with ESET Home Security Ultimate');
    expect(await price('fastestvpn')).toBe('$40 Save 93% One-time payment for the lifetime plan');
  });
});

describe('the review layout', () => {
  const mainSections = (name: string) => [
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

  it.each(['nordvpn', 'eset-vpn', 'f-secure-vpn'])(
    '%s has every section in order and the sidebar cards',
    async (slug) => {
      const p = provider(slug);
      const page = await openPage();
      await page.goto(`/vpn/${slug}`);
      const headings = await page.locator('main h2').allInnerTexts();
      expect(headings.filter((h) => mainSections(p.name).includes(h))).toEqual(mainSections(p.name));
      expect(headings).toEqual(
        expect.arrayContaining([`${p.name} Pricing`, 'Quick Specs', 'Customer Support']),
      );
      // Published is the day the page's text was first published; Updated only when it changed since.
      expect(await page.getByTestId('published').innerText()).toBe(
        `Published ${formatDate(new Date(p.publishedAt))}`,
      );
      if (p.updatedAt)
        expect(await page.getByTestId('updated').innerText()).toBe(
          `Updated ${formatDate(new Date(p.updatedAt))}`,
        );
      else expect(await page.getByTestId('updated').count()).toBe(0);
      const specs = await page.locator('section[aria-labelledby="specs-title"] dt').allInnerTexts();
      expect(specs.slice(0, 7)).toEqual([
        'Servers',
        'Countries',
        'Devices',
        'Logs Policy',
        'Jurisdiction',
        'Protocols',
        'Encryption',
      ]);
      expect(specs[7]).toBe(slug === 'eset-vpn' ? 'Partnership' : 'Money-back');
    },
  );

  it('draws each published rating as a labelled bar at rating x 20 percent', async () => {
    const page = await openPage();
    await page.goto('/vpn/nordvpn');
    const meters = page.getByRole('meter');
    expect(await meters.count()).toBe(5);
    const nord = provider('nordvpn');
    const expected = [
      nord.speedRating,
      nord.securityRating,
      nord.featuresRating,
      nord.valueRating,
      nord.supportRating,
    ];
    for (const [i, value] of expected.entries()) {
      const meter = meters.nth(i);
      expect(Number(await meter.getAttribute('aria-valuenow'))).toBe(value);
      const [bar, track] = await Promise.all([meter.locator('div').boundingBox(), meter.boundingBox()]);
      expect(Math.round(((bar?.width ?? 0) / (track?.width ?? 1)) * 100)).toBe(Math.round(value! * 20));
    }
    expect(await page.getByRole('meter', { name: 'Speed' }).getAttribute('aria-valuetext')).toBe(
      '4.9 out of 5',
    );

    await page.goto('/vpn/eset-vpn');
    expect(await page.getByRole('meter').count()).toBe(0);
    await expect
      .poll(() => page.getByText('Category ratings for ESET VPN are not yet published').isVisible())
      .toBe(true);
  });

  it('flags exactly one popular plan, and a free plan has no period', async () => {
    const page = await openPage();
    for (const slug of ['protonvpn', 'fastestvpn', 'hotspot-shield']) {
      await page.goto(`/vpn/${slug}`);
      const popular = page.locator('[data-popular="true"]');
      expect(await popular.count(), slug).toBe(1);
      expect(await popular.locator('h3').innerText()).toBe(
        provider(slug).plans.find((plan) => plan.popular)!.name,
      );
      await expect.poll(() => popular.getByText('Popular', { exact: true }).isVisible()).toBe(true);
      expect(await popular.evaluate((el) => getComputedStyle(el).borderTopWidth)).toBe('2px');
    }
    await page.goto('/vpn/protonvpn');
    const free = page.locator('section[aria-labelledby="pricing-title"] li').first();
    expect(await free.locator('h3').innerText()).toBe('Free');
    expect(await free.locator('p').first().innerText()).toBe('$0');
  });

  it('names the sections of the older personal VPN page as it names every other', async () => {
    const page = await openPage();
    await page.goto('/vpn/witopia-personalvpn');
    const headings = await page.locator('main h2').allInnerTexts();
    expect(headings).toEqual(expect.arrayContaining(['WiTopia personalVPN Pricing', 'Quick Specs']));
    expect(headings).not.toContain('Current Pricing');
    expect(headings).not.toContain('Specifications');
    const pricing = page.locator('section[aria-labelledby="pricing-title"]');
    await expect
      .poll(() => pricing.locator('[data-popular="true"]').getByText('Popular', { exact: true }).isVisible())
      .toBe(true);
  });
});

describe('promotional banners', () => {
  it("are text in the site's type with no picture, and make no third-party request", async () => {
    const page = await openPage();
    const foreign: string[] = [];
    page.on('request', (r) => {
      if (
        !r.url().startsWith(new URL(page.url() || 'http://127.0.0.1').origin) &&
        !r.url().startsWith('http://127.0.0.1')
      )
        foreign.push(r.url());
    });
    await page.goto('/vpn/purevpn');
    const banner = page.locator('aside[aria-label="Advertisement"]');
    await banner.scrollIntoViewIfNeeded();
    expect(await banner.locator('img').count()).toBe(0);
    await expect.poll(() => banner.getByText('PureVPN 2-year plan: $1.99/mo').isVisible()).toBe(true);
    expect(foreign).toEqual([]);
  });
});

describe('not found', () => {
  it('answers an unknown path with 404 and a page written for readers', async () => {
    const page = await openPage();
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Page Not Found');
    await expect.poll(() => page.getByText('There is no page at this address.').isVisible()).toBe(true);
  });

  it('answers an unknown provider with 404 and the VPN Not Found page', async () => {
    const page = await openPage();
    const response = await page.goto('/vpn/no-such-vpn');
    expect(response?.status()).toBe(404);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('VPN Not Found');
    await expect.poll(() => page.getByText('We have no review at this address.').isVisible()).toBe(true);
    expect(await page.getByRole('main').getByRole('link', { name: /^Home/ }).getAttribute('href')).toBe('/');
  });
});
