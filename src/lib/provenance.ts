/**
 * What readers are told about where a fact comes from: one rule for its state, its words and a summary for a
 * table or group of facts. The states:
 * - checked: an editor compared the fact with the provider's own page on a date (`checkedAt`, `sourceUrl`);
 * - sourced: taken from a named public source someone here read (`sourceKind`, `sourceUrl`, `sourceName`,
 *   `sourceDate`, `readAt`);
 * - searched: someone here searched the stored public pages for a dated source on a day (`searchedAt`) and found
 *   none; the figure, if any, is still the launch figure;
 * - compiled: in our launch data set, compiled before launch and not yet checked against the provider's site
 *   (`compiledAt`); the launch figures, scores and ratings came with the data set the site was specified with;
 * - unknown: no value in our data.
 * The wording follows the recorded fields and nothing else, so nothing is called checked that was not.
 */
import { formatDate, NOT_IN_DATA } from './format';

/** Where a fact comes from (the provenance fields of a provider file). */
export interface Provenance {
  compiledAt?: Date | undefined;
  checkedAt?: Date | undefined;
  sourceUrl?: string | undefined;
  sourceName?: string | undefined;
  /** As printed on the source: "2025", "2025-10" or "2025-12-12". */
  sourceDate?: string | undefined;
  readAt?: Date | undefined;
  /** The kind of source: provider, auditor, publication or other. */
  sourceKind?: 'provider' | 'auditor' | 'publication' | 'other' | undefined;
  /** The day someone here searched for a dated source and found none (or, for audits, completed the list). */
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
      'taken from a named public source (the provider, the auditor or an established outlet) that someone here read; we record its address, the date printed on it and the day we read it',
  },
  {
    state: 'searched',
    label: 'Searched',
    meaning:
      'someone here searched the stored public pages for a dated source on the date shown and found none; the figure, where there is one, is still from our launch data set',
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
 * What the overall score and the category ratings are, in the words every component uses: they came with our
 * launch data set and no process here formed them.
 */
export const SCORE_ORIGIN = 'carried over from our launch data set, not yet re-derived by us';

/** A fact's state; no record or no value makes it unknown whatever else is recorded. */
export function provenanceState(p: Provenance | null | undefined, hasValue = true): ProvenanceState {
  if (!hasValue || !p) return 'unknown';
  if (p.checkedAt && p.sourceUrl) return 'checked';
  if (p.sourceName && p.sourceUrl && p.sourceDate && p.readAt) return 'sourced';
  if (p.searchedAt) return 'searched';
  return p.compiledAt ? 'compiled' : 'unknown';
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

/**
 * What kind of source a record rests on, in a reader's words (the schema's SOURCE_KINDS): the provider's own site
 * (named where `provider` is given), an auditor's report, a publication, another site.
 */
export function sourceKindWords(
  kind: NonNullable<Provenance['sourceKind']>,
  provider: string | null = null,
): string {
  if (kind === 'provider') return `${provider ? `${provider}'s` : "the provider's"} own site`;
  if (kind === 'auditor') return "an auditor's report";
  return kind === 'publication' ? 'a publication' : 'another site';
}

/**
 * A sourced record's source in words: its kind, its name and the date the source itself carries, as precise as
 * it is printed: "a publication (Tom's Guide), January 14, 2026", "an auditor's report (Deloitte), January 2025",
 * "NordVPN's own site (NordVPN blog), December 10, 2025", "another site (example.com), 2026". A name that holds
 * brackets of its own follows a colon instead: "a publication: Comparitech data (GitHub), June 27, 2026". Without
 * a kind, the name and date alone; null for a record that names no dated source. The one formatter of a source
 * for readers: every page shows a sourced fact's source through it (provenanceWording).
 */
export function sourceLabel(p: Provenance, provider: string | null = null): string | null {
  if (!p.sourceName || !p.sourceDate) return null;
  const date = formatPartialDate(p.sourceDate);
  if (!p.sourceKind) return `${p.sourceName}, ${date}`;
  const kind = sourceKindWords(p.sourceKind, provider);
  return p.sourceName.includes('(')
    ? `${kind}: ${p.sourceName}, ${date}`
    : `${kind} (${p.sourceName}), ${date}`;
}

/** The month a search was made, in words: "December 2026". */
function searchedMonth(date: Date): string {
  return `${MONTHS[date.getUTCMonth()] ?? ''} ${String(date.getUTCFullYear())}`;
}

/** What a search that found no dated source says, once per page or section: "searched December 2026: no dated source found". */
function searchedWords(searchedAt: Date): string {
  return `searched ${searchedMonth(searchedAt)}: no dated source found`;
}

/** The wording of a fact's state, split so a page can make `href` a link after `text`. */
export interface ProvenanceWording {
  state: ProvenanceState;
  /**
   * "From our launch data set, compiled before launch (November 21, 2026), not yet checked against NordVPN's site";
   * sourced: "From a publication (CNET), February 2, 2022, read on November 25, 2026" (sourceLabel).
   */
  text: string;
  /** Set when checked or sourced: the page, shown as a link after `text`. */
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
  if (state === 'checked' && p.checkedAt && p.sourceUrl)
    return {
      state,
      text: `Checked on ${formatDate(p.checkedAt)} against ${provider ? `${provider}'s` : "the provider's"} own page`,
      href: p.sourceUrl,
    };
  if (state === 'sourced' && p.sourceUrl && p.sourceName && p.sourceDate && p.readAt)
    return {
      state,
      text: `From ${sourceLabel(p, provider) ?? p.sourceName}, read on ${formatDate(p.readAt)}`,
      href: p.sourceUrl,
    };
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
 * search that found no dated source confirms nothing, so it does not make a figure younger).
 */
export function referenceDate(p: Provenance): Date | undefined {
  return p.checkedAt ?? p.readAt ?? p.compiledAt;
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
  { key: 'pricing', label: 'Prices and plans', record: true, comparison: true },
  { key: 'network', label: 'Server network', record: true, comparison: true },
  { key: 'devices', label: 'Simultaneous devices', record: true, comparison: true },
  { key: 'refund', label: 'Refund and trial terms', record: true, comparison: true },
  { key: 'jurisdiction', label: 'Jurisdiction', record: true, comparison: true },
  { key: 'logging', label: 'Logging policy', record: true, comparison: true },
  { key: 'standout', label: 'Standout feature', record: true, comparison: true },
  { key: 'audits', label: 'Independent audits', record: false, comparison: true },
  { key: 'ownership', label: 'Ownership', record: false, comparison: false },
  { key: 'renewal', label: 'Renewal prices', record: false, comparison: false },
] as const;

export type FactGroupKey = (typeof FACT_GROUPS)[number]['key'];

/** The groups a provider file keeps one provenance record for. */
type RecordGroupKey = Extract<(typeof FACT_GROUPS)[number], { record: true }>['key'];

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
  provenance: Record<RecordGroupKey, Provenance> & {
    /** A search for ownership or audits: the day it was made (audits: the day the list was last completed). */
    ownership?: { searchedAt: Date } | undefined;
    audits?: { searchedAt: Date } | undefined;
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
      return renewals.length === 0 ? [fact(key, key, null)] : renewals;
    }
    return [fact(key, key, s.provenance[key])];
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
  if (state === 'sourced') return `sourced|${p?.sourceUrl ?? ''}`;
  if (state === 'searched')
    return `searched|${String(p?.searchedAt?.getTime())}|${String(p?.compiledAt?.getTime())}`;
  if (state === 'checked') return `checked|${String(p?.checkedAt?.getTime())}|${p?.sourceUrl ?? ''}`;
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
  provenanceWording(p, null).text + (p?.sourceUrl ?? '');

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
