import { describe, expect, it } from 'vitest';
import { clientKey, reviewsPerWindow } from './rate-limit';

describe('clientKey: what the limits count a client by', () => {
  it('keeps an IPv4 address per address', () => {
    expect(clientKey('198.51.100.7')).toBe('198.51.100.7');
    expect(clientKey('198.51.100.8')).not.toBe(clientKey('198.51.100.7'));
  });

  it('counts every address of one IPv6 /64 as one client, and other /64s apart', () => {
    const home = [
      '2001:db8:1:2::1',
      '2001:db8:1:2::8',
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:db8:1:2:a::',
    ];
    expect(new Set(home.map(clientKey))).toEqual(new Set(['2001:db8:1:2::/64']));
    expect(clientKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
  });

  it('gives one key to every spelling of an IPv6 address', () => {
    for (const spelling of [
      '2001:DB8:9::1',
      '2001:db8:9:0:0:0:0:1',
      '2001:0db8:0009:0000::0001',
      '[2001:db8:9::1]',
      'fe80::1%eth0',
    ])
      expect(clientKey(spelling), spelling).toBe(
        spelling.startsWith('fe80') ? 'fe80:0:0:0::/64' : '2001:db8:9:0::/64',
      );
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(clientKey('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(clientKey('::FFFF:c633:6407')).toBe('198.51.100.7');
  });

  it('leaves anything that is not an address as it is', () => {
    expect(clientKey('client-1')).toBe('client-1');
    expect(clientKey('')).toBe('');
  });
});

describe('REVIEWS_RATE_LIMIT', () => {
  it('defaults to 5 submissions, and turns the limit off with 0 only on a local server', () => {
    expect(reviewsPerWindow(undefined, 'production')).toBe(5);
    expect(reviewsPerWindow('12', 'deploy-preview')).toBe(12);
    expect(reviewsPerWindow('0', 'dev')).toBe(0);
    for (const context of ['production', 'deploy-preview', 'branch-deploy', undefined])
      expect(() => reviewsPerWindow('0', context), String(context)).toThrow(/refused outside local runs/);
    expect(() => reviewsPerWindow('five', 'dev')).toThrow(/whole number/);
  });
});
