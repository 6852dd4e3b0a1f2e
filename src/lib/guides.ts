/**
 * Guide logic shared by the build and the filter island: categories, reading time, the list filter rule and
 * its URL query. Pure functions (no `astro:content` at run time): the browser runs the rule the tests check.
 */
import type { CollectionEntry } from 'astro:content';
import { indexTerms, matchesQuery } from './search-text';

export type GuideCategory = CollectionEntry<'guides'>['data']['category'];

/** The category filter's value: one category, or every guide. */
export type CategoryFilter = GuideCategory | 'all';

/** Every category with its label and badge colour, in the dropdown's order (a Record: none can be missed). */
export const GUIDE_CATEGORIES: Readonly<
  Record<GuideCategory, { label: string; color: 'green' | 'purple' | 'blue' | 'amber' | 'slate' }>
> = {
  beginner: { label: 'Beginner', color: 'green' },
  streaming: { label: 'Streaming', color: 'purple' },
  security: { label: 'Security', color: 'blue' },
  privacy: { label: 'Privacy', color: 'amber' },
  technical: { label: 'Technical', color: 'slate' },
};

/** Reading speed behind every read time, in words per minute. */
const WORDS_PER_MINUTE = 200;

/** A guide's picture: its social card (1200x630 PNG), drawn at build time by src/pages/og/[kind]/[slug].png.ts. */
export function guideImagePath(slug: string): string {
  return `/og/guides/${slug}.png`;
}

/**
 * Reading time of a Markdown body in whole minutes (at least 1), not counting link targets, tags and marks.
 */
export function readingTime(markdown: string): number {
  const text = markdown
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, ' ');
  const words = text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

/** What the filter reads of a guide: its words, its tags and the keywords of its body (guideKeywords()). */
export interface GuideFilterFields {
  title: string;
  excerpt: string;
  category: string;
  tags: readonly string[];
  keywords: readonly string[];
}

/**
 * The list's filter rule: the guide is in `category` (or it is 'all'), and `query` ("" for all) matches its
 * title, excerpt, category, tags or body keywords by the site's matching rules (src/lib/search-text.ts).
 */
export function matchesGuide(guide: GuideFilterFields, query: string, category: string): boolean {
  if (category !== 'all' && guide.category.toLowerCase() !== category) return false;
  const key = guide.category.toLowerCase();
  const categoryLabel = isCategory(key) ? GUIDE_CATEGORIES[key].label : guide.category;
  const text = [guide.title, guide.excerpt, categoryLabel, ...guide.tags.map(tagLabel), ...guide.keywords];
  return matchesQuery(new Set(indexTerms(text.join(' '))), query);
}

/** How many body keywords each guide carries for the filter. */
export const GUIDE_KEYWORDS = 30;

/**
 * The words of each guide's body most particular to it, for the filter: its GUIDE_KEYWORDS terms of four
 * letters or more with the highest tf-idf, best first (a term every guide uses scores 0 and is never one).
 */
export function guideKeywords(bodies: readonly string[]): string[][] {
  const counts = bodies.map((body) => {
    const terms = new Map<string, number>();
    for (const term of indexTerms(body)) {
      if (term.length >= 4 && !/^\d+$/.test(term)) terms.set(term, (terms.get(term) ?? 0) + 1);
    }
    return terms;
  });
  const guidesUsing = new Map<string, number>();
  for (const terms of counts)
    for (const term of terms.keys()) guidesUsing.set(term, (guidesUsing.get(term) ?? 0) + 1);
  return counts.map((terms) =>
    [...terms]
      .map(([term, count]) => ({
        term,
        score: count * Math.log(bodies.length / (guidesUsing.get(term) ?? 1)),
      }))
      .filter(({ score }) => score > 0)
      .sort((a, b) => b.score - a.score || a.term.localeCompare(b.term))
      .slice(0, GUIDE_KEYWORDS)
      .map(({ term }) => term),
  );
}

/** The filter as the URL query carries it: /guides?q=wifi&category=security. */
export interface GuideFilter {
  q: string;
  category: CategoryFilter;
}

function isCategory(value: string): value is GuideCategory {
  return Object.hasOwn(GUIDE_CATEGORIES, value);
}

/** Reads the filter from a URL query string ("?q=...&category=..."); an unknown category reads as 'all'. */
export function parseGuideFilter(search: string): GuideFilter {
  const params = new URLSearchParams(search);
  const category = (params.get('category') ?? '').toLowerCase();
  return { q: params.get('q') ?? '', category: isCategory(category) ? category : 'all' };
}

/** The URL query for a filter ("?q=wifi&category=security"), leaving out defaults; "" for the unfiltered list. */
export function guideFilterQuery({ q, category }: GuideFilter): string {
  const params = new URLSearchParams();
  if (q !== '') params.set('q', q);
  if (category !== 'all') params.set('category', category);
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}

/** The list's section title: "All Guides" or "{Category} Guides". */
export function guideListTitle(category: CategoryFilter): string {
  return category === 'all' ? 'All Guides' : `${GUIDE_CATEGORIES[category].label} Guides`;
}

/** The count badge: "18 guides found", "1 guide found". */
export function guidesFoundLabel(count: number): string {
  return `${count} ${count === 1 ? 'guide' : 'guides'} found`;
}

/** How tag words are written where they are not plain lowercase words. */
const TAG_WORDS: Readonly<Record<string, string>> = {
  vpn: 'VPN',
  ip: 'IP',
  dns: 'DNS',
  ikev2: 'IKEv2',
  ipv6: 'IPv6',
  p2p: 'P2P',
  tor: 'Tor',
  tv: 'TV',
  webrtc: 'WebRTC',
  wireguard: 'WireGuard',
  openvpn: 'OpenVPN',
  qbittorrent: 'qBittorrent',
  wifi: 'Wi-Fi',
  eyes: 'Eyes',
};

/** A tag as people read it: "vpn-basics" -> "VPN basics", "public-wifi" -> "Public Wi-Fi", "five-eyes" -> "Five Eyes". */
export function tagLabel(tag: string): string {
  return tag
    .split('-')
    .map((word, i) => TAG_WORDS[word] ?? (i === 0 ? word.charAt(0).toUpperCase() + word.slice(1) : word))
    .join(' ');
}
