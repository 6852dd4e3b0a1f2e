/** Security and caching headers as `npm start` serves them. */
import { describe, expect, inject, it } from 'vitest';
import { parsePolicy, unsafeScriptSources } from '../../src/lib/csp';

const baseUrl = inject('baseUrl');
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
