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
 * What the launch scores and category ratings are, in the words every component uses: they came with our launch
 * data set and no process here formed them; no decision on the site reads them.
 */
export const SCORE_ORIGIN = 'carried over from our launch data set, not yet re-derived by us';

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
 * slug): such a source is not independent evidence for that provider.
 */
export function ownedByProviderGroup(source: SourceInfo, provider: string): boolean {
  return source.publisher.vpnBrands.some((b) => brandKey(b) === brandKey(provider));
}

/** The month a search was made, in words: "December 2026". */
function searchedMonth(date: Date): string {
  return `${MONTHS[date.getUTCMonth()] ?? ''} ${String(date.getUTCFullYear())}`;
}

/** What a search that found no dated source says, once per page or section: "searched December 2026: no dated source found". */
function searchedWords(searchedAt: Date): string {
  return `searched ${searchedMonth(searchedAt)}: no source found`;
}

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
      provider !== null && owner !== undefined && ownedByProviderGroup(p.source, provider)
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
      text: p.compiledAt
        ? `${launch}; ${searchedWords(p.searchedAt)}`
        : `${NOT_IN_DATA}; ${searchedWords(p.searchedAt)}`,
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
      /** A search for ownership, audits or renewal prices that found none: the day it was made. */
      ownership?: { searchedAt: Date } | undefined;
      audits?: { searchedAt: Date } | undefined;
      renewal?: { searchedAt: Date } | undefined;
    };
  ownership?: { provenance: Provenance } | undefined;
  audits?: readonly { firm: string; date: string; provenance: Provenance }[] | undefined;
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
            fact(key, `audits[${String(i)}]`, a.provenance, `Audit: ${a.firm}, ${formatPartialDate(a.date)}`),
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

/** One provenance note for a table or fact group: the state most of its facts share, and which facts differ. */
export interface ProvenanceSummary {
  /** The shared state, worded for the whole table; null when every fact is unknown. */
  base: ProvenanceWording | null;
  /** Whether any fact is unknown (the note then says what "Not in our data" means). */
  hasUnknown: boolean;
  /** The index of every fact whose state differs from the base (unknown facts excepted: they say so themselves). */
  marked: number[];
  /**
   * The marked facts whose words and source already stand on an earlier marked fact (by index, the reading order):
   * "a source is said once per table", so these say "Same source as above".
   */
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
 * The summary of a table's facts: the provenance most of its known facts share (on a tie, launch data before a
 * search before a source before a check), worded for all of them, and the facts to mark because theirs differs. `provider` names a
 * single provider's table; null words it for several ("the providers' sites").
 */
export function provenanceSummary(
  facts: readonly { provenance: Provenance | null | undefined; hasValue?: boolean }[],
  provider: string | null,
): ProvenanceSummary {
  const states = facts.map((f) => provenanceState(f.provenance, f.hasValue ?? true));
  const signatures = facts.map((f, i) => signature(f.provenance, states[i] ?? 'unknown'));
  const rank: Record<ProvenanceState, number> = {
    compiled: 0,
    searched: 1,
    sourced: 2,
    checked: 3,
    unknown: 4,
  };
  const tally = new Map<string, { count: number; index: number }>();
  signatures.forEach((sig, i) => {
    if (states[i] === 'unknown') return;
    const entry = tally.get(sig) ?? { count: 0, index: i };
    tally.set(sig, { ...entry, count: entry.count + 1 });
  });
  const best = [...tally.entries()].sort(
    ([, a], [, b]) =>
      b.count - a.count || rank[states[a.index] ?? 'unknown'] - rank[states[b.index] ?? 'unknown'],
  )[0];
  const baseFact = best ? facts[best[1].index] : undefined;
  const marked = signatures.flatMap((sig, i) =>
    states[i] !== 'unknown' && best && sig !== best[0] ? [i] : [],
  );
  const again = repeatedSources(
    facts.map((f) => f.provenance),
    marked,
  );
  return {
    base: baseFact ? provenanceWording(baseFact.provenance, provider, baseFact.hasValue ?? true) : null,
    hasUnknown: states.includes('unknown'),
    marked,
    again,
  };
}

/** What a mark says of a fact's provenance and the source it links, for telling one source said twice in a table. */
export const sourceWords = (p: Provenance | null | undefined): string =>
  provenanceWording(p, null).text + (p?.source?.url ?? p?.checkedUrl ?? '');

/**
 * "A source once per table or card": of the facts at `shown` (indexes into `provenances`, in the order a reader
 * meets them), those whose source already stands on an earlier one; their mark says "Same source as above".
 */
export function repeatedSources(
  provenances: readonly (Provenance | null | undefined)[],
  shown: readonly number[],
): number[] {
  const said = new Set<string>();
  return shown.filter((i) => {
    const words = sourceWords(provenances[i]);
    if (said.has(words)) return true;
    said.add(words);
    return false;
  });
}

/** Facts that share a provenance, as one line: "Prices and plans, Server network: From our launch data set, …". */
export interface ProvenanceLine {
  labels: string[];
  wording: ProvenanceWording;
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
    const line = lines.get(key) ?? { labels: [], wording };
    line.labels.push(f.label);
    lines.set(key, line);
  }
  return [...lines.values()];
}
