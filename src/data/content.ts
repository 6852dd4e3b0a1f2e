/**
 * The one query module: pages and endpoints read content through these functions, so ordering and derived
 * fields are decided once. (Node tools outside Astro read the provider files with config/provider-files.ts.)
 */
import { getCollection, getEntry, type CollectionEntry } from 'astro:content';
import { factLedger } from './ledger-from-git';
import type { ChangeEntry, FactLedger } from '../lib/fact-history';
import { allPairs } from '../lib/compare';
import type { Criterion } from '../lib/criteria';
import { FIGURES } from '../lib/figures';
import { rank, type Ranked } from '../lib/ranking';
import { byModel } from '../lib/score';
import { guideImagePath, readingTime } from '../lib/guides';
import { sourceRegistry, type SourceRegistry } from '../lib/evidence';
import { publisherRows, type PublisherRow } from '../lib/source-owners';
import { resolveText, type TemplateContext } from '../lib/templates';
import {
  matrixServices,
  publishServices,
  statedPrices,
  templateContext,
  type StatedPrice,
  type VpnService,
  type VpnServiceFile,
} from '../lib/vpn-service';

export type { VpnService } from '../lib/vpn-service';

/** How many services /api/vpn-services/top and the home page's top cards show. */
const TOP_COUNT = 6;

/**
 * The sources and their publishers (content/sources.json, publishers.json): what fact source ids resolve to.
 */
async function getSourceRegistry(): Promise<SourceRegistry> {
  const [sources, publishers] = await Promise.all([getCollection('sources'), getCollection('publishers')]);
  return sourceRegistry(
    sources.map((entry) => entry.data),
    publishers.map((entry) => entry.data),
  );
}

/** The publishers our facts cite, with their owners, brands and whom they are cited for (/owners). */
export async function getSourcePublishers(): Promise<PublisherRow[]> {
  const [files, registry, entries] = await Promise.all([
    getServiceFiles(),
    getSourceRegistry(),
    getCollection('publishers'),
  ]);
  const notes = new Map(entries.flatMap((e) => (e.data.note ? [[e.data.id, e.data.note] as const] : [])));
  return publisherRows(files, registry, notes);
}

/** A provider's prices as billed in another currency, with the dated rate our USD figures use (none: all USD). */
export async function getStatedPrices(slug: string): Promise<StatedPrice[]> {
  const file = (await getServiceFiles()).find((f) => f.slug === slug);
  return file ? statedPrices(file, await getSourceRegistry()) : [];
}

/** The provider files as stored, each with its slug (the file name). */
async function getServiceFiles(): Promise<VpnServiceFile[]> {
  return (await getCollection('vpnServices')).map((entry) => ({ ...entry.data, slug: entry.id }));
}

/**
 * Every provider as pages show it (tokens resolved, cells and prices derived), in the scoring model's order
 * (src/lib/score.ts byModel).
 * @throws TemplateError naming the file, field and token of a text that cannot be resolved.
 */
export async function getServices(): Promise<VpnService[]> {
  return publishServices(await getServiceFiles(), await getSourceRegistry()).sort(byModel());
}

/** getStaticPaths of /vpn/{slug}, /vpn/{slug}/reviews and /data/{slug}: each provider, `service` as props. */
export async function servicePaths() {
  return (await getServices()).map((service) => ({ params: { slug: service.slug }, props: { service } }));
}

/**
 * What text tokens read: every provider's facts and the site's counts and ranges; `slug` names the provider
 * whose text it is, so `[[servers]]` means its own.
 */
export async function getTemplateContext(slug: string | null = null): Promise<TemplateContext> {
  const files = await getServiceFiles();
  const self = slug === null ? null : (files.find((f) => f.slug === slug) ?? null);
  if (slug !== null && !self) throw new Error(`content/vpn-services/${slug}.json is missing`);
  return templateContext(files, self);
}

/** The fact ledger: every change to a provider's figures and states, newest first, from git history. */
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

/** Every pair of distinct providers once, for /compare/{a}-vs-{b}, in canonical (alphabetical slug) order. */
export async function getServicePairs(): Promise<{ a: VpnService; b: VpnService }[]> {
  const bySlug = new Map((await getServices()).map((s) => [s.slug, s] as const));
  return allPairs([...bySlug.keys()]).flatMap(([a, b]) => {
    const [first, second] = [bySlug.get(a), bySlug.get(b)];
    return first && second ? [{ a: first, b: second }] : [];
  });
}

/**
 * Every provider ranked by one criterion: best first, ties sharing a place, those without the figure last.
 */
export async function getRanking(criterion: Criterion): Promise<Ranked<VpnService>[]> {
  return rank(await getServices(), FIGURES[criterion.figure]);
}

/**
 * The editors' words for a ranking page (content/rankings.json).
 * @throws Error naming the file and slug when the ranking has no entry there.
 */
export async function getRankingNote(slug: string): Promise<CollectionEntry<'rankingNotes'>['data']> {
  const entry = await getEntry('rankingNotes', slug);
  if (!entry) throw new Error(`content/rankings.json has no entry for the ranking "${slug}": add one`);
  return entry.data;
}

/** The top-rated providers for the home page cards and /api/vpn-services/top. */
export async function getTopServices(count: number = TOP_COUNT): Promise<VpnService[]> {
  return (await getServices()).slice(0, count);
}

/**
 * The comparison matrix's services in column order: the providers whose file sets `matrixColumn`.
 * @throws Error naming both files when two set the same column.
 */
export async function getComparisonServices(): Promise<VpnService[]> {
  return matrixServices(await getServices());
}

/** The reviewed providers without a column in the comparison matrix (no `matrixColumn`), in score order. */
export async function getServicesOutsideMatrix(): Promise<VpnService[]> {
  return (await getServices()).filter((s) => s.matrixColumn === undefined);
}

/** The long editorial review of a provider, ready for `render()`, or undefined. */
export async function getEditorialReview(slug: string): Promise<CollectionEntry<'vpnReviews'> | undefined> {
  return getEntry('vpnReviews', slug);
}

/**
 * A guide: its data, slug, Markdown body as `content`, `readTime` in minutes, and `imageUrl` its social card.
 */
export type Guide = CollectionEntry<'guides'>['data'] & {
  slug: string;
  content: string;
  readTime: number;
  imageUrl: string;
};

function toGuide(entry: CollectionEntry<'guides'>, ctx: TemplateContext): Guide {
  const content = resolveText(entry.body ?? '', ctx, `content/guides/${entry.id}.md`);
  return {
    ...entry.data,
    slug: entry.id,
    content,
    readTime: readingTime(content),
    imageUrl: guideImagePath(entry.id),
  };
}

/** Every guide, newest first; guides of the same day in alphabetical order. */
export async function getGuides(): Promise<Guide[]> {
  const entries = await getCollection('guides');
  const ctx = await getTemplateContext();
  return entries
    .map((entry) => toGuide(entry, ctx))
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

/** The FAQ's sections in the order of content/faq.json, each with its question items, answers' tokens resolved. */
export async function getFaqSections(): Promise<CollectionEntry<'faq'>[]> {
  const ctx = await getTemplateContext();
  return (await getCollection('faq'))
    .sort((a, b) => a.data.order - b.data.order)
    .map((section) => ({
      ...section,
      data: {
        ...section.data,
        items: section.data.items.map((item) => ({
          ...item,
          answer: item.answer.map((text, i) =>
            resolveText(text, ctx, `content/faq.json: "${item.id}" answer[${String(i)}]`),
          ),
        })),
      },
    }));
}

/** The home page's buying criteria (content/vpn-criteria.json), in the file's order. */
export async function getCriteria(): Promise<CollectionEntry<'vpnCriteria'>['data'][]> {
  return (await getCollection('vpnCriteria')).map((entry) => entry.data);
}

/** The verified testimonials (content/testimonials.json), in the file's order; there are none yet. */
export async function getTestimonials(): Promise<CollectionEntry<'testimonials'>['data'][]> {
  return (await getCollection('testimonials')).map((entry) => entry.data);
}
