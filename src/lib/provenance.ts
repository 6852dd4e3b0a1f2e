/**
 * What readers are told about where a fact comes from: one rule for its state (PROVENANCE_STATES), its
 * source's grade (src/lib/evidence.ts), its words and its short mark. The wording follows the recorded fields
 * and nothing else, so nothing is called checked that was not.
 */
import type { z } from 'astro/zod';
import { formatDate, NOT_IN_DATA } from './format';
import type { provenanceInfoSchema, sourceInfoSchema } from './schemas';

/** What kind of source a record is (content/sources.json `kind`). */
export type SourceKind = 'provider' | 'auditor' | 'publication' | 'data-file' | 'other';

/**
 * A source's grade: primary (the provider's own page, terms or report; the auditor's report), reputable (a named
 * outlet with editorial standards), data-file (a publication's dataset) or weak (aggregators, notes repositories,
 * scraped copies, competitors' posts, sites without named authors).
 */
export type SourceGrade = 'primary' | 'reputable' | 'data-file' | 'weak';

/** A source as pages show it: its record, its publisher (owner, VPN brands) and its grade on the day of the build. */
export type SourceInfo = z.output<typeof sourceInfoSchema>;

/** A source that states another value of the fact: the source, the value as stored and in words ("5 devices"). */
export type Reading = NonNullable<Provenance['readings']>[number];

/** Where a fact comes from, resolved against the source registry (src/lib/evidence.ts resolveRecord). */
export type Provenance = z.output<typeof provenanceInfoSchema>;

export type ProvenanceState = 'checked' | 'sourced' | 'searched' | 'compiled' | 'unknown';

/** The states in the order pages list them, each with its name and what it means. */
export const PROVENANCE_STATES: readonly { state: ProvenanceState; label: string; meaning: string }[] = [
  {
    state: 'checked',
    label: 'Checked',
    meaning:
      "an editor compared the figure with the provider's own page on the date shown, at the address shown",
  },
  {
    state: 'sourced',
    label: 'Sourced',
    meaning:
      'taken from a named public source that someone here read; we record its address, the date printed on it, the day we read it, its grade and who owns its publisher',
  },
  {
    state: 'searched',
    label: 'Searched',
    meaning:
      'someone here searched the stored public material on the date shown and found no source that states it; the figure, where there is one, is still from our launch data set',
  },
  {
    state: 'compiled',
    label: 'Launch data',
    meaning:
      "from our launch data set, compiled before launch with the specification the site was built from; nobody here has yet compared it with the provider's site",
  },
  {
    state: 'unknown',
    label: NOT_IN_DATA,
    meaning: 'our data has no figure; the provider may well publish one',
  },
];

/** Where the scores come from, in the words every component uses (src/lib/score.ts, /about#how-we-score). */
export const SCORE_ORIGIN =
  "the score of our published model, from the sourced facts on each provider's page (trust first, then cost, devices, refund and features)";

/** A fact's state; no record or no value makes it unknown whatever else is recorded. */
export function provenanceState(p: Provenance | null | undefined, hasValue = true): ProvenanceState {
  if (!hasValue || !p) return 'unknown';
  if (p.checkedAt && p.checkedUrl) return 'checked';
  if (p.source) return 'sourced';
  if (p.searchedAt) return 'searched';
  return p.compiledAt ? 'compiled' : 'unknown';
}

/** The grades in a reader's words, once per grade. */
export const GRADE_WORDS: Readonly<Record<SourceGrade, string>> = {
  primary: 'primary source',
  reputable: 'reputable publication',
  'data-file': 'data file',
  weak: 'weak source',
};

/** Whether a source counts as dated evidence in any total: dated, not historical and not weak. */
export function countsAsEvidence(source: SourceInfo | undefined): boolean {
  return source !== undefined && source.grade !== 'weak' && !source.historical && source.date !== undefined;
}

const MONTHS = Array.from({ length: 12 }, (_, m) =>
  new Date(Date.UTC(2000, m)).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' }),
);

/** A day's month as a source prints it: "2026-12". */
const monthOf = (date: Date) => date.toISOString().slice(0, 7);

/** A date as printed on a source, in words: "2025", "October 2025", "December 12, 2025". */
export function formatPartialDate(date: string): string {
  const [year, month, day] = date.split('-');
  if (!month) return year ?? date;
  const name = MONTHS[Number(month) - 1] ?? month;
  return day ? `${name} ${String(Number(day))}, ${year ?? ''}` : `${name} ${year ?? ''}`;
}

/** The year an audit ended, as a sentence says it ("2025"), or "date not stated" where the source gives none. */
export function auditYear(date: string | undefined): string {
  return date ? date.slice(0, 4) : 'date not stated';
}

/** A date as printed on a source, short: "2025", "Oct 2025" (a day is shown to its month). */
export function shortPartialDate(date: string): string {
  const [year, month] = date.split('-');
  if (!month) return year ?? date;
  return `${(MONTHS[Number(month) - 1] ?? month).slice(0, 3)} ${year ?? ''}`;
}

/** What kind of source it is, by grade and age: "NordVPN's own site", "a weak source". */
export function sourceKindWords(source: SourceInfo, provider: string | null = null): string {
  if (source.historical) return 'a historical source';
  if (source.grade === 'weak') return 'a weak source';
  if (source.kind === 'provider') return `${provider ? `${provider}'s` : "the provider's"} own site`;
  if (source.kind === 'auditor') return "the auditor's report";
  return source.kind === 'data-file' ? 'a data file' : 'a publication';
}

/**
 * A source in words, as every page shows a sourced fact's source: "a publication (Tom's Guide), January 14,
 * 2026", "NordVPN's own site (NordVPN blog), undated"; a name with brackets of its own follows a colon.
 */
export function sourceLabel(source: SourceInfo, provider: string | null = null): string {
  const date = source.date ? formatPartialDate(source.date) : 'undated';
  const kind = sourceKindWords(source, provider);
  return source.name.includes('(') ? `${kind}: ${source.name}, ${date}` : `${kind} (${source.name}), ${date}`;
}

/** A brand or provider name as compared: letters and digits only ("Hotspot Shield", "hotspot-shield" → "hotspotshield"). */
const brandKey = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Whether a source's publisher belongs to the group holding `provider` (name or slug): not independent. */
export function ownedByProviderGroup(source: SourceInfo, provider: string): boolean {
  return source.publisher.vpnBrands.some((b) => brandKey(b) === brandKey(provider));
}

/** A fruitless search: "searched December 2026: no source found" (disputed: "no source gives this value"). */
function searchedWords(searchedAt: Date, disputed: boolean): string {
  const found = disputed ? 'no source gives this value' : 'no source found';
  return `searched ${formatPartialDate(monthOf(searchedAt))}: ${found}`;
}

/** Whether a reading disputes its fact: its source is neither weak nor historical, for all buyers. */
export const disputes = (r: Reading): boolean =>
  r.source.grade !== 'weak' && !r.source.historical && r.appliesTo === undefined;

/** Whether a fact is disputed: a reading of it `disputes` it. */
export const isDisputed = (p: Provenance | null | undefined): boolean => (p?.readings ?? []).some(disputes);

/** The wording of a fact's state, split so a page can make `href` a link after `text`. */
export interface ProvenanceWording {
  state: ProvenanceState;
  /**
   * "From a publication (CNET), February 2, 2022, read on November 25, 2026"; "From our launch data set, …".
   */
  text: string;
  /** Set when checked or sourced (unless the source was withdrawn): the page, shown as a link after `text`. */
  href?: string;
}

/** How a page describes a fact of `provider` (null for several providers), by state; no final full stop. */
export function provenanceWording(
  p: Provenance | null | undefined,
  provider: string | null,
  hasValue = true,
): ProvenanceWording {
  const state = provenanceState(p, hasValue);
  const site = provider ? `${provider}'s site` : "the providers' sites";
  if (state === 'unknown' || !p) return { state, text: NOT_IN_DATA };
  if (state === 'checked' && p.checkedAt && p.checkedUrl)
    return {
      state,
      text: `Checked on ${formatDate(p.checkedAt)} against ${provider ? `${provider}'s` : "the provider's"} own page`,
      href: p.checkedUrl,
    };
  if (state === 'sourced' && p.source) {
    const owner = p.source.publisher.owner;
    const notIndependent =
      provider !== null &&
      owner !== undefined &&
      p.source.kind !== 'provider' &&
      ownedByProviderGroup(p.source, provider)
        ? `; its publisher is owned by ${owner}, the same group as ${provider}`
        : '';
    return {
      state,
      text: `From ${sourceLabel(p.source, provider)}, read on ${formatDate(p.source.readAt)}${p.source.withdrawn ? ` (no longer linked: ${p.source.withdrawn})` : ''}${notIndependent}`,
      ...(p.source.withdrawn ? {} : { href: p.source.url }),
    };
  }
  const launch = `From our launch data set, compiled before launch (${p.compiledAt ? formatDate(p.compiledAt) : ''})`;
  if (state === 'searched' && p.searchedAt)
    return {
      state,
      text: `${p.compiledAt ? launch : NOT_IN_DATA}; ${searchedWords(p.searchedAt, isDisputed(p))}`,
    };
  return { state, text: `${launch}, not yet checked against ${site}` };
}

/**
 * The day a fact's age counts from: its check, else its source's reading, else its compilation (not a
 * search).
 */
export function referenceDate(p: Provenance): Date | undefined {
  return p.checkedAt ?? p.source?.readAt ?? p.compiledAt;
}

/** The latest day `facts` count their age from (referenceDate; a record with none: 1970), not before `floor` (ms). */
export function lastUpdated(facts: readonly FactRecord[], floor = -Infinity): Date {
  const times = facts.flatMap((f) => (f.provenance ? [referenceDate(f.provenance)?.getTime() ?? 0] : []));
  return new Date(Math.max(floor, ...times));
}

/** How many facts are in each state. */
export function countStates(states: readonly ProvenanceState[]): Record<ProvenanceState, number> {
  const counts = { checked: 0, sourced: 0, searched: 0, compiled: 0, unknown: 0 };
  for (const state of states) counts[state] += 1;
  return counts;
}

/**
 * The fact groups, in the order pages list them. `record` groups keep one provenance record in the provider
 * file's `provenance`; the others (ownership, audits, renewal prices) keep one per item. `comparison`: the group
 * feeds a comparison row, so it is due for a check monthly rather than quarterly.
 */
export const FACT_GROUPS = [
  { key: 'pricing', label: 'Prices and plans', record: true, comparison: true, feature: false },
  { key: 'renewal', label: 'Renewal prices', record: false, comparison: true, feature: false },
  { key: 'network', label: 'Server network', record: true, comparison: true, feature: false },
  { key: 'devices', label: 'Simultaneous devices', record: true, comparison: true, feature: false },
  { key: 'refund', label: 'Money-back window', record: true, comparison: true, feature: false },
  { key: 'trial', label: 'Free trial', record: true, comparison: true, feature: false },
  { key: 'freePlan', label: 'Free plan', record: true, comparison: true, feature: false },
  { key: 'jurisdiction', label: 'Jurisdiction', record: true, comparison: true, feature: false },
  { key: 'ownership', label: 'Ownership', record: false, comparison: false, feature: false },
  { key: 'logging', label: 'Logging policy', record: true, comparison: true, feature: false },
  { key: 'audits', label: 'Independent audits', record: false, comparison: true, feature: false },
  { key: 'standout', label: 'Standout feature', record: true, comparison: true, feature: false },
  { key: 'protocols', label: 'Protocols', record: true, comparison: false, feature: true },
  { key: 'killSwitch', label: 'Kill switch', record: true, comparison: false, feature: true },
  { key: 'openSource', label: 'Open-source apps', record: true, comparison: false, feature: true },
  { key: 'portForwarding', label: 'Port forwarding', record: true, comparison: false, feature: true },
  { key: 'payment', label: 'Payment methods', record: true, comparison: false, feature: true },
  { key: 'signup', label: 'Sign-up data', record: true, comparison: false, feature: true },
  { key: 'ipv6', label: 'IPv6', record: true, comparison: false, feature: true },
  { key: 'infrastructure', label: 'Server infrastructure', record: true, comparison: false, feature: true },
] as const;

/** Every fact key, in the order pages list them: what a source's `states` may name. */
export const FACT_KEYS = FACT_GROUPS.map((g) => g.key);

export type FactGroupKey = (typeof FACT_GROUPS)[number]['key'];

/** The groups a provider file keeps one provenance record for. */
type RecordGroupKey = Extract<(typeof FACT_GROUPS)[number], { record: true }>['key'];

/** The feature groups (optional records until every provider has them). */
export type FeatureGroupKey = Extract<(typeof FACT_GROUPS)[number], { feature: true }>['key'];

/** The label of a fact group; a key pages do not list (an older file's) stays as it is. */
export function groupLabel(key: string): string {
  return FACT_GROUPS.find((g) => g.key === key)?.label ?? key;
}

/** One fact of a provider with its provenance: a group's record, or one item (an audit, a renewal price). */
export interface FactRecord {
  group: FactGroupKey;
  /** "pricing", or the item: "audits[0]", "plans[2].renewal". */
  key: string;
  /** The group's label, or the item's: "Audit: Deloitte, 2025", "Renewal: Monthly Basic". */
  label: string;
  provenance: Provenance | null;
  state: ProvenanceState;
}

/** What a provider's facts need for their provenance (a provider file or a VpnService). */
export interface ProvenanceFields {
  slug: string;
  name: string;
  provenance: Record<Exclude<RecordGroupKey, FeatureGroupKey>, Provenance> &
    Partial<Record<FeatureGroupKey, Provenance | undefined>> & {
      /** Ownership, audits or renewal prices as a whole: a search that found none, or sources on the whole list. */
      ownership?: Provenance | undefined;
      audits?: Provenance | undefined;
      renewal?: Provenance | undefined;
    };
  ownership?: { provenance: Provenance } | undefined;
  audits?: readonly { firm: string; date?: string | undefined; provenance: Provenance }[] | undefined;
  plans: readonly { name: string; renewal?: { provenance: Provenance } | undefined }[];
}

/** Every fact of a provider with its state, group by group; a group with no item is one unknown fact. */
export function factRecords(s: ProvenanceFields): FactRecord[] {
  const fact = (
    group: FactGroupKey,
    key: string,
    p: Provenance | null,
    label = groupLabel(group),
  ): FactRecord => ({ group, key, label, provenance: p, state: provenanceState(p) });
  return FACT_GROUPS.flatMap(({ key }): FactRecord[] => {
    if (key === 'ownership')
      return [fact(key, key, s.ownership?.provenance ?? s.provenance.ownership ?? null)];
    if (key === 'audits') {
      const audits = s.audits ?? [];
      return audits.length === 0
        ? [fact(key, key, s.provenance.audits ?? null)]
        : audits.map((a, i) => {
            const label = `Audit: ${a.firm}, ${a.date ? formatPartialDate(a.date) : 'date not stated'}`;
            return fact(key, `audits[${String(i)}]`, a.provenance, label);
          });
    }
    if (key === 'renewal') {
      const renewals = s.plans.flatMap((p, i) =>
        p.renewal
          ? [fact(key, `plans[${String(i)}].renewal`, p.renewal.provenance, `Renewal: ${p.name}`)]
          : [],
      );
      return renewals.length === 0 ? [fact(key, key, s.provenance.renewal ?? null)] : renewals;
    }
    return [fact(key, key, s.provenance[key] ?? null)];
  });
}

/** One provenance note for a table or fact group: which facts carry a mark, and whether any is unknown. */
export interface ProvenanceSummary {
  /** Whether any fact is unknown (the note then says what "Not in our data" means). */
  hasUnknown: boolean;
  /** The index of every fact our data has: each carries its own short mark (shortMark). */
  marked: number[];
}

/** The summary of a table's facts; unknown facts say "Not in our data" themselves. */
export function provenanceSummary(
  facts: readonly { provenance: Provenance | null | undefined; hasValue?: boolean }[],
): ProvenanceSummary {
  const states = facts.map((f) => provenanceState(f.provenance, f.hasValue ?? true));
  return {
    hasUnknown: states.includes('unknown'),
    marked: states.flatMap((state, i) => (state !== 'unknown' ? [i] : [])),
  };
}

/** A fact's short mark, as tables, cards and rankings show it beside a value: its words and its flags. */
export interface ShortMark {
  /**
   * "Comparitech · Jun 2026", "checked Dec 2026", "launch data", "no source found" or "no source gives it".
   */
  text: string;
  /** Said after it, each whole: "weak source", "historical", "undated", "disputed", "source owned by its group". */
  flags: string[];
}

/** The short mark of a fact of `provider` (display name): its source's publisher and month, then flags. */
export function shortMark(p: Provenance | null | undefined, provider: string | null): ShortMark {
  const state = provenanceState(p);
  if (!p || state === 'unknown') return { text: NOT_IN_DATA, flags: [] };
  const disputed = isDisputed(p);
  const tail = disputed ? ['disputed'] : [];
  if (state === 'checked' && p.checkedAt)
    return { text: `checked ${shortPartialDate(monthOf(p.checkedAt))}`, flags: tail };
  if (state === 'sourced' && p.source) {
    const s = p.source;
    const flags = [
      s.grade === 'weak' ? 'weak source' : null,
      s.historical ? 'historical' : null,
      s.date === undefined ? 'undated' : null,
      provider !== null && s.kind !== 'provider' && ownedByProviderGroup(s, provider)
        ? 'source owned by its group'
        : null,
      ...tail,
    ].filter((f): f is string => f !== null);
    return { text: s.date ? `${s.publisher.name} · ${shortPartialDate(s.date)}` : s.publisher.name, flags };
  }
  if (state === 'searched') {
    const none = disputed ? 'no source gives it' : 'no source found';
    return { text: p.compiledAt ? 'launch data' : none, flags: [...(p.compiledAt ? [none] : []), ...tail] };
  }
  return { text: 'launch data', flags: tail };
}

/** A mark's date part ("Jun 2026", "2025"), which a line never breaks. */
export const DATE_PART = /^(\w{3} )?\d{4}$/;

/** Where a provider's full records are, one per fact: /data/{slug}. */
export const providerDataHref = (slug: string) => `/data/${slug}`;

/** Where a fact's full record is (name, address, dates, grade, owner, other readings): /data/{slug}#{fact}. */
export const factRecordHref = (slug: string, key: string) => `${providerDataHref(slug)}#${key}`;

/** Facts that share a provenance, as one line: "Prices and plans, Server network: From our launch data set, …". */
export interface ProvenanceLine {
  labels: string[];
  /** Its first fact's group: where the fact's full record is on /data/{slug} (`factRecordHref`). */
  group: FactGroupKey;
  wording: ProvenanceWording;
  /** The first of its facts' provenance (all say the same source), for its short mark. */
  provenance: Provenance | null;
}

/** A provider's provenance said once per source: facts grouped by identical wording, in FACT_GROUPS order. */
export function provenanceLines(s: ProvenanceFields): ProvenanceLine[] {
  const lines = new Map<string, ProvenanceLine>();
  for (const f of factRecords(s)) {
    const wording = provenanceWording(f.provenance, s.name);
    const key = `${wording.text}|${wording.href ?? ''}`;
    const line = lines.get(key) ?? { labels: [], group: f.group, wording, provenance: f.provenance };
    line.labels.push(f.label);
    lines.set(key, line);
  }
  return [...lines.values()];
}
