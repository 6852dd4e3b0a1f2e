/**
 * What readers are told about where a fact comes from. A fact is "checked" when someone compared it with the
 * provider's own page (`checkedAt` and `sourceUrl` recorded), "compiled" when an editor entered it but nobody
 * has checked it yet, and "unknown" when there is no value. The wording follows the state and nothing else.
 */
import { formatDate } from './format';

/** Where a fact comes from: the fields every comparison cell and provider fact group carries. */
export interface Provenance {
  /** What the figure rests on, in words. */
  source: string;
  /** The day an editor entered it. */
  compiledAt: Date;
  /** The day it was compared with `sourceUrl`; absent until then. */
  checkedAt?: Date | undefined;
  sourceUrl?: string | undefined;
}

export type ProvenanceState = 'checked' | 'compiled' | 'unknown';

/** The states in the order pages list them. */
export const PROVENANCE_STATES: readonly ProvenanceState[] = ['checked', 'compiled', 'unknown'];

/** A fact's state; `hasValue` false (a `null` cell) makes it unknown whatever else is recorded. */
export function provenanceState(p: Provenance, hasValue = true): ProvenanceState {
  if (!hasValue) return 'unknown';
  return p.checkedAt && p.sourceUrl ? 'checked' : 'compiled';
}

/** The wording of a fact's state, split so a page can make `href` a link after `text`. */
export interface ProvenanceWording {
  state: ProvenanceState;
  /** "Compiled from provider listings on November 21, 2026, not yet checked against NordVPN's site". */
  text: string;
  /** Set when checked: the page it was checked against, shown as a link after `text`. */
  href?: string;
}

/** How a page describes a fact of `provider` (its display name), by state. */
export function provenanceWording(p: Provenance, provider: string, hasValue = true): ProvenanceWording {
  const state = provenanceState(p, hasValue);
  if (state === 'unknown') return { state, text: 'Unknown: we have no figure for this yet' };
  if (state === 'checked' && p.checkedAt && p.sourceUrl)
    return { state, text: `Checked on ${formatDate(p.checkedAt)} against`, href: p.sourceUrl };
  return {
    state,
    text: `Compiled from provider listings on ${formatDate(p.compiledAt)}, not yet checked against ${provider}'s site`,
  };
}

/** The day a fact's age is counted from: when it was last checked, else when it was compiled. */
export function referenceDate(p: Provenance): Date {
  return p.checkedAt ?? p.compiledAt;
}

/** How many facts are in each state. */
export function countStates(states: readonly ProvenanceState[]): Record<ProvenanceState, number> {
  const counts: Record<ProvenanceState, number> = { checked: 0, compiled: 0, unknown: 0 };
  for (const state of states) counts[state] += 1;
  return counts;
}

/** The provider page's fact groups, in the order pages list them, with their labels. */
export const FACT_GROUPS = [
  { key: 'pricing', label: 'Prices and plans' },
  { key: 'network', label: 'Server network' },
  { key: 'devices', label: 'Simultaneous devices' },
  { key: 'refund', label: 'Refund, trial and free tier' },
  { key: 'jurisdiction', label: 'Jurisdiction' },
] as const;

/** A provider's facts as the freshness check and the /data page list them. */
export interface ProvenanceFields {
  name: string;
  comparison: Record<string, Provenance & { value: string | null }>;
  provenance: Record<string, Provenance>;
}

/** One fact of a provider with its provenance: a comparison cell or a provider-page fact group. */
export interface FactRecord {
  kind: 'comparison' | 'provider page';
  /** The field name: "lowestLongTermPrice", "pricing". */
  key: string;
  provenance: Provenance;
  state: ProvenanceState;
}

/** Every fact of a provider with its state: the nine comparison cells, then the fact groups. */
export function factRecords(s: ProvenanceFields): FactRecord[] {
  return [
    ...Object.entries(s.comparison).map(([key, cell]) => ({
      kind: 'comparison' as const,
      key,
      provenance: cell,
      state: provenanceState(cell, cell.value !== null),
    })),
    ...Object.entries(s.provenance).map(([key, p]) => ({
      kind: 'provider page' as const,
      key,
      provenance: p,
      state: provenanceState(p),
    })),
  ];
}
