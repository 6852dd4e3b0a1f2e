import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  tagLabel,
  guideFilterQuery,
  guideListTitle,
  guidesFoundLabel,
  GUIDE_KEYWORDS,
  guideKeywords,
  matchesGuide,
  parseGuideFilter,
  readingTime,
} from './guides';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe('readingTime', () => {
  it('rounds to whole minutes at 200 words a minute', () => {
    expect(readingTime(words(200))).toBe(1);
    expect(readingTime(words(1000))).toBe(5);
    expect(readingTime(words(1283))).toBe(6);
    expect(readingTime(words(1300))).toBe(7);
  });

  it('never says 0 minutes', () => {
    expect(readingTime('')).toBe(1);
    expect(readingTime('Short.')).toBe(1);
  });

  it('counts the words a reader reads, not link targets or Markdown punctuation', () => {
    const markdown = [
      '## Who can see what',
      '',
      '| Who | Sees |',
      '|---|---|',
      '| Your ISP | Encrypted data |',
      '',
      '- See [kill switches and DNS leaks](/guides/kill-switch-and-dns-leaks-and-more-words-in-a-long-path).',
      '> **Tip:** test it.',
      '<!-- editor note: not shown to readers -->',
    ].join('\n');
    // Who can see what / Who Sees / Your ISP Encrypted data / See kill switches and DNS leaks / Tip: test it.
    const counted = 4 + 2 + 4 + 6 + 3;
    expect(readingTime(`${markdown}\n${words(200 * 3 - counted)}`)).toBe(3);
    expect(readingTime(`${markdown}\n${words(200 * 3 - counted - 101)}`)).toBe(2);
  });

  it('gives every guide a plausible read time for its length', () => {
    for (const file of readdirSync('content/guides')) {
      const body = readFileSync(`content/guides/${file}`, 'utf8').replace(/^---[\s\S]*?\n---\n/, '');
      const minutes = readingTime(body);
      expect(minutes, file).toBeGreaterThanOrEqual(3);
      expect(minutes, file).toBeLessThanOrEqual(10);
    }
  });
});

describe('matchesGuide', () => {
  const guide = {
    title: 'Public Wi-Fi Safety: What a VPN Protects',
    excerpt: 'The real risks of café, hotel and airport networks.',
    category: 'security',
    tags: ['public-wifi', 'evil-twin'],
    keywords: ['hotspots', 'captive', 'portal'],
  };
  const streaming = {
    title: 'VPNs for Streaming',
    excerpt: 'What a VPN can and cannot do for watching abroad.',
    category: 'streaming',
    tags: [],
    keywords: [],
  };

  it('matches the title and excerpt whatever the case, accents, hyphens or spacing', () => {
    expect(matchesGuide(guide, 'wi-fi', 'all')).toBe(true);
    expect(matchesGuide(guide, 'wifi', 'all')).toBe(true);
    expect(matchesGuide(guide, 'WI FI', 'all')).toBe(true);
    expect(matchesGuide(guide, 'PUBLIC WI', 'all')).toBe(true);
    expect(matchesGuide(guide, 'Airport', 'all')).toBe(true);
    expect(matchesGuide(guide, 'cafe', 'all')).toBe(true);
    expect(matchesGuide(guide, 'streaming', 'all')).toBe(false);
  });

  it('matches tags, the category and the keywords of the body', () => {
    expect(matchesGuide(guide, 'evil twin', 'all')).toBe(true);
    expect(matchesGuide(guide, 'captive portal', 'all')).toBe(true);
    expect(matchesGuide(guide, 'security', 'all')).toBe(true);
  });

  it('finds a streaming guide for a streaming service it does not name', () => {
    expect(matchesGuide(streaming, 'netflix', 'all')).toBe(true);
    expect(matchesGuide(guide, 'netflix', 'all')).toBe(false);
  });

  it('forgives typing errors and unfinished words, and needs every word', () => {
    expect(matchesGuide(guide, 'hotspts', 'all')).toBe(true);
    expect(matchesGuide(guide, 'airp', 'all')).toBe(true);
    expect(matchesGuide(guide, 'airport router', 'all')).toBe(false);
  });

  it('matches every guide for an empty or blank query, and ignores surrounding spaces', () => {
    expect(matchesGuide(guide, '', 'all')).toBe(true);
    expect(matchesGuide(guide, '   ', 'all')).toBe(true);
    expect(matchesGuide(guide, ' hotel ', 'all')).toBe(true);
  });

  it('compares the lowercased guide category; "all" matches every category', () => {
    expect(matchesGuide(guide, '', 'security')).toBe(true);
    expect(matchesGuide(guide, '', 'privacy')).toBe(false);
    expect(matchesGuide({ ...guide, category: 'Security' }, '', 'security')).toBe(true);
  });

  it('needs both the query and the category to match', () => {
    expect(matchesGuide(guide, 'hotel', 'security')).toBe(true);
    expect(matchesGuide(guide, 'hotel', 'beginner')).toBe(false);
    expect(matchesGuide(streaming, 'netflix', 'security')).toBe(false);
  });
});

describe('guideKeywords', () => {
  const bodies = [
    'Captive portals and captive hotspots: a VPN helps on hotel networks. A VPN is a tool.',
    'Routers run firmware; flash the firmware of the router. A VPN is a tool.',
    'Streaming catalogues differ by region. A VPN is a tool.',
  ];

  it("keeps a body's own words, most used first, and never the words every guide uses", () => {
    const [wifi, router] = guideKeywords(bodies);
    expect(wifi?.[0]).toBe('captive');
    expect(wifi).toContain('hotspots');
    expect(router?.[0]).toBe('firmware');
    for (const keywords of guideKeywords(bodies)) {
      expect(keywords).not.toContain('tool');
      expect(keywords.every((k) => k.length >= 4)).toBe(true);
    }
  });

  it('gives every guide of the site keywords that find it', () => {
    const files = readdirSync('content/guides');
    const keywords = guideKeywords(
      files.map((f) => readFileSync(`content/guides/${f}`, 'utf8').replace(/^---[\s\S]*?\n---\n/, '')),
    );
    expect(keywords.every((k) => k.length === GUIDE_KEYWORDS)).toBe(true);
    const routerGuide = keywords[files.indexOf('vpn-on-a-router.md')];
    expect(routerGuide).toContain('firmware');
  });
});

describe('the filter in the URL query', () => {
  it('writes only what differs from the unfiltered list', () => {
    expect(guideFilterQuery({ q: '', category: 'all' })).toBe('');
    expect(guideFilterQuery({ q: 'kill switch', category: 'all' })).toBe('?q=kill+switch');
    expect(guideFilterQuery({ q: '', category: 'privacy' })).toBe('?category=privacy');
    expect(guideFilterQuery({ q: 'wi-fi & vpn', category: 'security' })).toBe(
      '?q=wi-fi+%26+vpn&category=security',
    );
  });

  it('reads back what it writes', () => {
    for (const filter of [
      { q: 'wi-fi & vpn?', category: 'security' as const },
      { q: '', category: 'all' as const },
      { q: 'Ünïcode', category: 'technical' as const },
    ]) {
      expect(parseGuideFilter(guideFilterQuery(filter))).toEqual(filter);
    }
  });

  it('reads an unknown or missing category as all, and a capitalised one as its value', () => {
    expect(parseGuideFilter('?category=cooking')).toEqual({ q: '', category: 'all' });
    expect(parseGuideFilter('?category=__proto__')).toEqual({ q: '', category: 'all' });
    expect(parseGuideFilter('')).toEqual({ q: '', category: 'all' });
    expect(parseGuideFilter('?category=Streaming&q=tv')).toEqual({ q: 'tv', category: 'streaming' });
  });
});

describe('list labels', () => {
  it('titles the section by category', () => {
    expect(guideListTitle('all')).toBe('All Guides');
    expect(guideListTitle('beginner')).toBe('Beginner Guides');
    expect(guideListTitle('technical')).toBe('Technical Guides');
  });

  it('counts the guides found', () => {
    expect(guidesFoundLabel(18)).toBe('18 guides found');
    expect(guidesFoundLabel(0)).toBe('0 guides found');
    expect(guidesFoundLabel(1)).toBe('1 guide found');
  });
});

describe('tagLabel', () => {
  it('reads a tag as words, with names and abbreviations written as people write them', () => {
    expect(tagLabel('vpn-basics')).toBe('VPN basics');
    expect(tagLabel('ip-address')).toBe('IP address');
    expect(tagLabel('five-eyes')).toBe('Five Eyes');
    expect(tagLabel('public-wifi')).toBe('Public Wi-Fi');
    expect(tagLabel('smart-dns')).toBe('Smart DNS');
    expect(tagLabel('qbittorrent')).toBe('qBittorrent');
    expect(tagLabel('privacy')).toBe('Privacy');
  });
});
