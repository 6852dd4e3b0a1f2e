/**
 * The Lighthouse budget as data and pure checks, used by scripts/lighthouse.ts: the median of several runs per
 * category, the pages and categories below their minimum, the page-weight inputs that Performance is built
 * from (the same on any machine), and the CPU slowdown that makes a run on a slow or busy machine comparable.
 */
import type { Result } from 'lighthouse';

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

/** One line per page and category (of `categories`) under its minimum, as "/faq: performance 0.93 < 0.95"; empty when within budget. */
export function budgetFailures(
  pages: readonly { path: string; scores: Scores }[],
  budget: Record<Category, number> = BUDGET,
  categories: readonly Category[] = CATEGORIES,
): string[] {
  return pages.flatMap(({ path, scores }) =>
    categories
      .filter((c) => scores[c] === null || scores[c] < budget[c])
      .map((c) => `${path}: ${c} ${scores[c] ?? 'not scored'} < ${budget[c]}`),
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

/** Lighthouse's own line: under this benchmarkIndex it warns that the CPU is too slow for its default throttling. */
export const REFERENCE_BENCHMARK_INDEX = 1000;
/** Lighthouse's default CPU slowdown of its mobile preset. */
export const DEFAULT_CPU_SLOWDOWN = 4;

/**
 * The CPU slowdown that simulates the default mobile CPU on a machine that measured `benchmarkIndex`: simulated
 * throttling multiplies the task times it observed, and a machine at a third of the reference speed (or busy
 * with other work) observes them three times longer, so it multiplies by a third as much. Between 1 and 4,
 * rounded to two decimals; 4 at or above the reference.
 */
export function calibratedCpuSlowdown(benchmarkIndex: number): number {
  const scaled = (DEFAULT_CPU_SLOWDOWN * benchmarkIndex) / REFERENCE_BENCHMARK_INDEX;
  return Math.round(Math.min(DEFAULT_CPU_SLOWDOWN, Math.max(1, scaled)) * 100) / 100;
}

/** One run's Performance score and the conditions it was measured under. */
export interface PerformanceRun {
  score: number | null;
  /** Lighthouse's measure of the CPU's speed at the start of the run. */
  benchmarkIndex: number;
  /** The CPU slowdown the run simulated (4 by default, less when calibrated). */
  cpuSlowdown: number;
}

/**
 * Whether a run's score is comparable to one on Lighthouse's reference CPU: its benchmarkIndex, scaled by how
 * much less than the default it slowed the CPU, reaches the reference. A run on a machine so busy that even
 * the smallest slowdown (1) cannot make up for it is not.
 */
export function isComparable(run: PerformanceRun): boolean {
  return (run.benchmarkIndex * DEFAULT_CPU_SLOWDOWN) / run.cpuSlowdown >= REFERENCE_BENCHMARK_INDEX;
}

/**
 * The Performance verdict of one page: a failure line when the best comparable run is under `minimum` (other
 * work on the machine only ever lowers a score, so the best run is the nearest to the page's own), undefined
 * when it is within, or when no run was comparable (then the page-weight limits alone judge Performance).
 */
export function performanceFailure(
  path: string,
  runs: readonly PerformanceRun[],
  minimum: number = BUDGET.performance,
): string | undefined {
  const judged = runs.filter(isComparable);
  if (judged.length === 0) return undefined;
  const scores = judged.map((run) => run.score).filter((score): score is number => score !== null);
  if (scores.length === 0) return `${path}: performance not scored`;
  const best = Math.max(...scores);
  return best < minimum
    ? `${path}: performance ${best} < ${minimum} (best of ${judged.length} ${judged.length === 1 ? 'run' : 'runs'} at reference CPU speed)`
    : undefined;
}
