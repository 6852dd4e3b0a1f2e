/** Latency statistics for `npm run bench`, computed from every response time rather than a sampled summary. */

/** The p-th percentile (0 < p <= 100) by nearest rank: the smallest value at least p% of values do not exceed. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? Number.NaN;
}

/** p50, p95 and p99 of response times in milliseconds. */
export function latencySummary(milliseconds: readonly number[]): { p50: number; p95: number; p99: number } {
  return {
    p50: percentile(milliseconds, 50),
    p95: percentile(milliseconds, 95),
    p99: percentile(milliseconds, 99),
  };
}

/**
 * Milliseconds with one decimal, or "-" when there is no figure: a row that got no response in its run has
 * no percentiles (NaN, which arrives as null from the load process's JSON).
 */
export function formatMs(value: number | null): string {
  return value === null || !Number.isFinite(value) ? '-' : value.toFixed(1);
}
