/**
 * The one query module: every page and endpoint reads content through these functions,
 * so ordering and derived fields are decided once.
 */
import { getCollection, getEntry, type CollectionEntry } from 'astro:content';
import { factLedger } from '../../config/fact-ledger';
import type { ChangeEntry, FactLedger } from '../lib/fact-history';
import { allPairs } from '../lib/compare';
import { COMPARISON_SLUGS } from '../lib/comparison';
import type { Criterion } from '../lib/criteria';
import { FIGURES } from '../lib/figures';
import { rank, type Ranked } from '../lib/ranking';
import { guideImagePath, readingTime } from '../lib/guides';

/** A provider as pages and the API use it: the collection data plus its slug (the file name). */
export type VpnService = CollectionEntry<'vpnServices'>['data'] & { slug: string };

/** How many services /api/vpn-services/top and the home page's top cards show. */
const TOP_COUNT = 6;

function toService(entry: CollectionEntry<'vpnServices'>): VpnService {
  return { ...entry.data, slug: entry.id };
}

/** Every provider, highest rating first; ties keep alphabetical order so builds are stable. */
export async function getServices(): Promise<VpnService[]> {
  const entries = await getCollection('vpnServices');
  return entries.map(toService).sort((a, b) => b.rating - a.rating || a.name.localeCompare(b.name));
}

/**
 * The fact ledger: every change to a provider's figures and states, newest first, read once per build from the
 * git history of content/vpn-services/ (config/fact-ledger.ts), or the note pages show when the build has none.
 */
export function getFactLedger(): Promise<FactLedger> {
  return factLedger();
}

/** One provider's ledger entries, newest first. */
export async function getProviderChanges(slug: string): Promise<ChangeEntry[]> {
  return (await factLedger()).entries.filter((entry) => entry.slug === slug);
}

/** Every provider by name, A to Z: the compare picker's options. */
export async function getServicesByName(): Promise<VpnService[]> {
  return (await getServices()).sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * Every pair of distinct providers once, for /compare/{a}-vs-{b}: `a` and `b` in canonical (alphabetical slug)
 * order, the pairs sorted by it. 13 providers give 78 pairs.
 */
export async function getServicePairs(): Promise<{ a: VpnService; b: VpnService }[]> {
  const services = await getServices();
  const find = (slug: string) => services.find((s) => s.slug === slug) ?? services[0];
  return allPairs(services.map((s) => s.slug)).flatMap(([a, b]) => {
    const first = find(a);
    const second = find(b);
    return first && second ? [{ a: first, b: second }] : [];
  });
}

/**
 * Every provider ranked by one criterion: best first, ties sharing a place (in rating order within the tie),
 * providers without the figure last with place null.
 */
export async function getRanking(criterion: Criterion): Promise<Ranked<VpnService>[]> {
  return rank(await getServices(), FIGURES[criterion.figure], criterion.better);
}

/** The top-rated providers for the home page cards and /api/vpn-services/top. */
export async function getTopServices(count: number = TOP_COUNT): Promise<VpnService[]> {
  return (await getServices()).slice(0, count);
}

/** The comparison matrix's services in the spec's order. Throws if a listed slug has no content file. */
export async function getComparisonServices(): Promise<VpnService[]> {
  const bySlug = new Map((await getServices()).map((s) => [s.slug, s]));
  return COMPARISON_SLUGS.map((slug) => {
    const service = bySlug.get(slug);
    if (!service)
      throw new Error(`Comparison lists "${slug}" but content/vpn-services/${slug}.json is missing`);
    return service;
  });
}

/** The long editorial review of a provider, ready for `render()`, or undefined. */
export async function getEditorialReview(slug: string): Promise<CollectionEntry<'vpnReviews'> | undefined> {
  return getEntry('vpnReviews', slug);
}

/**
 * A guide as pages, the feed and the API use it: the collection data plus its slug (the file name),
 * the Markdown body as `content`, `readTime` in minutes computed from that body, and `imageUrl` its social card.
 */
export type Guide = CollectionEntry<'guides'>['data'] & {
  slug: string;
  content: string;
  readTime: number;
  imageUrl: string;
};

function toGuide(entry: CollectionEntry<'guides'>): Guide {
  const content = entry.body ?? '';
  return {
    ...entry.data,
    slug: entry.id,
    content,
    readTime: readingTime(content),
    imageUrl: guideImagePath(entry.id),
  };
}

/** Every guide, newest first; guides published the same day keep alphabetical order so builds are stable. */
export async function getGuides(): Promise<Guide[]> {
  const entries = await getCollection('guides');
  return entries
    .map(toGuide)
    .sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime() || a.title.localeCompare(b.title));
}

/** The guides flagged `featured`, newest first: the home page's #guides section and /api/guides/featured. */
export async function getFeaturedGuides(): Promise<Guide[]> {
  return (await getGuides()).filter((guide) => guide.featured);
}

/** A guide's collection entry, ready for `render()`, or undefined. */
export async function getGuideEntry(slug: string): Promise<CollectionEntry<'guides'> | undefined> {
  return getEntry('guides', slug);
}

/** About and the legal pages (`content/pages/*.md`), ready for `render()`; the entry id is the URL slug. */
export async function getPages(): Promise<CollectionEntry<'pages'>[]> {
  return getCollection('pages');
}

/** The FAQ's sections in the order of content/faq.json, each with its question items. */
export async function getFaqSections(): Promise<CollectionEntry<'faq'>[]> {
  return (await getCollection('faq')).sort((a, b) => a.data.order - b.data.order);
}
