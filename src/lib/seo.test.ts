import { describe, expect, it } from 'vitest';
import {
  absoluteUrl,
  article,
  breadcrumbList,
  jsonLdScript,
  metaDescription,
  providerReview,
  rankedList,
  webPage,
} from './seo';
import { listPositions, rank } from './ranking';
import { usd } from './price';

const site = 'https://example.org';

describe('absoluteUrl', () => {
  it('makes canonical URLs absolute, without a trailing slash, query or fragment', () => {
    expect(absoluteUrl('/', site)).toBe('https://example.org/');
    expect(absoluteUrl('/vpn/nordvpn/', site)).toBe('https://example.org/vpn/nordvpn');
    expect(absoluteUrl('/guides?q=wifi#top', site)).toBe('https://example.org/guides');
  });
});

describe('jsonLdScript', () => {
  it('adds the schema.org context and cannot close its script element', () => {
    const text = jsonLdScript([{ '@type': 'WebPage', name: '</script><script>alert(1)</script>' }]);
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebPage',
      name: '</script><script>alert(1)</script>',
    });
  });

  it('puts several nodes in one graph', () => {
    const parsed = JSON.parse(jsonLdScript([{ '@type': 'WebPage' }, { '@type': 'BreadcrumbList' }]));
    expect(parsed['@graph']).toHaveLength(2);
  });
});

describe('breadcrumbList', () => {
  it('numbers the crumbs from 1 with absolute URLs', () => {
    const crumbs = breadcrumbList(
      [
        ['Home', '/'],
        ['FAQ', '/faq'],
      ],
      site,
    );
    expect(crumbs.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://example.org/' },
      { '@type': 'ListItem', position: 2, name: 'FAQ', item: 'https://example.org/faq' },
    ]);
  });
});

describe('providerReview', () => {
  it('describes our review of the product, scored out of 10 by our model, with pros and cons', () => {
    const node = providerReview(
      {
        name: 'NordVPN',
        slug: 'nordvpn',
        description: 'A VPN from Panama.',
        summary: 'Top rated.',
        score: { overall: 7.8 },
        pros: ['Fast', 'Large network'],
        cons: ['Pricey monthly'],
        publishedAt: new Date('2026-11-21'),
        updatedAt: new Date('2026-11-24'),
        pricePerMonth: usd(3.39),
      },
      site,
    );
    const review = node.review as Record<string, unknown>;
    expect(node['@type']).toBe('Product');
    expect(review.reviewRating).toEqual({
      '@type': 'Rating',
      ratingValue: 7.8,
      bestRating: 10,
      worstRating: 0,
    });
    expect(review.url).toBe('https://example.org/vpn/nordvpn');
    expect(review.datePublished).toBe('2026-11-21');
    expect(review.dateModified).toBe('2026-11-24');
    expect(review.positiveNotes).toEqual({
      '@type': 'ItemList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Fast' },
        { '@type': 'ListItem', position: 2, name: 'Large network' },
      ],
    });
    expect((review.author as Record<string, unknown>).name).toBe('VPN Compass');
    expect(node.description).toBe('A VPN from Panama.');
    expect(node.image).toBe('https://example.org/og/vpn/nordvpn.png');
    expect(node.offers).toMatchObject({
      price: '3.39',
      priceCurrency: 'USD',
      url: 'https://example.org/vpn/nordvpn',
    });
  });

  it("offers the provider's site when there is an affiliate link", () => {
    const node = providerReview(
      {
        name: 'Surfshark',
        slug: 'surfshark',
        description: 'A VPN.',
        summary: 'Good.',
        score: { overall: 7.1 },
        pros: [],
        cons: [],
        publishedAt: new Date('2026-11-21'),
        pricePerMonth: usd(2.19),
        affiliateUrl: 'https://surfshark.com/',
      },
      site,
    );
    expect((node.offers as Record<string, unknown>).url).toBe('https://surfshark.com/');
    // Never changed since publication: modified on the day it was published.
    expect((node.review as Record<string, unknown>).dateModified).toBe('2026-11-21');
  });
});

describe('metaDescription', () => {
  it('keeps a description that fits and cuts a longer one at a word boundary with an ellipsis', () => {
    expect(metaDescription('  Short   text. ')).toBe('Short text.');
    const long = `${'word '.repeat(40)}end`;
    const cut = metaDescription(long);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut).toMatch(/ word…$/);
    expect(metaDescription('one two, three', 10)).toBe('one two…');
    expect(metaDescription('x'.repeat(160))).toHaveLength(160);
    expect(metaDescription('x'.repeat(200))).toHaveLength(160);
  });
});

describe('rankedList', () => {
  it('numbers the items in order with absolute URLs', () => {
    const list = rankedList(
      'Top',
      [
        { name: 'A', path: '/vpn/a' },
        { name: 'B', path: '/vpn/b' },
      ],
      site,
    );
    expect(list.numberOfItems).toBe(2);
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'A', url: 'https://example.org/vpn/a' },
      { '@type': 'ListItem', position: 2, name: 'B', url: 'https://example.org/vpn/b' },
    ]);
  });

  it("gives a ranking's shared places as shared positions and leaves out the providers it does not rank", () => {
    // $1.99, $1.99, $2.19, unknown: the table shows places 1, 1, 3 and "Not ranked".
    const prices = [
      { name: 'PureVPN', price: 1.99 },
      { name: 'Surfshark', price: 2.19 },
      { name: 'ESET VPN', price: null },
      { name: 'VeePN', price: 1.99 },
    ];
    const ranked = listPositions(rank(prices, { value: (p) => p.price, better: 'lower' }));
    const list = rankedList(
      'By price',
      ranked.map(({ item, position }) => ({ name: item.name, path: `/vpn/${item.name}`, position })),
      site,
    );
    expect(list.numberOfItems).toBe(3);
    expect(
      (list.itemListElement as { position: number; name: string }[]).map((e) => [e.position, e.name]),
    ).toEqual([
      [1, 'PureVPN'],
      [1, 'VeePN'],
      [3, 'Surfshark'],
    ]);
  });
});

describe('article', () => {
  it('describes a guide with absolute URLs, ISO dates and the site as author and publisher', () => {
    const node = article({
      headline: 'What Is a VPN?',
      description: 'How it works.',
      path: '/guides/what-is-a-vpn',
      imagePath: '/og/guides/what-is-a-vpn.png',
      datePublished: new Date('2026-03-04'),
      dateModified: new Date('2026-11-10'),
      section: 'Beginner',
      keywords: ['vpn-basics', 'encryption'],
      site,
    });
    expect(node).toMatchObject({
      '@type': 'Article',
      headline: 'What Is a VPN?',
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://example.org/guides/what-is-a-vpn' },
      image: 'https://example.org/og/guides/what-is-a-vpn.png',
      datePublished: '2026-03-04',
      dateModified: '2026-11-10',
      author: { '@type': 'Organization', name: 'VPN Compass' },
      publisher: { '@type': 'Organization', name: 'VPN Compass', logo: 'https://example.org/favicon.svg' },
      articleSection: 'Beginner',
      keywords: 'vpn-basics, encryption',
    });
  });
});

describe('webPage', () => {
  it('dates the page only when it shows a date', () => {
    const base = { name: 'Terms of Service', description: 'Terms', path: '/terms-of-service', site };
    expect(webPage(base)).not.toHaveProperty('dateModified');
    expect(webPage(base)).not.toHaveProperty('datePublished');
    expect(
      webPage({ ...base, datePublished: new Date('2026-11-21'), dateModified: new Date('2026-11-24') }),
    ).toMatchObject({
      url: 'https://example.org/terms-of-service',
      datePublished: '2026-11-21',
      dateModified: '2026-11-24',
    });
  });
});
