/**
 * Content freshness from the site's stated cadence: a fact group that feeds a comparison row is due monthly
 * (31 days), others quarterly (92 days), counted from its reference date (referenceDate). Whole days, UTC.
 */
import { isoDate } from './format';
import {
  countStates,
  factRecords,
  FACT_GROUPS,
  referenceDate,
  type FactRecord,
  type ProvenanceFields,
  type ProvenanceState,
} from './provenance';

/** Fact groups shown only on provider pages and /data: quarterly. */
const REVIEW_MAX_AGE_DAYS = 92;
/** Fact groups that feed the comparison: monthly. */
const COMPARISON_MAX_AGE_DAYS = 31;

/** A fact past its cadence. */
export interface OverdueFact {
  slug: string;
  group: FactRecord['group'];
  /** The group, or the item within it: "pricing", "audits[0]". */
  key: string;
  /** 'checked' counts from `checkedAt`, 'sourced' from `readAt`, 'compiled' (never checked) from `compiledAt`. */
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

/** The cadence of a fact group in days. */
function cadenceDays(group: FactRecord['group']): number {
  return FACT_GROUPS.find((g) => g.key === group)?.comparison ? COMPARISON_MAX_AGE_DAYS : REVIEW_MAX_AGE_DAYS;
}

/** Freshness of every provider's facts on `now`. Unknown facts have no figure to age and are only counted. */
export function providerFreshness(services: readonly ProvenanceFields[], now: Date): ProviderFreshness[] {
  return services.map((s) => {
    const facts = factRecords(s);
    const overdue: OverdueFact[] = [];
    for (const fact of facts) {
      const since = fact.provenance && referenceDate(fact.provenance);
      if (fact.state === 'unknown' || !since) continue;
      const maxAgeDays = cadenceDays(fact.group);
      const ageDays = ageInDays(since, now);
      if (ageDays > maxAgeDays)
        overdue.push({
          slug: s.slug,
          group: fact.group,
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

/** Every overdue fact of every provider, oldest first (then by provider and group, so the list is stable). */
export function overdueFacts(report: readonly ProviderFreshness[]): OverdueFact[] {
  return report
    .flatMap((p) => p.overdue)
    .sort((a, b) => b.ageDays - a.ageDays || a.slug.localeCompare(b.slug) || a.key.localeCompare(b.key));
}

/** How many facts are past their cadence across all providers. */
export function overdueCount(report: readonly ProviderFreshness[]): number {
  return report.reduce((sum, p) => sum + p.overdue.length, 0);
}

const counted = (c: Record<ProvenanceState, number>) =>
  `${String(c.checked)} checked, ${String(c.sourced)} sourced, ${String(c.searched)} searched (no dated source found), ${String(c.compiled)} launch data only, ${String(c.unknown)} not in our data`;

const SINCE = {
  checked: 'checked',
  sourced: 'source read',
  searched: 'launch data compiled',
  compiled: 'launch data compiled',
} as const;

/** One overdue fact in a line: "nordvpn pricing: launch data compiled 2026-11-21, never checked, 40 days (cadence 31)". */
export function overdueLine(f: OverdueFact): string {
  const never = f.state === 'checked' ? '' : ', never checked';
  return `${f.slug} ${f.key}: ${SINCE[f.state]} ${f.since}${never}, ${String(f.ageDays)} days (cadence ${String(f.maxAgeDays)})`;
}

/** The report for people: totals, a line per provider with its overdue facts, and what to do about them. */
export function freshnessReport(report: readonly ProviderFreshness[]): string {
  const totals = countStates([]);
  for (const p of report)
    for (const state of ['checked', 'sourced', 'searched', 'compiled', 'unknown'] as const)
      totals[state] += p.counts[state];
  const overdue = overdueCount(report);
  const lines = [
    `Provider facts: ${counted(totals)}. Cadence: comparison facts ${String(COMPARISON_MAX_AGE_DAYS)} days, others ${String(REVIEW_MAX_AGE_DAYS)} days.`,
    ...report.flatMap((p) => [
      `  ${p.slug}: ${counted(p.counts)}${p.overdue.length > 0 ? `; ${String(p.overdue.length)} past cadence` : ''}`,
      ...p.overdue.map((f) => `    ${overdueLine(f)}`),
    ]),
  ];
  lines.push(
    overdue === 0
      ? 'No fact is past its cadence.'
      : `${String(overdue)} fact(s) past cadence. Compare each with the provider's own page, correct the figure if it ` +
          'changed, then record the check: npm run facts -- check <provider> <group> --source <url>. ' +
          'Do not change compiledAt unless the figure was entered again.',
  );
  return lines.join('\n');
}
