import { describe, expect, it } from 'vitest';
import { bestSource, providerDomain, refusedHost, sourceProblems } from './source-quality';

const read = new Date('2026-12-01');
const price = { domain: 'nordvpn.com', changesOverTime: true };

describe('sourceProblems', () => {
  it('refuses a staging host, even on the provider’s own domain', () => {
    const staging = {
      sourceKind: 'provider' as const,
      sourceName: 'personalVPN privacy policy',
      sourceUrl: 'https://staging.personalvpn.com/?p=25524',
      sourceDate: '2018-05-05',
      readAt: read,
    };
    expect(sourceProblems(staging, { domain: 'personalvpn.com', changesOverTime: true })).toEqual([
      'the source is on a staging host (staging.personalvpn.com), not the public site: record the public page instead',
    ]);
  });

  it('refuses an undated page for a price', () => {
    const undated = {
      sourceKind: 'provider' as const,
      sourceName: 'NordVPN pricing',
      sourceUrl: 'https://nordvpn.com/pricing/',
      readAt: read,
    };
    expect(sourceProblems(undated, price)).toEqual([
      'an undated page cannot source a figure that changes over time: record the date the source carries (sourceDate), or record a search (searchedAt) instead',
    ]);
    expect(sourceProblems({ ...undated, sourceDate: '2026-03' }, price)).toEqual([]);
  });

  it('refuses a "provider" source off the provider’s domain, and accepts its blog subdomain', () => {
    const blog = {
      sourceKind: 'provider' as const,
      sourceName: 'NordVPN blog',
      sourceUrl: 'https://blog.nordvpn.com/audit',
      sourceDate: '2025-12-10',
      readAt: read,
    };
    expect(sourceProblems(blog, price)).toEqual([]);
    expect(sourceProblems({ ...blog, sourceUrl: 'https://nordvpn-review.example.com/' }, price)).toEqual([
      'a "provider" source must be on the provider\'s own domain (nordvpn.com or a subdomain), not nordvpn-review.example.com',
    ]);
    expect(
      sourceProblems(
        { ...blog, sourceKind: 'publication' as const, sourceUrl: 'https://www.cnet.com/x' },
        price,
      ),
    ).toEqual([]);
  });

  it('names test, dev and preview hosts, localhost and IP addresses, and leaves ordinary hosts alone', () => {
    expect(refusedHost('dev.example.com')).toBe('a dev host (dev.example.com), not the public site');
    expect(refusedHost('preview-2.example.com')).toBe(
      'a preview host (preview-2.example.com), not the public site',
    );
    expect(refusedHost('test.example.com')).toMatch(/^a test host/);
    expect(refusedHost('localhost')).toBe('a local address (localhost)');
    expect(refusedHost('192.168.1.10')).toBe('an IP address (192.168.1.10)');
    expect(refusedHost('www.testvpn.com')).toBeNull();
    expect(refusedHost('developer.apple.com')).toBeNull();
    expect(refusedHost('cybersecurity-blog.pages.dev')).toBeNull();
    expect(providerDomain('https://www.hotspotshield.com/')).toBe('hotspotshield.com');
    expect(providerDomain('https://127.0.0.1/')).toBeNull();
  });
});

describe('bestSource', () => {
  const publication = { sourceKind: 'publication' as const, sourceName: 'CNET', sourceDate: '2026-02' };
  const provider = { sourceKind: 'provider' as const, sourceName: 'NordVPN blog', sourceDate: '2025-12-10' };
  const newerPublication = { ...publication, sourceName: 'Clubic', sourceDate: '2026-04' };

  it('keeps the primary source over a newer secondary one, then the newest of one kind', () => {
    expect(bestSource([publication, provider, newerPublication])).toBe(provider);
    expect(bestSource([publication, newerPublication])).toBe(newerPublication);
    expect(bestSource<typeof provider>([])).toBeUndefined();
  });
});
