/** SEO helpers: absolute URLs and JSON-LD builders, for the <head> components/layout/Seo.astro writes. */
import { storedUsd, type Usd } from './price';
import { lastChanged } from './dates';
import { isoDate } from './format';
import { SITE } from './site';

/** The longest meta description search results show in full, in characters. */
const META_DESCRIPTION_MAX = 160;

/** A meta description of at most `max` characters, cut at a word with "…" (whitespace runs collapse to one). */
export function metaDescription(text: string, max: number = META_DESCRIPTION_MAX): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const head = clean.slice(0, max);
  // A single word longer than `max` is cut short by one for the ellipsis.
  const words = /\s/.test(head) ? head.replace(/\s+\S*$/, '') : head.slice(0, max - 1);
  const cut = words.replace(/[\s,;:.–—-]+$/, '');
  return `${cut}…`;
}

/** A JSON-LD node: a schema.org object with @type. */
export type JsonLd = Record<string, unknown> & { '@type': string };

/** An absolute URL for a site path, with no query, fragment or trailing slash (but the home page's). */
export function absoluteUrl(path: string, site: URL | string): string {
  const url = new URL(path, site);
  url.search = '';
  url.hash = '';
  if (url.pathname.length > 1) url.pathname = url.pathname.replace(/\/+$/, '');
  return url.href;
}

/** JSON-LD for a <script type="application/ld+json">, "<" escaped so "</script>" in a value cannot end it. */
export function jsonLdScript(nodes: readonly JsonLd[]): string {
  const data =
    nodes.length === 1
      ? { '@context': 'https://schema.org', ...nodes[0] }
      : { '@context': 'https://schema.org', '@graph': nodes };
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** A BreadcrumbList from [name, path] pairs, first to last. */
export function breadcrumbList(items: readonly (readonly [string, string])[], site: URL | string): JsonLd {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: items.map(([name, path], index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name,
      item: absoluteUrl(path, site),
    })),
  };
}

/** The publisher of every page, referenced by WebPage, Article and Review nodes. */
export function organization(site: URL | string): JsonLd {
  return {
    '@type': 'Organization',
    name: SITE.name,
    url: absoluteUrl('/', site),
    logo: absoluteUrl('/favicon.svg', site),
  };
}

/** A WebPage node for a page's own URL, with the dates (YYYY-MM-DD) the page shows. */
export function webPage(opts: {
  name: string;
  description: string;
  path: string;
  site: URL | string;
  datePublished?: Date | undefined;
  dateModified?: Date | undefined;
}): JsonLd {
  return {
    '@type': 'WebPage',
    name: opts.name,
    description: opts.description,
    url: absoluteUrl(opts.path, opts.site),
    inLanguage: 'en',
    isPartOf: { '@type': 'WebSite', name: SITE.name, url: absoluteUrl('/', opts.site) },
    ...(opts.datePublished && { datePublished: isoDate(opts.datePublished) }),
    ...(opts.dateModified && { dateModified: isoDate(opts.dateModified) }),
  };
}

/** An FAQPage of questions and their answers, each answer's paragraphs joined by a blank line. */
export function faqPage(items: readonly { question: string; answer: readonly string[] }[]): JsonLd {
  return {
    '@type': 'FAQPage',
    mainEntity: items.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer.join('\n\n') },
    })),
  };
}

/** The fields a provider's review JSON-LD reads. */
export interface ReviewedProvider {
  name: string;
  slug: string;
  /** The Overview paragraph: the Product's description. */
  description: string;
  summary: string;
  /** Our score under the published model (src/lib/score.ts), out of 10. */
  score: { overall: number };
  pros: readonly string[];
  cons: readonly string[];
  publishedAt: Date;
  updatedAt?: Date | undefined;
  /** Lowest price per month; null leaves the Offer out. */
  pricePerMonth: Usd | null;
  affiliateUrl?: string | undefined;
}

const itemList = (items: readonly string[]) => ({
  '@type': 'ItemList',
  itemListElement: items.map((name, index) => ({ '@type': 'ListItem', position: index + 1, name })),
});

/**
 * The editorial review as schema.org data: a Product (an Offer at the lowest price per month, linking the
 * provider's site, else our review) with our Review of it, rated out of 10, pros and cons as positiveNotes
 * and negativeNotes.
 */
export function providerReview(p: ReviewedProvider, site: URL | string): JsonLd {
  const publisher = organization(site);
  return {
    '@type': 'Product',
    name: p.name,
    description: p.description,
    image: absoluteUrl(`/og/vpn/${p.slug}.png`, site),
    brand: { '@type': 'Brand', name: p.name },
    category: 'VPN service',
    ...(p.affiliateUrl ? { url: p.affiliateUrl } : {}),
    ...(p.pricePerMonth === null
      ? {}
      : {
          offers: {
            '@type': 'Offer',
            price: storedUsd(p.pricePerMonth),
            priceCurrency: 'USD',
            description: 'Lowest price per month',
            url: p.affiliateUrl ?? absoluteUrl(`/vpn/${p.slug}`, site),
          },
        }),
    review: {
      '@type': 'Review',
      name: `${p.name} review`,
      url: absoluteUrl(`/vpn/${p.slug}`, site),
      reviewBody: p.summary,
      reviewRating: { '@type': 'Rating', ratingValue: p.score.overall, bestRating: 10, worstRating: 0 },
      author: publisher,
      publisher,
      datePublished: isoDate(p.publishedAt),
      dateModified: isoDate(lastChanged(p)),
      positiveNotes: itemList(p.pros),
      negativeNotes: itemList(p.cons),
    },
  };
}

/**
 * An ItemList of pages in rank order, with absolute URLs. `position` is the place the page shows (ties share
 * one, "1, 1, 3"); without it, items are numbered in order.
 */
export function rankedList(
  name: string,
  items: readonly { name: string; path: string; position?: number }[],
  site: URL | string,
): JsonLd {
  return {
    '@type': 'ItemList',
    name,
    numberOfItems: items.length,
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: item.position ?? index + 1,
      name: item.name,
      url: absoluteUrl(item.path, site),
    })),
  };
}

/** An Article node for a guide: dates as YYYY-MM-DD, the site as author and publisher. */
export function article(opts: {
  headline: string;
  description: string;
  path: string;
  /** Site path of a raster image (search engines do not take SVG). */
  imagePath: string;
  datePublished: Date;
  dateModified: Date;
  section?: string;
  keywords?: readonly string[];
  site: URL | string;
}): JsonLd {
  const url = absoluteUrl(opts.path, opts.site);
  return {
    '@type': 'Article',
    headline: opts.headline,
    description: opts.description,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    image: absoluteUrl(opts.imagePath, opts.site),
    datePublished: isoDate(opts.datePublished),
    dateModified: isoDate(opts.dateModified),
    author: organization(opts.site),
    publisher: organization(opts.site),
    inLanguage: 'en',
    ...(opts.section ? { articleSection: opts.section } : {}),
    ...(opts.keywords && opts.keywords.length > 0 ? { keywords: opts.keywords.join(', ') } : {}),
  };
}
