import { describe, expect, it } from 'vitest';
import { absoluteUrl, breadcrumbList, faqPage, jsonLdScript, webPage } from './seo';

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

describe('webPage', () => {
  it('dates the page only when it shows a date', () => {
    const base = { name: 'Terms of Service', description: 'Terms', path: '/terms-of-service', site };
    expect(webPage(base)).not.toHaveProperty('dateModified');
    expect(webPage({ ...base, dateModified: new Date('2024-12-15') })).toMatchObject({
      url: 'https://example.org/terms-of-service',
      dateModified: '2024-12-15',
    });
  });
});

describe('faqPage', () => {
  it('lists every question with its paragraphs as the accepted answer', () => {
    const node = faqPage({
      name: 'FAQ',
      description: 'Questions',
      path: '/faq',
      site,
      questions: [
        { question: 'Is it legal?', answer: ['Mostly.', 'Check local rules.'] },
        { question: 'How much?', answer: ['$2-15 per month.'] },
      ],
    });
    expect(node['@type']).toBe('FAQPage');
    expect(node.url).toBe('https://example.org/faq');
    expect(node.mainEntity).toEqual([
      { '@type': 'Question', name: 'Is it legal?', acceptedAnswer: { '@type': 'Answer', text: 'Mostly.\n\nCheck local rules.' } },
      { '@type': 'Question', name: 'How much?', acceptedAnswer: { '@type': 'Answer', text: '$2-15 per month.' } },
    ]);
  });
});
