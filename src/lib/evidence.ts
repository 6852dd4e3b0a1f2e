/**
 * The evidence rules: facts of a provider file cite sources by id (content/sources.json), each source names
 * its publisher (content/publishers.json) and every fact it states per provider (`states`). Here ids become
 * what pages show (a Provenance with each source's grade, age and publisher), disputes are found, and the
 * rules between the files are checked (evidenceProblems). Pure.
 */
import type { z } from 'astro/zod';
import type { factRecordSchema, publisherSchema, sourceSchema } from './schemas';
import { unbrokenName } from './format';
import { factValueText } from './fact-values';
import {
  FACT_GROUPS,
  type FactGroupKey,
  type Provenance,
  type Reading,
  type SourceGrade,
  type SourceInfo,
  type SourceKind,
  disputes,
  shortPartialDate,
} from './provenance';
import { providerDomain } from './source-quality';

/** A source as content/sources.json stores it, with every fact it states per provider slug (`states`). */
export type SourceRecord = Omit<z.output<typeof sourceSchema>, 'states'> & {
  states: Readonly<Record<string, readonly string[]>>;
};

/** A publisher as content/publishers.json stores it. */
export type PublisherRecord = z.output<typeof publisherSchema>;

/** A fact's provenance as a provider file stores it (src/lib/schemas.ts factRecordSchema). */
export type FactRecordFile = z.output<typeof factRecordSchema>;

/** The sources and publishers, and the day of the build (for a source's age). */
export interface SourceRegistry {
  sources: ReadonlyMap<string, SourceRecord>;
  publishers: ReadonlyMap<string, PublisherRecord>;
  today: Date;
}

/** The registry of `sources` and `publishers` as of `today` (the build). */
export function sourceRegistry(
  sources: readonly SourceRecord[],
  publishers: readonly PublisherRecord[],
  today: Date = new Date(),
): SourceRegistry {
  return {
    sources: new Map(sources.map((s) => [s.id, s])),
    publishers: new Map(publishers.map((p) => [p.id, p])),
    today,
  };
}

/** How old a source may be and still count as current evidence, in years. */
const HISTORICAL_AFTER_YEARS = 2;

/** A source's grade: primary (provider, auditor), reputable (publication), data file, or weak. */
export function sourceGrade(kind: SourceKind, weak: string | undefined): SourceGrade {
  if (weak !== undefined || kind === 'other') return 'weak';
  if (kind === 'provider' || kind === 'auditor') return 'primary';
  return kind === 'publication' ? 'reputable' : 'data-file';
}

/**
 * Whether a date as printed on a source ("2024", "2024-06", "2024-06-30") lies more than two years before
 * `today`, by its last possible day ("2024" is historical from 2027-01-01). Undated is not historical.
 */
export function isHistorical(date: string | undefined, today: Date): boolean {
  if (date === undefined) return false;
  const [year = 0, month, day] = date.split('-').map(Number);
  const last =
    day !== undefined
      ? Date.UTC(year, (month ?? 1) - 1, day)
      : month !== undefined
        ? Date.UTC(year, month, 0)
        : Date.UTC(year, 11, 31);
  // Whole days: the day of the build, two years back (its time of day would make the last day count short).
  const limit = Date.UTC(
    today.getUTCFullYear() - HISTORICAL_AFTER_YEARS,
    today.getUTCMonth(),
    today.getUTCDate(),
  );
  return last < limit;
}

/**
 * A source as pages show it: its record with its publisher, grade and age.
 * @throws Error naming the id when content/sources.json lacks it, or the publisher publishers.json lacks.
 */
export function sourceInfo(id: string, registry: SourceRegistry): SourceInfo {
  const s = registry.sources.get(id);
  if (!s) throw new Error(`content/sources.json has no source "${id}"`);
  const p = registry.publishers.get(s.publisher);
  if (!p) throw new Error(`content/publishers.json has no publisher "${s.publisher}"`);
  return {
    id: s.id,
    name: s.name,
    url: s.url,
    kind: s.kind,
    grade: sourceGrade(s.kind, s.weak),
    weak: s.weak,
    date: s.date,
    readAt: s.readAt,
    historical: isHistorical(s.date, registry.today),
    withdrawn: s.withdrawn,
    publisher: { id: p.id, name: p.name, owner: p.owner, vpnBrands: [...p.vpnBrands] },
  };
}

/** A fact's stored record as pages show it (its sources resolved, each reading in words); undefined stays undefined. */
export function resolveRecord(
  record: FactRecordFile | undefined,
  key: FactGroupKey,
  registry: SourceRegistry,
): Provenance | undefined {
  if (!record) return undefined;
  const readings: Reading[] = (record.readings ?? []).map((r) => ({
    source: sourceInfo(r.source, registry),
    value: r.value,
    text: factValueText(key, r.value),
    note: r.note,
    appliesTo: r.appliesTo,
  }));
  return {
    compiledAt: record.compiledAt,
    searchedAt: record.searchedAt,
    checkedAt: record.checkedAt,
    checkedUrl: record.checkedUrl,
    source: record.source === undefined ? undefined : sourceInfo(record.source, registry),
    also: record.also?.map((id) => sourceInfo(id, registry)),
    readings: readings.length > 0 ? readings : undefined,
  };
}

/** The readings that dispute a fact (src/lib/provenance.ts `disputes`: neither weak nor historical, for all buyers). */
export function disputingReadings(p: Provenance | null | undefined): Reading[] {
  return (p?.readings ?? []).filter(disputes);
}

/** A value with the readings that dispute it: "5 (Hotspot Shield) or 10 devices (Comparitech, Jun 2026)". */
export function withDisputes(value: string, p: Provenance | null | undefined): string {
  const others = disputingWords(p);
  return others === null || !p?.source ? value : `${value} (${sourceWho(p.source)}) or ${others}`;
}

/** A source as a disputed value names it: its publisher, and its date where it has one ("Comparitech, Jun 2026"). */
const sourceWho = (s: SourceInfo) =>
  `${unbrokenName(s.publisher.name)}${s.date ? `, ${shortPartialDate(s.date)}` : ''}`;

/**
 * The other values of a disputed fact, each once, with its source once per publisher and month: "6,000
 * servers or 30+ countries (Comparitech, Jun 2026) or …"; null where nothing disputes it.
 */
export function disputingWords(p: Provenance | null | undefined): string | null {
  const byWho = new Map<string, Set<string>>();
  for (const r of disputingReadings(p)) {
    const who = sourceWho(r.source);
    byWho.set(who, (byWho.get(who) ?? new Set()).add(r.text));
  }
  if (byWho.size === 0) return null;
  return [...byWho].map(([who, texts]) => `${[...texts].join(' or ')} (${who})`).join(' or ');
}

/** A provider's rate of `currency` in USD: the newest source that records one, with that source. */
export interface ExchangeRate {
  currency: string;
  /** USD for 1 unit of `currency`. */
  usd: number;
  source: SourceInfo;
}

/**
 * The rate converting a price in `currency` to USD: the newest dated source that records one.
 * @throws Error when no source records one (a price in that currency cannot be compared).
 */
export function exchangeRate(currency: string, registry: SourceRegistry): ExchangeRate {
  const best = [...registry.sources.values()]
    .filter((s) => s.exchangeRate?.currency === currency && s.withdrawn === undefined)
    .sort((a, b) => (b.date ?? '').localeCompare(a.date ?? ''))[0];
  if (!best?.exchangeRate)
    throw new Error(
      `no source in content/sources.json records an exchangeRate for ${currency}: a price in ${currency} needs a dated rate to compare`,
    );
  return { currency, usd: best.exchangeRate.usd, source: sourceInfo(best.id, registry) };
}

/** What a provider file holds of its evidence (a VpnServiceFile is one). */
export interface EvidenceFile {
  slug: string;
  name: string;
  siteUrl?: string | undefined;
  affiliateUrl?: string | undefined;
  /** Address prefixes where the provider also publishes in its own name (its repositories, its owner's site). */
  ownSites?: readonly string[] | undefined;
  provenance: Readonly<Record<string, FactRecordFile | undefined>>;
  ownership?: { provenance: FactRecordFile } | undefined;
  audits?: readonly { provenance: FactRecordFile }[] | undefined;
  plans: readonly { renewal?: { provenance: FactRecordFile } | undefined }[];
}

/** One fact record of a provider file: where it is, which fact it records, and the record. */
export interface FileRecord {
  path: (string | number)[];
  key: FactGroupKey;
  record: FactRecordFile;
}

/**
 * Every fact record of a provider file, in the order pages list the facts: `provenance.<fact>`, and for the
 * facts kept item by item `ownership.provenance`, `audits[i].provenance`, `plans[i].renewal.provenance`, each
 * followed by its `provenance.<fact>` (a search that found none).
 */
export function fileRecords(file: EvidenceFile): FileRecord[] {
  const records: FileRecord[] = [];
  const add = (path: (string | number)[], key: FactGroupKey, record: FactRecordFile | undefined) => {
    if (record) records.push({ path, key, record });
  };
  for (const { key } of FACT_GROUPS) {
    if (key === 'ownership') add(['ownership', 'provenance'], key, file.ownership?.provenance);
    if (key === 'audits')
      for (const [i, a] of (file.audits ?? []).entries()) add(['audits', i, 'provenance'], key, a.provenance);
    if (key === 'renewal')
      for (const [i, p] of file.plans.entries())
        add(['plans', i, 'renewal', 'provenance'], key, p.renewal?.provenance);
    add(['provenance', key], key, file.provenance[key]);
  }
  return records;
}

/** The source ids a record cites: its source, those in `also` and those of its readings. */
export function citedSources(record: FactRecordFile): string[] {
  return [record.source, ...(record.also ?? []), ...(record.readings ?? []).map((r) => r.source)].filter(
    (id): id is string => id !== undefined,
  );
}

/** A problem between the content files: the provider file (its slug) and the field it is about. */
export interface EvidenceProblem {
  /** The provider file's slug, or null for content/sources.json itself. */
  slug: string | null;
  path: (string | number)[];
  message: string;
}

/** Whether `host` is `domain` or a subdomain of it. */
const onDomain = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

/**
 * Every rule between the provider files and the source registry, as problems an editor can act on: a cited id
 * the registry lacks or that is withdrawn; a cited source whose `states` lacks the fact; a fact a source
 * states that the provider's record does not cite (which also refuses a fruitless search a stored source
 * answers); a "provider" source off the provider's domain; a publisher or owner source the registry lacks.
 */
export function evidenceProblems(
  files: readonly EvidenceFile[],
  registry: SourceRegistry,
): EvidenceProblem[] {
  const problems: EvidenceProblem[] = [];
  for (const s of registry.sources.values())
    if (!registry.publishers.has(s.publisher))
      problems.push({
        slug: null,
        path: [s.id, 'publisher'],
        message: `no publisher "${s.publisher}" in content/publishers.json: add it there (its name and, where a source says, its owner)`,
      });
  for (const p of registry.publishers.values())
    if (p.ownerSource !== undefined && !registry.sources.has(p.ownerSource))
      problems.push({
        slug: null,
        path: [p.id, 'ownerSource'],
        message: `no source "${p.ownerSource}" in content/sources.json for the owner of ${p.name}`,
      });
  for (const file of files) {
    const site = file.siteUrl ?? file.affiliateUrl;
    const domain = site ? providerDomain(site) : null;
    const records = fileRecords(file);
    for (const { path, key, record } of records)
      for (const [i, id] of citedSources(record).entries()) {
        const where = [...path, ...citePath(record, id, i)];
        const report = (message: string) => problems.push({ slug: file.slug, path: where, message });
        const s = registry.sources.get(id);
        if (!s) {
          report(
            `no source "${id}" in content/sources.json: add its record there (name, publisher, url, kind, date, readAt, states) or cite one that exists`,
          );
          continue;
        }
        if (s.withdrawn !== undefined)
          report(
            `the source "${id}" is withdrawn (${s.withdrawn}): it stays in the record, but no fact may rest on it`,
          );
        if (!(s.states[file.slug] ?? []).includes(key))
          report(
            `the source "${id}" does not state ${key} for ${file.slug} (its "states" in content/sources.json): add "${key}" there if it does, or cite a source that states it`,
          );
        if (s.kind === 'provider' && (record.source === id || record.also?.includes(id))) {
          const host = new URL(s.url).hostname.toLowerCase().replace(/^www\./, '');
          const ownSite = (file.ownSites ?? []).some((prefix) => s.url.startsWith(prefix));
          if (domain !== null && !onDomain(host, domain) && !ownSite)
            report(
              `the source "${id}" is of kind "provider" but lies on ${host}, not on ${domain}: a provider's own page is on its own domain or one of its ownSites (a copy elsewhere is kind "other", weak)`,
            );
        }
      }
    const cited = (key: FactGroupKey) =>
      new Set(records.filter((r) => r.key === key).flatMap((r) => citedSources(r.record)));
    for (const s of registry.sources.values())
      for (const key of s.states[file.slug] ?? []) {
        if (!FACT_GROUPS.some((g) => g.key === key) || s.withdrawn !== undefined) continue;
        const fact = key as FactGroupKey;
        if (cited(fact).has(s.id)) continue;
        const own = records.find((r) => r.key === fact);
        problems.push({
          slug: file.slug,
          path: own?.path ?? ['provenance', fact],
          message: `the source "${s.id}" states ${fact} for ${file.slug}, but this file does not cite it: record it as the source, in "also" (same value) or in "readings" (another value)${own?.record.searchedAt ? ', and remove searchedAt: a stored source answers it' : ''}`,
        });
      }
  }
  return problems;
}

/** Where in a record the `i`-th cited id sits (citedSources order): source, also[n] or readings[n].source. */
function citePath(record: FactRecordFile, id: string, i: number): (string | number)[] {
  if (record.source !== undefined && i === 0) return ['source'];
  const offset = record.source !== undefined ? 1 : 0;
  const alsoCount = record.also?.length ?? 0;
  if (i - offset < alsoCount) return ['also', i - offset];
  const r = i - offset - alsoCount;
  return record.readings?.[r]?.source === id ? ['readings', r, 'source'] : [];
}
