/** Every provider page with its facts, the home page's top cards, the 404 pages and the health function. */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { baseUrl, openPage } from './browser';

interface ServiceFile {
  name: string;
  rating: number;
  badge: string | null;
  serverCount: number;
  affiliateUrl?: string;
  refundPolicy: string;
}

const services = readdirSync('content/vpn-services').map((file) => ({
  slug: file.replace(/\.json$/, ''),
  ...(JSON.parse(readFileSync(`content/vpn-services/${file}`, 'utf8')) as ServiceFile),
}));

describe('provider pages', () => {
  it('builds a page for each of the 13 providers with its facts', async () => {
    expect(services).toHaveLength(13);
    const page = await openPage();
    for (const s of services) {
      const response = await page.goto(`/vpn/${s.slug}`);
      expect(response?.status(), s.slug).toBe(200);
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(`${s.name} Review`);
      expect(await page.title()).toMatch(new RegExp(`^${s.name.replace('.', '\\.')} Review \\d{4} - Features, Pricing & Performance$`));
      expect(await page.getByTestId('servers').innerText()).toBe(`${s.serverCount.toLocaleString('en-US')}+ servers`);
      expect(await page.getByRole('img', { name: `Rated ${s.rating.toFixed(1)} out of 5` }).count()).toBeGreaterThan(0);
      expect(await page.getByTestId('refund-policy').innerText()).toBe(s.refundPolicy);
      if (s.badge) expect(await page.getByText(s.badge, { exact: true }).first().isVisible()).toBe(true);
      const get = page.getByRole('link', { name: new RegExp(`^Get ${s.name}`) }).first();
      if (s.affiliateUrl) {
        expect(await get.getAttribute('href')).toBe(s.affiliateUrl);
        expect(await get.getAttribute('target')).toBe('_blank');
        expect((await get.getAttribute('rel'))?.split(' ').sort()).toEqual(['noopener', 'noreferrer', 'sponsored']);
      } else {
        expect(await get.count()).toBe(0);
        expect(await page.getByRole('button', { name: `Get ${s.name}` }).first().isDisabled()).toBe(true);
        expect(await page.getByText(`we have no partnership with ${s.name}`).first().isVisible()).toBe(true);
      }
    }
  });

  it('applies the price suffix rules', async () => {
    const page = await openPage();
    const price = async (slug: string) => {
      await page.goto(`/vpn/${slug}`);
      return (await page.getByTestId('price').locator('..').innerText()).replace(/\s+/g, ' ').trim();
    };
    expect(await price('nordvpn')).toBe('$3.39 /month Save 70%');
    expect(await price('f-secure-vpn')).toBe('$50.04 /year Save 54%');
    expect(await price('eset-vpn')).toBe('$49.99 Bundled with ESET Home Security Ultimate');
    expect(await price('fastestvpn')).toMatch(/^\$40 Save 93% One-time payment/);
    expect(await price('witopia-personalvpn')).toBe('$2.49 /month Save 75%');
  });
});

describe('home page', () => {
  it('has the hero anchors and the top-rated cards, best first', async () => {
    const page = await openPage();
    await page.goto('/');
    expect(await page.getByRole('link', { name: 'Compare VPNs' }).getAttribute('href')).toBe('#detailed-comparison');
    expect(await page.getByRole('link', { name: 'View Top Picks' }).getAttribute('href')).toBe('#reviews');
    const cards = page.locator('#reviews article');
    const names = await cards.locator('h3').allInnerTexts();
    const expected = [...services].sort((a, b) => b.rating - a.rating || a.name.localeCompare(b.name)).slice(0, 6);
    expect(names).toEqual(expected.map((s) => s.name));
    await cards.first().getByRole('link', { name: /View Details/ }).click();
    await page.waitForURL(`**/vpn/${expected[0]!.slug}`);
  });
});

describe('not found', () => {
  it('answers an unknown path with 404 and the hint', async () => {
    const page = await openPage();
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('404 Page Not Found');
    expect(await page.getByText('Did you forget to add the page to the router?').isVisible()).toBe(true);
  });

  it('answers an unknown provider with 404 and the VPN Not Found card', async () => {
    const page = await openPage();
    const response = await page.goto('/vpn/no-such-vpn');
    expect(response?.status()).toBe(404);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('VPN Not Found');
    expect(await page.getByText("The VPN service you're looking for doesn't exist.").isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
  });
});

describe('api', () => {
  it('reports the function runtime and the Blobs store healthy', async () => {
    const response = await fetch(`${baseUrl}/api/health`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(await response.json()).toMatchObject({ status: 'ok', blobs: 'reachable' });
  });
});
