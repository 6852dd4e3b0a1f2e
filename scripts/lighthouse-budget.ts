/**
 * The Lighthouse budget as data and pure checks, used by scripts/lighthouse.ts:
 * the median of several runs per category, and the pages and categories below their minimum.
 */

/** The scored Lighthouse categories, by their Lighthouse ids. */
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

/** Scores from 0 to 1 per category, as Lighthouse reports them; null when Lighthouse could not score it. */
export type Scores = Record<Category, number | null>;

/** Minimum score (0 to 1) per category: 100 in all but Performance, which may dip to 95 between runs. */
export const BUDGET: Record<Category, number> = {
  performance: 0.95,
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

/** One line per page and category under its minimum, as "/faq: performance 0.93 < 0.95"; empty when within budget. */
export function budgetFailures(
  pages: readonly { path: string; scores: Scores }[],
  budget: Record<Category, number> = BUDGET,
): string[] {
  return pages.flatMap(({ path, scores }) =>
    CATEGORIES.filter((c) => scores[c] === null || scores[c] < budget[c]).map(
      (c) => `${path}: ${c} ${scores[c] ?? 'not scored'} < ${budget[c]}`,
    ),
  );
}
