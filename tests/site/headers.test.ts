/** Security and caching headers as `npm start` serves them, and islands working under the CSP. */
import { describe, expect, it } from 'vitest';
import { parsePolicy, unsafeScriptSources } from '../../src/lib/csp';
import { baseUrl, openPage, PHONE } from './browser';

const head = (path: string) => fetch(`${baseUrl}${path}`).then((r) => r.headers);

describe('security headers', () => {
  it.each([
    '/',
    '/vpn/nordvpn',
    '/guides/what-is-a-vpn',
    '/faq',
    '/no-such-page',
    '/api/vpn-services',
    '/favicon.svg',
  ])('%s carries the security headers and a CSP that allows no unhashed inline script', async (path) => {
    const headers = await head(path);
    expect(headers.get('strict-transport-security')).toMatch(/max-age=\d{8,}/);
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('permissions-policy')).toContain('camera=()');
    const csp = headers.get('content-security-policy') ?? '';
    expect(parsePolicy(csp).get('frame-ancestors')).toEqual(["'none'"]);
    expect(parsePolicy(csp).get('script-src')?.[0]).toBe("'self'");
    expect(unsafeScriptSources(csp)).toEqual([]);
  });

  it('caches hashed assets for a year and HTML and API JSON briefly', async () => {
    const html = await (await fetch(`${baseUrl}/`)).text();
    const asset = /\/_astro\/[^"]+\.css/.exec(html)?.[0];
    expect(asset).toBeDefined();
    expect((await head(asset!)).get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await head('/')).get('cache-control')).toMatch(/max-age=0/);
    expect((await head('/api/vpn-services/nordvpn')).get('cache-control')).toMatch(/max-age=0/);
    // Review reads: browsers revalidate, Netlify's CDN keeps them until moderation purges their tag.
    expect((await head('/api/vpn-services/nordvpn/review-stats')).get('cache-control')).toMatch(/max-age=0/);
  });
});

describe('islands under the Content-Security-Policy', () => {
  it.each([
    ['/vpn/nordvpn', '#user-reviews'],
    ['/', '#comparison-table'],
    ['/guides', '#guide-search'],
  ])('%s hydrates with no console error', async (path, selector) => {
    const page = await openPage();
    await page.goto(path);
    // In view (or a screen ahead) for the islands that wake there, focused for the guide filter.
    await page.locator(selector).first().scrollIntoViewIfNeeded();
    await page.locator(selector).first().focus();
    await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length <= 1);
    if (path === '/vpn/nordvpn') {
      await page.getByRole('button', { name: 'Write a Review' }).click();
      await page.locator('#review-form').waitFor();
    }
    expect(page.consoleErrors).toEqual([]);
  });

  it('opens the mobile drawer with no console error', async () => {
    const page = await openPage(PHONE);
    await page.goto('/faq');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).waitFor();
    // The tap also woke the island: React runs under the policy.
    await page.waitForSelector('astro-island:not([ssr]) #mobile-nav');
    await expect
      .poll(() => page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded'), {
        timeout: 20_000,
      })
      .toBe('true');
    expect(page.consoleErrors).toEqual([]);
  });
});
