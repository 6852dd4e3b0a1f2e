/**
 * Content freshness from the site's stated cadence ("reviews are updated quarterly, comparison tables monthly"): reviews are updated quarterly (we allow
 * 92 days) and comparison tables monthly (31 days). Lists every provider whose review or any comparison cell
 * is older than that. Dates are compared in whole days, UTC.
 */

import { verificationRange } from './comparison';
import { isoDate } from './format';

export const REVIEW_MAX_AGE_DAYS = 92;
export const COMPARISON_MAX_AGE_DAYS = 31;

export interface FreshnessFields {
  slug: string;
  reviewedAt: Date;
  comparison: Record<string, { verifiedAt: Date }>;
}

export interface StaleItem {
  slug: string;
  what: 'review' | 'comparison';
  /** The date that is too old, YYYY-MM-DD, and its age in days. */
  date: string;
  ageDays: number;
}

const DAY = 24 * 60 * 60 * 1000;
const ageInDays = (date: Date, now: Date) => Math.floor((now.getTime() - date.getTime()) / DAY);

/** Every stale review and every provider with a stale comparison cell (its oldest cell), oldest first. */
export function staleContent(services: readonly FreshnessFields[], now: Date): StaleItem[] {
  const stale: StaleItem[] = [];
  for (const s of services) {
    const reviewAge = ageInDays(s.reviewedAt, now);
    if (reviewAge > REVIEW_MAX_AGE_DAYS)
      stale.push({ slug: s.slug, what: 'review', date: isoDate(s.reviewedAt), ageDays: reviewAge });
    const { oldest } = verificationRange(Object.values(s.comparison).map((cell) => cell.verifiedAt));
    const comparisonAge = ageInDays(oldest, now);
    if (comparisonAge > COMPARISON_MAX_AGE_DAYS) {
      stale.push({ slug: s.slug, what: 'comparison', date: isoDate(oldest), ageDays: comparisonAge });
    }
  }
  return stale.sort((a, b) => b.ageDays - a.ageDays);
}

/** A short report for people: one line per stale item, or a line saying all is current. */
export function freshnessReport(stale: readonly StaleItem[]): string {
  if (stale.length === 0)
    return `All provider reviews are under ${REVIEW_MAX_AGE_DAYS} days old and comparison data under ${COMPARISON_MAX_AGE_DAYS} days.`;
  return [
    `${stale.length} item(s) past the stated cadence (reviews ${REVIEW_MAX_AGE_DAYS} days, comparison ${COMPARISON_MAX_AGE_DAYS} days):`,
    ...stale.map(
      (s) =>
        `  ${s.slug}: ${s.what === 'review' ? 'reviewed' : 'comparison verified'} ${s.date} (${s.ageDays} days ago)`,
    ),
  ].join('\n');
}
