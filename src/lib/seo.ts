/**
 * SEO helpers: absolute URLs and JSON-LD builders. Every page's <head> is written by one component
 * (components/layout/Seo.astro) from these.
 */
import { storedUsd, type Usd } from './price';
import { lastChanged } from './dates';
import { isoDate } from './format';
import { SITE } from './site';

/** The longest meta description search results show in full, in characters. */
const META_DESCRIPTION_MAX = 160;

/**
 * A meta description of at most `max` characters: the text as is when it fits, else cut at the last word
 * boundary that leaves room for an ellipsis ("…"). Whitespace runs collapse to one space.
 */
export function metaDescription(text: string, max: number = META_DESCRIPTION_MAX): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const head = clean.slice(0, max);
  // Drop the word cut in half; a single word longer than `max` is cut short by one for the ellipsis.
  const words = /\s/.test(head) ? head.replace(/\s+\S*$/, '') : head.slice(0, max - 1);
  const cut = words.replace(/[\s,;:.–—-]+$/, '');
  return `${cut}…`;
}

/** A JSON-LD node: a schema.org object with @type. */
export type JsonLd = Record<string, unknown> & { '@type': string };

/** An absolute URL for a site path (canonical, og:url, og:image), from the configured `site`. */
export function absoluteUrl(path: string, site: URL | string): string {
  const url = new URL(path, site);
  // Canonical URLs carry no trailing slash (except the home page) and no query or fragment.
  url.search = '';
  url.hash = '';
  if (url.pathname.length > 1) url.pathname = url.pathname.replace(/\/+$/, '');
  return url.href;
}

/**
 * JSON-LD for a <script type="application/ld+json"> element: one graph with the schema.org context.
 * "<" is escaped so text such as "</script>" inside a value cannot end the element.
 */
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

/**
 * A WebPage node for a page's own URL; `datePublished` and `dateModified` (calendar dates, YYYY-MM-DD) when the
 * page shows them.
 */
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

/**
 * An FAQPage of questions and their answers, each answer's paragraphs as one text (paragraphs apart by a blank
 * line), as the page shows them.
 */
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
 * The editorial review as schema.org data: a Product (the VPN service: description, the review's social card as
 * image, an Offer at the lowest price per month whose url is the provider's site, or our review without a link)
 * with our Review of it, rated out of 10 by our scoring model, with pros and cons as positiveNotes and negativeNotes.
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
 * An ItemList of pages in rank order: [{ name, path, position? }] -> ListItems with absolute URLs. `position` is
 * the item's place as the page shows it (equal figures share one, "1, 1, 3"); without it, items are numbered
 * 1, 2, 3 in order.
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

/**
 * An Article node for a guide: dates as ISO calendar dates (YYYY-MM-DD, as on every other page), the site as
 * author and publisher, the page as main entity.
 */
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
