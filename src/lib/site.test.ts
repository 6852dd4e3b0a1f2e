import { describe, expect, it } from 'vitest';
import { copyrightLine, isActiveNav, pagePath } from './site';

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
  it('names the first year alone in 2025 and a range afterwards', () => {
    expect(copyrightLine(2025)).toBe('© 2025 VPN Compass. Independent reviews and comparisons.');
    expect(copyrightLine(2026)).toBe('© 2025–2026 VPN Compass. Independent reviews and comparisons.');
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
