import { describe, expect, it } from 'vitest';
import {
  allPairs,
  canonicalPair,
  compareRedirects,
  featuredPairs,
  featuredServices,
  pairPath,
} from './compare';

describe('pairs', () => {
  it('orders a pair alphabetically, whichever way it is asked', () => {
    expect(canonicalPair('surfshark', 'nordvpn')).toEqual(['nordvpn', 'surfshark']);
    expect(pairPath('surfshark', 'nordvpn')).toBe('/compare/nordvpn-vs-surfshark');
    expect(pairPath('nordvpn', 'surfshark')).toBe('/compare/nordvpn-vs-surfshark');
  });

  it('lists every pair of 13 providers once: 78 pairs, no provider against itself', () => {
    const slugs = Array.from({ length: 13 }, (_, i) => `p${String(i).padStart(2, '0')}`);
    const pairs = allPairs([...slugs].reverse());
    expect(pairs).toHaveLength(78);
    expect(new Set(pairs.map(([a, b]) => `${a}|${b}`)).size).toBe(78);
    expect(pairs.every(([a, b]) => a < b)).toBe(true);
    expect(allPairs(['a', 'a', 'b'])).toEqual([['a', 'b']]);
  });

  it('redirects the reversed path and both query orders to the canonical page, and a same pick to its page', () => {
    expect(compareRedirects(['surfshark', 'nordvpn'])).toEqual([
      '/compare/surfshark-vs-nordvpn  /compare/nordvpn-vs-surfshark  301',
      '/compare  a=nordvpn  b=surfshark  /compare/nordvpn-vs-surfshark  301!',
      '/compare  a=surfshark  b=nordvpn  /compare/nordvpn-vs-surfshark  301!',
      '/compare  a=nordvpn  b=nordvpn  /compare/same-service  302!',
      '/compare  a=surfshark  b=surfshark  /compare/same-service  302!',
    ]);
    expect(compareRedirects(['a', 'b', 'c', 'd'])).toHaveLength(6 * 3 + 4);
  });
});

describe('featured pairs on /compare', () => {
  const svc = (name: string, overall: number) => ({ slug: name.toLowerCase(), name, score: { overall } });
  // In the model's order, highest first: CactusVPN and IPVanish share the sixth score, 6.2.
  const services = [
    svc('NordVPN', 8.8),
    svc('Surfshark', 8.6),
    svc('Proton', 8.5),
    svc('PureVPN', 8.4),
    svc('VeePN', 8.3),
    svc('CactusVPN', 6.2),
    svc('IPVanish', 6.2),
    svc('Hotspot', 6.1),
  ];

  it('takes every service tied with the last place at the cut, not the first of them A to Z', () => {
    expect(featuredServices(services, 6).map((s) => s.name)).toEqual([
      'NordVPN',
      'Surfshark',
      'Proton',
      'PureVPN',
      'VeePN',
      'CactusVPN',
      'IPVanish',
    ]);
    expect(featuredServices(services, 5)).toHaveLength(5);
    expect(featuredServices(services.slice(0, 3), 6)).toHaveLength(3);
  });

  it('orders pairs by combined score, then the higher score, then names A to Z', () => {
    const by = new Map(services.map((s) => [s.name, s]));
    const pair = (a: string, b: string) => ({ a: by.get(a) ?? services[0]!, b: by.get(b) ?? services[0]! });
    const pairs = [
      pair('IPVanish', 'VeePN'),
      pair('CactusVPN', 'VeePN'),
      pair('PureVPN', 'Proton'),
      pair('NordVPN', 'VeePN'),
      pair('PureVPN', 'Surfshark'),
      pair('Hotspot', 'NordVPN'),
    ];
    const order = featuredPairs(pairs, featuredServices(services, 6)).map((p) => `${p.a.name}-${p.b.name}`);
    // 8.8 + 8.3 = 17.1 first; 8.4 + 8.6 and 8.4 + 8.5 differ; 6.2 + 8.3 twice: a tie broken A to Z; Hotspot is not featured.
    expect(order).toEqual([
      'NordVPN-VeePN',
      'PureVPN-Surfshark',
      'PureVPN-Proton',
      'CactusVPN-VeePN',
      'IPVanish-VeePN',
    ]);
  });

  it('counts combined scores in tenths, so 7.5 + 7.4 ties 7.6 + 7.3 and the higher score decides', () => {
    const a = [svc('A', 7.5), svc('B', 7.4), svc('C', 7.6), svc('D', 7.3)];
    const pairs = [
      { a: a[0]!, b: a[1]! },
      { a: a[2]!, b: a[3]! },
    ];
    expect(featuredPairs(pairs, a).map((p) => p.a.name)).toEqual(['C', 'A']);
  });
});
