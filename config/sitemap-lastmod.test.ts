import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { lastmodFor, readContentDates, type ContentDates } from './sitemap-lastmod';

const d = (iso: string) => new Date(iso);
const dates: ContentDates = {
  providers: new Map([
    ['nordvpn', d('2026-11-20')],
    ['surfshark', d('2026-11-02')],
  ]),
  guides: new Map([
    ['what-is-a-vpn', d('2026-11-10')],
    ['vpn-on-a-router', d('2026-11-22')],
  ]),
  pages: new Map([['about', d('2026-10-01')]]),
};
const iso = (p: string) => lastmodFor(p, dates)?.toISOString().slice(0, 10);

describe('lastmodFor', () => {
  it('dates a provider, a guide and a page by their own entry', () => {
    expect(iso('/vpn/surfshark')).toBe('2026-11-02');
    expect(iso('/guides/what-is-a-vpn')).toBe('2026-11-10');
    expect(iso('/about')).toBe('2026-10-01');
  });

  it('dates a compare pair by the newer of its two providers, and listings by their newest entry', () => {
    expect(iso('/compare/nordvpn-vs-surfshark')).toBe('2026-11-20');
    expect(iso('/guides')).toBe('2026-11-22');
    expect(iso('/best/most-devices')).toBe('2026-11-20');
    expect(iso('/reviews')).toBe('2026-11-20');
    expect(iso('/')).toBe('2026-11-22');
  });

  it('leaves pages without a dated source undated', () => {
    expect(iso('/faq')).toBeUndefined();
    expect(iso('/vpn/unknown')).toBeUndefined();
    expect(iso('/compare/nordvpn-vs-unknown')).toBeUndefined();
  });
});

describe('readContentDates', () => {
  it('reads every provider, guide and page of the repository', async () => {
    const read = await readContentDates();
    // One date per provider file, whatever their number.
    const files = readdirSync('content/vpn-services').filter((f) => f.endsWith('.json'));
    expect(files.length).toBeGreaterThanOrEqual(13);
    expect([...read.providers.keys()].sort()).toEqual(files.map((f) => f.replace(/\.json$/, '')).sort());
    expect(read.guides.size).toBeGreaterThan(10);
    expect(read.pages.get('about')).toBeInstanceOf(Date);
  });
});
