import { describe, expect, it } from 'vitest';
import { copyrightLine, isActiveNav, pagePath, pageTitle, siteOrigin } from './site';

describe('isActiveNav', () => {
  it('highlights Home only on the home page', () => {
    expect(isActiveNav('/', '/')).toBe(true);
    expect(isActiveNav('/', '/faq')).toBe(false);
  });

  it('highlights a section on its pages and sub-pages', () => {
    expect(isActiveNav('/guides', '/guides')).toBe(true);
    expect(isActiveNav('/guides', '/guides/what-is-a-vpn')).toBe(true);
    expect(isActiveNav('/guides', '/guidesx')).toBe(false);
    expect(isActiveNav('/faq', '/faq/')).toBe(true);
  });

  it('treats provider pages as part of Reviews', () => {
    expect(isActiveNav('/reviews', '/vpn/nordvpn')).toBe(true);
    expect(isActiveNav('/about', '/vpn/nordvpn')).toBe(false);
  });
});

describe('copyrightLine', () => {
  it('starts at 2026, the year of first publication, and runs to the build year', () => {
    expect(copyrightLine(2026)).toBe('© 2026 VPN Compass. Independent reviews and comparisons.');
    expect(copyrightLine(2027)).toBe('© 2026–2027 VPN Compass. Independent reviews and comparisons.');
  });
});

describe('pagePath', () => {
  it('turns built file names into public paths', () => {
    expect(pagePath('/index.html')).toBe('/');
    expect(pagePath('/about.html')).toBe('/about');
    expect(pagePath('/vpn/nordvpn')).toBe('/vpn/nordvpn');
    expect(pagePath('/guides/')).toBe('/guides');
    expect(pagePath('/')).toBe('/');
  });

  it('lets the nav recognise the home page by its built name', () => {
    expect(isActiveNav('/', '/index.html')).toBe(true);
  });
});

describe('pageTitle', () => {
  it('adds the site name once, unless the page keeps its own pattern', () => {
    expect(pageTitle('VPN Guides & Resources')).toBe('VPN Guides & Resources | VPN Compass');
    expect(pageTitle('About VPN Compass')).toBe('About VPN Compass');
    expect(pageTitle('NordVPN Review 2026 - Features, Pricing & Performance', { suffix: false })).toBe(
      'NordVPN Review 2026 - Features, Pricing & Performance',
    );
  });
});

describe('siteOrigin', () => {
  it('prefers the configured site over the current URL', () => {
    const url = new URL('http://localhost:8888/vpn/nordvpn');
    expect(siteOrigin({ site: new URL('https://vpncompass.netlify.app/'), url })).toBe(
      'https://vpncompass.netlify.app',
    );
    expect(siteOrigin({ site: undefined, url })).toBe('http://localhost:8888');
  });
});
