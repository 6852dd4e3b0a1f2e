/**
 * Content freshness from the site's stated cadence: reviews are updated quarterly (we allow 92 days) and
 * comparison tables monthly (31 days). Every fact with a value is counted from the day it was last checked
 * against the provider's page, or, when it never was, from the day an editor compiled it. A fact past its
 * cadence needs checking; changing a date without checking the figure does not make it fresh. Whole days, UTC.
 */
import { isoDate } from './format';
import {
  countStates,
  factRecords,
  referenceDate,
  type FactRecord,
  type ProvenanceFields,
  type ProvenanceState,
} from './provenance';

/** Provider-page fact groups (what a review states): quarterly. */
export const REVIEW_MAX_AGE_DAYS = 92;
/** Comparison matrix cells: monthly. */
export const COMPARISON_MAX_AGE_DAYS = 31;

/** A fact past its cadence. */
export interface OverdueFact {
  kind: FactRecord['kind'];
  key: string;
  /** 'checked' counts from `checkedAt`, 'compiled' (never checked) from `compiledAt`. */
  state: Exclude<ProvenanceState, 'unknown'>;
  /** The day its age is counted from, YYYY-MM-DD, and that age in whole days. */
  since: string;
  ageDays: number;
  /** The cadence it is past, in days. */
  maxAgeDays: number;
}

/** One provider's facts: how many are in each state, and which are past their cadence (oldest first). */
export interface ProviderFreshness {
  slug: string;
  name: string;
  counts: Record<ProvenanceState, number>;
  overdue: OverdueFact[];
}

const DAY = 24 * 60 * 60 * 1000;
const ageInDays = (date: Date, now: Date) => Math.floor((now.getTime() - date.getTime()) / DAY);

/** Freshness of every provider's facts on `now`. Unknown facts have no figure to age and are only counted. */
export function providerFreshness(
  services: readonly (ProvenanceFields & { slug: string })[],
  now: Date,
): ProviderFreshness[] {
  return services.map((s) => {
    const facts = factRecords(s);
    const overdue: OverdueFact[] = [];
    for (const fact of facts) {
      if (fact.state === 'unknown') continue;
      const maxAgeDays = fact.kind === 'comparison' ? COMPARISON_MAX_AGE_DAYS : REVIEW_MAX_AGE_DAYS;
      const since = referenceDate(fact.provenance);
      const ageDays = ageInDays(since, now);
      if (ageDays > maxAgeDays)
        overdue.push({
          kind: fact.kind,
          key: fact.key,
          state: fact.state,
          since: isoDate(since),
          ageDays,
          maxAgeDays,
        });
    }
    overdue.sort((a, b) => b.ageDays - a.ageDays);
    return { slug: s.slug, name: s.name, counts: countStates(facts.map((f) => f.state)), overdue };
  });
}

/** How many facts are past their cadence across all providers. */
export function overdueCount(report: readonly ProviderFreshness[]): number {
  return report.reduce((sum, p) => sum + p.overdue.length, 0);
}

const counted = (c: Record<ProvenanceState, number>) =>
  `${c.checked} checked, ${c.compiled} compiled only, ${c.unknown} unknown`;

function overdueLine(f: OverdueFact): string {
  const since = f.state === 'checked' ? `checked ${f.since}` : `compiled ${f.since}, never checked`;
  return `    ${f.kind} ${f.key}: ${since}, ${f.ageDays} days (cadence ${f.maxAgeDays})`;
}

/** The report for people: totals, a line per provider with its overdue facts, and what to do about them. */
export function freshnessReport(report: readonly ProviderFreshness[]): string {
  const totals = countStates([]);
  for (const p of report)
    for (const state of ['checked', 'compiled', 'unknown'] as const) totals[state] += p.counts[state];
  const overdue = overdueCount(report);
  const lines = [
    `Provider facts: ${counted(totals)}. Cadence: provider pages ${REVIEW_MAX_AGE_DAYS} days, comparison ${COMPARISON_MAX_AGE_DAYS} days.`,
    ...report.flatMap((p) => [
      `  ${p.slug}: ${counted(p.counts)}${p.overdue.length > 0 ? `; ${p.overdue.length} past cadence` : ''}`,
      ...p.overdue.map(overdueLine),
    ]),
  ];
  lines.push(
    overdue === 0
      ? 'No fact is past its cadence.'
      : `${overdue} fact(s) past cadence. Compare each with the provider's own page, then record checkedAt and ` +
          'sourceUrl (and correct the value if it changed). Do not change compiledAt unless the figure was entered again.',
  );
  return lines.join('\n');
}
