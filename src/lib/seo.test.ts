import { describe, expect, it } from 'vitest';
import { absoluteUrl, article, breadcrumbList, jsonLdScript } from './seo';

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
      datePublished: '2026-03-04T00:00:00.000Z',
      dateModified: '2026-11-10T00:00:00.000Z',
      author: { '@type': 'Organization', name: 'VPN Compass' },
      publisher: { '@type': 'Organization', name: 'VPN Compass', logo: 'https://example.org/favicon.svg' },
      articleSection: 'Beginner',
      keywords: 'vpn-basics, encryption',
    });
  });
});
