import { describe, expect, it } from 'vitest';
import { deadProviderLinks } from './provider-links';

const slugs = new Set(['nordvpn', 'surfshark', 'protonvpn']);

describe('links to a provider we no longer review', () => {
  it('are found in Markdown, with their line and column, for every page built per provider', () => {
    const text = [
      'Compare it with [NordVPN](/vpn/nordvpn) and [Old VPN](/vpn/oldvpn).',
      'See [both](/compare/nordvpn-vs-oldvpn), [its data](/data/oldvpn#pricing) and [changes](/changes/oldvpn).',
      '<a href="/vpn/oldvpn/reviews">reviews</a>',
    ].join('\n');
    expect(deadProviderLinks(text, slugs)).toEqual([
      { line: 1, column: 55, href: '/vpn/oldvpn', slug: 'oldvpn' },
      { line: 2, column: 12, href: '/compare/nordvpn-vs-oldvpn', slug: 'oldvpn' },
      { line: 2, column: 52, href: '/data/oldvpn', slug: 'oldvpn' },
      { line: 2, column: 88, href: '/changes/oldvpn', slug: 'oldvpn' },
      { line: 3, column: 10, href: '/vpn/oldvpn', slug: 'oldvpn' },
    ]);
  });

  it('leave alone links to providers we review, the downloads under /data, and other sites', () => {
    const text =
      '[a](/vpn/surfshark) [b](/compare/nordvpn-vs-protonvpn) [c](/data/vpn-services.csv) [d](https://x.com/vpn/oldvpn)';
    expect(deadProviderLinks(text, slugs)).toEqual([]);
  });
});
