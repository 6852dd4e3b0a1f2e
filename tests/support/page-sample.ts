/**
 * Test fixture: the pages built from provider data by one template (/compare/{a}-vs-{b}, /best/{criterion}, and a
 * provider's /data/{slug}, /changes/{slug} and /vpn/{slug}/reviews) that stand for all the others where a check
 * costs too much to run on every page (axe, in tests/browser/pages.spec.ts). The sample is chosen from the data and
 * the build each time, so it follows the providers as they change:
 *
 * - each page is described by what can make its markup differ from its template's other pages: from the data,
 *   every row of the pair table by its key and outcome (a side leads, a tie, ranges that overlap, a figure not in
 *   our data, a split network, a fact), the bottom line with a pick or none, a company above both, "look
 *   elsewhere" and the editors' notes present or absent, a side with no reason to choose it, a fact with two
 *   readings (disputed: a source that is not weak gives another value); for a ranking, a yes/no figure, shared
 *   places and providers left unranked; and from the built page, every shape of element in its <main> (tag,
 *   classes, attribute names, and the values of the attributes that name a state: data-lead, data-row, role…),
 *   which catches a branch of a component that the list above does not name; for a provider's own pages, every
 *   state and grade of its facts and every disputed fact, and the same shapes of markup;
 * - the sample starts with the compare page whose two names are longest (for user reviews, the page of the provider
 *   the browser tests give published reviews, whose frame the server fills), then adds, while any feature is not
 *   yet covered, the page that covers most of those left (ties go to the page listed first): a smallest-set cover,
 *   found greedily, of every feature any page of the template has.
 *
 * `npx tsx tests/support/page-sample.ts` prints the sample and why each page is in it.
 */
import { parse } from 'node-html-parser';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pairPath } from '../../src/lib/compare';
import { CRITERIA } from '../../src/lib/criteria';
import { factRecords, isDisputed } from '../../src/lib/provenance';
import { FIGURES } from '../../src/lib/figures';
import { pairRows } from '../../src/lib/pair-rows';
import { rank } from '../../src/lib/ranking';
import { pairVerdict } from '../../src/lib/verdict';
import type { VpnService } from '../../src/lib/vpn-service';
import { byRanking, loadProviders } from './providers';

/** A page of the sample and the features it was the first to cover (its reasons to be there). */
export interface SampledPage {
  url: string;
  reasons: string[];
}

/** A candidate page and its features. */
interface Candidate {
  url: string;
  features: readonly string[];
}

/**
 * A small set of candidates that together have every feature any candidate has: `first` (when given, for its
 * reason), then repeatedly the candidate with the most features not yet covered, the earliest listed on a tie.
 */
export function coverSample(
  candidates: readonly Candidate[],
  first?: { url: string; reason: string },
): SampledPage[] {
  const left = new Set(candidates.flatMap((c) => c.features));
  const sample: SampledPage[] = [];
  const take = (candidate: Candidate, reason?: string) => {
    const reasons = [...new Set(candidate.features)].filter((f) => left.has(f));
    for (const feature of reasons) left.delete(feature);
    sample.push({ url: candidate.url, reasons: reason ? [reason, ...reasons] : reasons });
  };
  const start = candidates.find((c) => c.url === first?.url);
  if (start) take(start, first?.reason);
  while (left.size > 0) {
    let best: Candidate | undefined;
    let most = 0;
    for (const candidate of candidates) {
      const count = new Set(candidate.features.filter((f) => left.has(f))).size;
      if (count > most) [best, most] = [candidate, count];
    }
    if (!best) break;
    take(best);
  }
  return sample;
}

/** Attributes whose value names a state or a kind of row, not a text: part of an element's shape. */
const STATE_ATTRIBUTES = ['data-lead', 'data-row', 'data-side', 'data-testid', 'role', 'scope', 'type'];

/** Every shape of element in the built page's <main>: "markup td.px-3… [class,data-side] data-side=first". */
function markupShapes(url: string): string[] {
  const html = readFileSync(join('dist', `${url}.html`), 'utf8');
  const shapes = new Set<string>();
  for (const element of parse(html).querySelector('main')?.querySelectorAll('*') ?? []) {
    const names = Object.keys(element.attributes).sort();
    const states = STATE_ATTRIBUTES.filter((name) => element.hasAttribute(name)).map(
      (name) => `${name}=${element.getAttribute(name) ?? ''}`,
    );
    const classes = [...element.classList.values()].sort().join('.');
    shapes.add(`markup ${element.tagName.toLowerCase()}.${classes} [${names.join(',')}] ${states.join(' ')}`);
  }
  return [...shapes];
}

/** A provider's disputed facts (a source that is not weak gives another value: src/lib/evidence.ts), by group. */
function disputed(service: VpnService): string[] {
  return Object.entries(service.provenance).flatMap(([key, p]) => (isDisputed(p) ? [key] : []));
}

/** What can make a compare page's markup differ from another's, from the data. */
function pairFeatures(a: VpnService, b: VpnService, all: readonly VpnService[]): string[] {
  const rows = pairRows(a, b);
  const verdict = pairVerdict(a, b, rows, all);
  return [
    ...rows.map((row) => {
      const outcome = row.lead === 'first' || row.lead === 'second' ? 'a side leads' : row.lead;
      return `row ${row.key}: ${outcome}`;
    }),
    verdict.bottomLine.pick === null ? 'bottom line: no clear pick' : 'bottom line: a pick',
    verdict.sharedParent ? 'a company above both' : 'no company above both',
    verdict.elsewhere.length > 0 ? 'look elsewhere' : 'nowhere else to look',
    verdict.notes.length > 0 ? "editors' notes" : "no editors' notes",
    ...(verdict.choose.some((side) => side.reasons.length === 0)
      ? ['a side with no reason to choose it']
      : []),
    ...[a, b].flatMap(disputed).map((key) => `a disputed fact (${key})`),
  ];
}

/** The compare pages to check, of those built: chosen from every pair of providers. */
async function compareSample(built: ReadonlySet<string>): Promise<SampledPage[]> {
  const all = (await loadProviders()).sort(byRanking);
  const pairs = all
    .flatMap((a) => all.filter((b) => a.slug < b.slug).map((b) => [a, b] as const))
    .map(([a, b]) => ({ a, b, url: pairPath(a.slug, b.slug) }))
    .filter(({ url }) => built.has(url))
    .sort((x, y) => x.url.localeCompare(y.url));
  const candidates = pairs.map(({ a, b, url }) => ({
    url,
    features: [...pairFeatures(a, b, all), ...markupShapes(url)],
  }));
  const longest = [...pairs].sort(
    (x, y) => y.a.name.length + y.b.name.length - (x.a.name.length + x.b.name.length),
  )[0];
  return coverSample(candidates, longest && { url: longest.url, reason: 'the longest names' });
}

/** The ranking pages to check, of those built: chosen from every criterion. */
async function rankingSample(built: ReadonlySet<string>): Promise<SampledPage[]> {
  const all = (await loadProviders()).sort(byRanking);
  const candidates = CRITERIA.map((criterion) => ({ criterion, url: `/best/${criterion.slug}` }))
    .filter(({ url }) => built.has(url))
    .map(({ criterion, url }) => {
      const ranked = rank(all, FIGURES[criterion.figure]);
      const places = ranked.flatMap((r) => (r.place === null ? [] : [r.place]));
      return {
        url,
        features: [
          criterion.binary ? 'a yes/no figure' : 'a figure with a better end',
          ...(ranked.some((r) => r.place === null) ? ['providers left unranked'] : []),
          ...(new Set(places).size < places.length ? ['a shared place'] : []),
          ...markupShapes(url),
        ],
      };
    });
  return coverSample(candidates);
}

/**
 * A provider's own pages that one template builds from its data, by kind: the address of each from its slug, and
 * whether it shows the provider's facts with their provenance (the other two show its history and its users'
 * reviews, whose shapes the built markup tells).
 */
const PROVIDER_PAGES: Record<string, { path: (slug: string) => string; facts: boolean }> = {
  '/data/*': { path: (slug) => `/data/${slug}`, facts: true },
  '/changes/*': { path: (slug) => `/changes/${slug}`, facts: false },
  '/vpn/*/reviews': { path: (slug) => `/vpn/${slug}/reviews`, facts: false },
};

/** What can make a page of a provider's facts differ from another's, from the data: their states and grades. */
function providerFeatures(service: VpnService): string[] {
  const facts = factRecords(service);
  return [
    ...facts.map((f) => `a fact ${f.state}`),
    ...facts.flatMap((f) =>
      [f.provenance?.source, ...(f.provenance?.also ?? [])].flatMap((s) =>
        s ? [`a ${s.grade} source${s.historical ? ' (historical)' : ''}`] : [],
      ),
    ),
    ...disputed(service).map((key) => `a disputed fact (${key})`),
  ];
}

/**
 * A kind of provider page's sample, of those built: chosen from every provider, starting with `first`'s page
 * (a slug) when given.
 */
async function providerPageSample(
  kind: string,
  built: ReadonlySet<string>,
  first?: { slug: string; reason: string },
): Promise<SampledPage[]> {
  const own = PROVIDER_PAGES[kind];
  if (!own) throw new Error(`${kind} is not a kind of provider page`);
  const candidates = (await loadProviders())
    .map((service) => ({ service, url: own.path(service.slug) }))
    .filter(({ url }) => built.has(url))
    .sort((x, y) => x.url.localeCompare(y.url))
    .map(({ service, url }) => ({
      url,
      features: [...(own.facts ? providerFeatures(service) : []), ...markupShapes(url)],
    }));
  return coverSample(candidates, first && { url: own.path(first.slug), reason: first.reason });
}

/**
 * The pages among `urls` that one template builds from provider data, by kind (compare pages, rankings, and
 * each provider's data, changes and user-reviews pages).
 */
export async function dataDrivenPages(urls: readonly string[]): Promise<Map<string, Set<string>>> {
  const all = await loadProviders();
  const pairs = new Set(
    all.flatMap((a) => all.filter((b) => a.slug < b.slug).map((b) => pairPath(a.slug, b.slug))),
  );
  const rankings = new Set(CRITERIA.map((c) => `/best/${c.slug}`));
  return new Map([
    ['/compare/*', new Set(urls.filter((u) => pairs.has(u)))],
    ['/best/*', new Set(urls.filter((u) => rankings.has(u)))],
    ...Object.entries(PROVIDER_PAGES).map(([kind, { path }]): [string, Set<string>] => {
      const pages = new Set(all.map((s) => path(s.slug)));
      return [kind, new Set(urls.filter((u) => pages.has(u)))];
    }),
  ]);
}

/**
 * The data-driven pages of the build by their template's kind, each with its sample. `withReviews`: the provider
 * whose user reviews the browser tests publish, whose reviews page starts that sample.
 */
export async function dataDrivenSample(
  urls: readonly string[],
  withReviews?: string,
): Promise<Map<string, { pages: Set<string>; sample: SampledPage[] }>> {
  const built = new Set(urls);
  const kinds = await dataDrivenPages(urls);
  const pages = (kind: string) => kinds.get(kind) ?? new Set<string>();
  const reviewed = withReviews ? { slug: withReviews, reason: 'its published reviews' } : undefined;
  return new Map([
    ['/compare/*', { pages: pages('/compare/*'), sample: await compareSample(built) }],
    ['/best/*', { pages: pages('/best/*'), sample: await rankingSample(built) }],
    ...(await Promise.all(
      Object.keys(PROVIDER_PAGES).map(
        async (kind): Promise<[string, { pages: Set<string>; sample: SampledPage[] }]> => [
          kind,
          {
            pages: pages(kind),
            sample: await providerPageSample(kind, built, kind === '/vpn/*/reviews' ? reviewed : undefined),
          },
        ],
      ),
    )),
  ]);
}

// `npx tsx tests/support/page-sample.ts` (after a build): the sample and why each page is in it.
if (import.meta.url === `file://${process.argv[1] ?? ''}`) {
  const { sitemapPaths } = await import('./sitemap');
  for (const [kind, { pages, sample }] of await dataDrivenSample(sitemapPaths())) {
    console.log(`${kind}: ${String(sample.length)} of ${String(pages.size)} pages`);
    for (const { url, reasons } of sample) {
      const shapes = reasons.filter((r) => r.startsWith('markup ')).length;
      const named = reasons.filter((r) => !r.startsWith('markup '));
      console.log(
        `  ${url}: ${[...named, ...(shapes ? [`${String(shapes)} shapes of markup`] : [])].join('; ')}`,
      );
    }
  }
}
