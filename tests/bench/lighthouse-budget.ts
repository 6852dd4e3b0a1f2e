/**
 * The Lighthouse budget as data and pure checks, used by tests/bench/lighthouse.ts: the median of several runs per
 * category, the pages and categories below their minimum, and the page-weight inputs that Performance is built
 * from (the same on any machine, so they are judged where the Performance score, which falls with other work
 * on the machine, is only reported).
 */
import type { Result } from 'lighthouse';

/** The scored Lighthouse categories, by their Lighthouse ids. */
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

/** Scores from 0 to 1 per category, as Lighthouse reports them; null when Lighthouse could not score it. */
export type Scores = Record<Category, number | null>;

/** The categories judged, each at its minimum score (0 to 1): 100. Performance is reported, not judged. */
export const BUDGET: Partial<Record<Category, number>> = {
  accessibility: 1,
  'best-practices': 1,
  seo: 1,
};

/** Median of numbers (the mean of the middle two for an even count); null if any is null or there are none. */
export function median(values: readonly (number | null)[]): number | null {
  if (values.length === 0 || values.some((v) => v === null)) return null;
  const sorted = (values as number[]).toSorted((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const upper = sorted[mid] ?? Number.NaN;
  return sorted.length % 2 ? upper : ((sorted[mid - 1] ?? Number.NaN) + upper) / 2;
}

/** Per category, the median over the runs of one page. */
export function medianScores(runs: readonly Scores[]): Scores {
  return Object.fromEntries(CATEGORIES.map((c) => [c, median(runs.map((run) => run[c]))])) as Scores;
}

/** One line per page and judged category under its minimum, as "/faq: seo 0.92 < 1"; empty when within budget. */
export function budgetFailures(
  pages: readonly { path: string; scores: Scores }[],
  budget: Partial<Record<Category, number>> = BUDGET,
): string[] {
  return pages.flatMap(({ path, scores }) =>
    Object.entries(budget).flatMap(([c, minimum]) => {
      const score = scores[c as Category];
      return score === null || score < minimum
        ? [`${path}: ${c} ${score ?? 'not scored'} < ${String(minimum)}`]
        : [];
    }),
  );
}

/**
 * What a page's Performance score is built from and does not depend on the machine: bytes transferred,
 * requests, render-blocking requests, layout shift (CLS, unitless) and JavaScript bytes loaded but not run.
 */
export interface PageWeight {
  transferBytes: number;
  requests: number;
  renderBlocking: number;
  layoutShift: number;
  unusedJsBytes: number;
}

/**
 * Upper limits of each input. One stylesheet (the site's CSS) may block rendering; CLS 0.1 is the "good"
 * threshold of Core Web Vitals.
 */
export const WEIGHT_BUDGET: PageWeight = {
  transferBytes: 200_000,
  requests: 25,
  renderBlocking: 1,
  layoutShift: 0.1,
  unusedJsBytes: 50_000,
};

interface AuditDetails {
  items?: unknown[];
  overallSavingsBytes?: number;
}

/** The page-weight inputs of one Lighthouse run (0 for an input whose audit is absent or not applicable). */
export function weightOf(lhr: Pick<Result, 'audits'>): PageWeight {
  const audit = (id: string) => lhr.audits[id];
  const details = (id: string) => audit(id)?.details as AuditDetails | undefined;
  return {
    transferBytes: audit('total-byte-weight')?.numericValue ?? 0,
    requests: details('network-requests')?.items?.length ?? 0,
    renderBlocking: details('render-blocking-insight')?.items?.length ?? 0,
    layoutShift: audit('cumulative-layout-shift')?.numericValue ?? 0,
    unusedJsBytes: details('unused-javascript')?.overallSavingsBytes ?? 0,
  };
}

/** One line per input over its limit, as "/faq: transferBytes 210000 > 200000"; empty when within. */
export function weightFailures(
  path: string,
  weight: PageWeight,
  budget: PageWeight = WEIGHT_BUDGET,
): string[] {
  return (Object.keys(budget) as (keyof PageWeight)[])
    .filter((input) => weight[input] > budget[input])
    .map((input) => `${path}: ${input} ${Math.round(weight[input] * 1000) / 1000} > ${budget[input]}`);
}
