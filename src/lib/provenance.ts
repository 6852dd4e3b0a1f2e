/**
 * What readers are told about where a fact comes from: one rule for its state, its grade, its words and a summary
 * for a table or group of facts. The states:
 * - checked: an editor compared the fact with the provider's own page on a date (`checkedAt`, `checkedUrl`);
 * - sourced: taken from a named public source someone here read (`source`: its record in content/sources.json,
 *   with the date it carries, the day it was read, its grade and its publisher and owner);
 * - searched: someone here searched the stored public material on a day (`searchedAt`) and found no source that
 *   states the fact; the figure, if any, is still the launch figure;
 * - compiled: in our launch data set, compiled before launch and not yet checked against the provider's site
 *   (`compiledAt`); the launch figures, scores and ratings came with the data set the site was specified with;
 * - unknown: no value in our data.
 * A sourced fact carries its source's grade (src/lib/evidence.ts): primary, reputable publication, data file or
 * weak, and historical when the source is more than two years old; weak and historical sources are said beside
 * the value and count in no total of dated evidence. The wording follows the recorded fields and nothing else, so
 * nothing is called checked that was not.
 */
import { formatDate, NOT_IN_DATA } from './format';

/** What kind of source a record is (content/sources.json `kind`). */
export type SourceKind = 'provider' | 'auditor' | 'publication' | 'data-file' | 'other';

/**
 * A source's grade: primary (the provider's own page, terms or report; the auditor's report), reputable (a named
 * outlet with editorial standards), data-file (a publication's dataset) or weak (aggregators, notes repositories,
 * scraped copies, competitors' posts, sites without named authors).
 */
export type SourceGrade = 'primary' | 'reputable' | 'data-file' | 'weak';

/** A publisher of sources (content/publishers.json): who owns it and which VPN brands that owner holds. */
export interface PublisherInfo {
  id: string;
  name: string;
  /** The publisher's owner, where a source names it; undefined = not in our data. */
  owner?: string | undefined;
  /** VPN brands the owner's group holds: our providers' slugs or other brands' names. */
  vpnBrands: string[];
}

/** A source as pages show it: its record, its publisher and its grade on the day of the build. */
export interface SourceInfo {
  id: string;
  name: string;
  url: string;
  kind: SourceKind;
  grade: SourceGrade;
  /** Why the source is weak, where it is. */
  weak?: string | undefined;
  /** The date the source itself carries, as printed ("2025", "2025-10", "2025-10-12"); undefined = undated. */
  date?: string | undefined;
  /** The day someone here read it. */
  readAt: Date;
  /** Older than two years on the day of the build: it stands only as history. */
  historical: boolean;
  /** Kept in the record but no longer linked (a staging host, a scraped copy): why. */
  withdrawn?: string | undefined;
  publisher: PublisherInfo;
}

/** A source that states another value of the fact: the source, the value as stored and in words. */
export interface Reading {
  source: SourceInfo;
  value: unknown;
  /** The value in a reader's words: "5 devices", "127 countries". */
  text: string;
  note?: string | undefined;
  /** Where it holds only for some buyers ("subscriptions bought in the App Store"): a condition, not a dispute. */
  appliesTo?: string | undefined;
}

/** Where a fact comes from, resolved against the source registry (src/lib/evidence.ts resolveRecord). */
export interface Provenance {
  compiledAt?: Date | undefined;
  checkedAt?: Date | undefined;
  /** Checked: the provider's own page the fact was compared with. */
  checkedUrl?: string | undefined;
  /** Sourced: the best source that states the value shown. */
  source?: SourceInfo | undefined;
  /** Other sources that state the same value. */
  also?: SourceInfo[] | undefined;
  /** Sources that state another value. */
  readings?: Reading[] | undefined;
  /** The day someone here searched for a source and found none (or, for audits, completed the list). */
  searchedAt?: Date | undefined;
}

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

/**
 * Where the scores come from, in the words every component uses: one published model over sourced facts
 * (src/lib/score.ts, /about#how-we-score); the launch scores decide nothing and stay in the open data as history.
 */
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

/**
 * Whether a source counts as dated evidence in any total: it carries a date, is no more than two years old and is
 * not weak. Weak, historical and undated sources are shown, with their word beside the value, and count nowhere.
 */
export function countsAsEvidence(source: SourceInfo | undefined): boolean {
  return source !== undefined && source.grade !== 'weak' && !source.historical && source.date !== undefined;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

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

/**
 * What kind of source it is, in a reader's words, by grade: the provider's own site (named where `provider` is
 * given), an auditor's report, a publication, a data file, a weak source; "a historical source" when it is more than
 * two years old.
 */
export function sourceKindWords(source: SourceInfo, provider: string | null = null): string {
  if (source.historical) return 'a historical source';
  if (source.grade === 'weak') return 'a weak source';
  if (source.kind === 'provider') return `${provider ? `${provider}'s` : "the provider's"} own site`;
  if (source.kind === 'auditor') return "the auditor's report";
  return source.kind === 'data-file' ? 'a data file' : 'a publication';
}

/**
 * A source in words: its kind by grade, its name and the date it carries ("a publication (Tom's Guide), January
 * 14, 2026"; "a weak source (VPN Leaderboard), September 2025"; "NordVPN's own site (NordVPN blog), undated"). A
 * name that holds brackets of its own follows a colon. The one formatter of a source for readers: every page
 * shows a sourced fact's source through it (provenanceWording).
 */
export function sourceLabel(source: SourceInfo, provider: string | null = null): string {
  const date = source.date ? formatPartialDate(source.date) : 'undated';
  const kind = sourceKindWords(source, provider);
  return source.name.includes('(') ? `${kind}: ${source.name}, ${date}` : `${kind} (${source.name}), ${date}`;
}

/** A brand or provider name as compared: letters and digits only ("Hotspot Shield", "hotspot-shield" → "hotspotshield"). */
const brandKey = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * Whether a source's publisher belongs to the group that holds the provider (`provider`: its display name or its
 * slug): such a source (other than the provider's own pages, which say whose word they are) is not independent
 * evidence for that provider.
 */
export function ownedByProviderGroup(source: SourceInfo, provider: string): boolean {
  return source.publisher.vpnBrands.some((b) => brandKey(b) === brandKey(provider));
}

/** The month a search was made, in words: "December 2026". */
function searchedMonth(date: Date): string {
  return `${MONTHS[date.getUTCMonth()] ?? ''} ${String(date.getUTCFullYear())}`;
}

/**
 * What a search that found no source for the value says, once per page or section: "searched December 2026: no
 * source found", or, where a source states another value (the fact is then disputed, and the page names it), "no
 * source gives this value".
 */
function searchedWords(searchedAt: Date, disputed: boolean): string {
  return `searched ${searchedMonth(searchedAt)}: ${disputed ? 'no source gives this value' : 'no source found'}`;
}

/**
 * Whether a reading disputes its fact: its source is neither weak nor historical and it holds for all buyers. A weak
 * or historical source that says otherwise, and a reading only for some buyers (`appliesTo`), are shown beside the
 * fact but do not dispute it (src/lib/evidence.ts disputingReadings).
 */
export const disputes = (r: Reading): boolean =>
  r.source.grade !== 'weak' && !r.source.historical && r.appliesTo === undefined;

/** Whether a fact is disputed: a reading of it `disputes` it. */
export const isDisputed = (p: Provenance | null | undefined): boolean => (p?.readings ?? []).some(disputes);

/** The wording of a fact's state, split so a page can make `href` a link after `text`. */
export interface ProvenanceWording {
  state: ProvenanceState;
  /**
   * "From our launch data set, compiled before launch (November 21, 2026), not yet checked against NordVPN's site";
   * sourced: "From a publication (CNET), February 2, 2022, read on November 25, 2026" (sourceLabel), with "; the
   * publisher is owned by Point Wild, which also owns Hotspot Shield" where the source is not independent.
   */
  text: string;
  /** Set when checked or sourced (unless the source was withdrawn): the page, shown as a link after `text`. */
  href?: string;
}

/**
 * How a page describes a fact of `provider` (its display name, or null for several providers: "the providers'
 * sites"), by state. Sentence case, no final full stop.
 */
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
 * The day a fact's age is counted from: its check, else the day its source was read, else its compilation (a
 * search that found no source confirms nothing, so it does not make a figure younger).
 */
export function referenceDate(p: Provenance): Date | undefined {
  return p.checkedAt ?? p.source?.readAt ?? p.compiledAt;
}

/** How many facts are in each state. */
export function countStates(states: readonly ProvenanceState[]): Record<ProvenanceState, number> {
  const counts: Record<ProvenanceState, number> = {
    checked: 0,
    sourced: 0,
    searched: 0,
    compiled: 0,
    unknown: 0,
  };
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
export type RecordGroupKey = Extract<(typeof FACT_GROUPS)[number], { record: true }>['key'];

/** The feature groups (optional records until every provider has them). */
type FeatureGroupKey = Extract<(typeof FACT_GROUPS)[number], { feature: true }>['key'];

/** The label of a fact group. */
export function groupLabel(key: FactGroupKey): string {
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
  ): FactRecord => ({
    group,
    key,
    label,
    provenance: p,
    state: provenanceState(p),
  });
  return FACT_GROUPS.flatMap(({ key }): FactRecord[] => {
    if (key === 'ownership')
      return [fact(key, key, s.ownership?.provenance ?? s.provenance.ownership ?? null)];
    if (key === 'audits') {
      const audits = s.audits ?? [];
      return audits.length === 0
        ? [fact(key, key, s.provenance.audits ?? null)]
        : audits.map((a, i) =>
            fact(
              key,
              `audits[${String(i)}]`,
              a.provenance,
              `Audit: ${a.firm}, ${a.date ? formatPartialDate(a.date) : 'date not stated'}`,
            ),
          );
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
  /** Kept for the pages that name one origin for a whole group (a single provider's card): null for a table. */
  base: ProvenanceWording | null;
  /** Whether any fact is unknown (the note then says what "Not in our data" means). */
  hasUnknown: boolean;
  /** The index of every fact that carries a mark: every fact our data has (each value carries its own short mark). */
  marked: number[];
  /** Kept empty: a short mark is said on every value, so nothing says "Same source as above". */
  again: number[];
}

/** What makes two facts' provenance the same for a note: their state and the record behind it. */
function signature(p: Provenance | null | undefined, state: ProvenanceState): string {
  if (state === 'compiled') return `compiled|${String(p?.compiledAt?.getTime())}`;
  if (state === 'sourced') return `sourced|${p?.source?.id ?? ''}`;
  if (state === 'searched')
    return `searched|${String(p?.searchedAt?.getTime())}|${String(p?.compiledAt?.getTime())}`;
  if (state === 'checked') return `checked|${String(p?.checkedAt?.getTime())}|${p?.checkedUrl ?? ''}`;
  return 'unknown';
}

/**
 * The summary of a table's facts: each known fact carries its own short mark (shortMark: publisher, month, grade),
 * linked to its full record; unknown facts say "Not in our data" themselves. `provider` names a single provider's
 * group of facts, whose shared origin `base` words once where every fact has the same one.
 */
export function provenanceSummary(
  facts: readonly { provenance: Provenance | null | undefined; hasValue?: boolean }[],
  provider: string | null,
): ProvenanceSummary {
  const states = facts.map((f) => provenanceState(f.provenance, f.hasValue ?? true));
  const signatures = facts.map((f, i) => signature(f.provenance, states[i] ?? 'unknown'));
  const known = facts.flatMap((_, i) => (states[i] !== 'unknown' ? [i] : []));
  const same = known.length > 0 && known.every((i) => signatures[i] === signatures[known[0] ?? 0]);
  const first = facts[known[0] ?? 0];
  return {
    base: same && first ? provenanceWording(first.provenance, provider, first.hasValue ?? true) : null,
    hasUnknown: states.includes('unknown'),
    marked: known,
    again: [],
  };
}

/** A fact's short mark, as tables, cards and rankings show it beside a value: its words and its flags. */
export interface ShortMark {
  /**
   * "Comparitech · Jun 2026", "NordVPN · Dec 2025", "checked Dec 2026", "launch data", "no source found" (or "no
   * source gives it", where another source states another value).
   */
  text: string;
  /** Said after it, each whole: "weak source", "historical", "undated", "disputed", "source owned by its group". */
  flags: string[];
}

/**
 * The short mark of a fact of `provider` (its display name): the source's publisher and the month the source
 * carries, then its flags; no repository path, address or reading date (the full record, on /data, has them).
 */
export function shortMark(p: Provenance | null | undefined, provider: string | null): ShortMark {
  const state = provenanceState(p);
  if (!p || state === 'unknown') return { text: NOT_IN_DATA, flags: [] };
  const disputed = isDisputed(p);
  const tail = disputed ? ['disputed'] : [];
  if (state === 'checked' && p.checkedAt) return { text: `checked ${shortMonth(p.checkedAt)}`, flags: tail };
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

/** A day as a mark says it: "Dec 2026". */
function shortMonth(date: Date): string {
  return `${(MONTHS[date.getUTCMonth()] ?? '').slice(0, 3)} ${String(date.getUTCFullYear())}`;
}

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

/**
 * A provider's provenance said once per source: its facts grouped by identical wording (the launch data set
 * for most groups, each public source, each check), in the order of FACT_GROUPS; unknown groups say "Not in our
 * data". For "About these figures" and /data.
 */
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
