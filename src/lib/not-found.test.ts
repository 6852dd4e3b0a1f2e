import { describe, expect, it } from 'vitest';
import { pathQuery, suggestPages, suggestionTarget } from './not-found';

const targets = [
  suggestionTarget('/vpn/surfshark', 'Surfshark', 'review', 'Surfshark surfshark surf'),
  suggestionTarget('/vpn/nordvpn', 'NordVPN', 'review', 'NordVPN nordvpn nord'),
  suggestionTarget('/vpn/protonvpn', 'Proton VPN', 'review', 'Proton VPN protonvpn proton'),
  suggestionTarget('/guides/public-wifi-safety', 'Is Public Wi-Fi Safe? How a VPN Protects You', 'guide'),
  suggestionTarget('/guides/vpn-for-streaming', 'The Best VPN Settings for Streaming', 'guide'),
  suggestionTarget(
    '/compare/nordvpn-vs-surfshark',
    'NordVPN vs Surfshark',
    'comparison',
    'NordVPN nord Surfshark',
  ),
  suggestionTarget(
    '/compare/nordvpn-vs-protonvpn',
    'NordVPN vs Proton VPN',
    'comparison',
    'NordVPN nord Proton',
  ),
  suggestionTarget('/best/most-countries', 'VPNs with the most server countries', 'ranking'),
];
const urls = (path: string) => suggestPages(targets, path).map((t) => t.url);

describe('not-found suggestions', () => {
  it('reads a path as a query and its section as the kind of page meant', () => {
    expect(pathQuery('/vpn/surfshak')).toEqual({ query: 'surfshak', type: 'review' });
    expect(pathQuery('/guides/public-wifi.html')).toEqual({ query: 'public wifi', type: 'guide' });
    expect(pathQuery('/compare/nordvpn-vs-surfshak')).toEqual({
      query: 'nordvpn vs surfshak',
      type: 'comparison',
    });
    expect(pathQuery('/Proton%20VPN')).toEqual({ query: 'Proton VPN', type: null });
    expect(pathQuery('/%E0%A4%A')).toEqual({ query: '%E0%A4%A', type: null });
  });

  it('suggests the page a mistyped address names, by name or title', () => {
    expect(urls('/vpn/surfshak')).toEqual(['/vpn/surfshark']);
    expect(urls('/vpn/NordVPN')[0]).toBe('/vpn/nordvpn');
    expect(urls('/guides/wifi')).toEqual(['/guides/public-wifi-safety']);
    expect(urls('/compare/nordvpn-vs-surfshak')).toEqual(['/compare/nordvpn-vs-surfshark']);
    expect(urls('/best/countries')).toEqual(['/best/most-countries']);
  });

  it('puts an exact name before a prefix or a typo', () => {
    expect(urls('/proton')).toEqual(['/vpn/protonvpn', '/compare/nordvpn-vs-protonvpn']);
  });

  it('looks beyond the section when nothing in it resembles the address, and suggests nothing for noise', () => {
    expect(urls('/vpn/wifi')).toEqual(['/guides/public-wifi-safety']);
    expect(urls('/vpn/404')).toEqual([]);
    expect(urls('/strangers')).toEqual([]);
    expect(urls('/')).toEqual([]);
  });
});
