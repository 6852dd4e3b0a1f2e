import { describe, expect, it } from 'vitest';
import type { Result } from 'lighthouse';
import {
  BUDGET,
  budgetFailures,
  calibratedCpuSlowdown,
  isComparable,
  median,
  medianScores,
  performanceFailure,
  REFERENCE_BENCHMARK_INDEX,
  WEIGHT_BUDGET,
  weightFailures,
  weightOf,
  type PageWeight,
  type Scores,
} from './lighthouse-budget';

const perfect: Scores = { performance: 1, accessibility: 1, 'best-practices': 1, seo: 1 };

describe('median', () => {
  it('takes the middle run, whatever the order', () => {
    expect(median([0.97, 0.91, 0.99])).toBe(0.97);
    expect(median([0.9, 1])).toBe(0.95);
  });

  it('is null when a run was not scored', () => {
    expect(median([1, null, 1])).toBeNull();
    expect(median([])).toBeNull();
  });
});

describe('medianScores', () => {
  it('takes each category from its own median, not from one run', () => {
    const runs: Scores[] = [
      { ...perfect, performance: 0.9, seo: 0.92 },
      { ...perfect, performance: 0.99 },
      { ...perfect, performance: 0.96, seo: 0.92 },
    ];
    expect(medianScores(runs)).toEqual({ ...perfect, performance: 0.96, seo: 0.92 });
  });
});

describe('budgetFailures', () => {
  it('passes 100 everywhere and Performance at exactly 0.95', () => {
    expect(
      budgetFailures([
        { path: '/', scores: perfect },
        { path: '/faq', scores: { ...perfect, performance: 0.95 } },
      ]),
    ).toEqual([]);
  });

  it('fails a page under budget in any category, naming page, category and score', () => {
    const pages = [
      { path: '/', scores: perfect },
      { path: '/faq', scores: { ...perfect, performance: 0.94 } },
      { path: '/about', scores: { ...perfect, accessibility: 0.98, seo: null } },
    ];
    expect(budgetFailures(pages)).toEqual([
      '/faq: performance 0.94 < 0.95',
      '/about: accessibility 0.98 < 1',
      '/about: seo not scored < 1',
    ]);
  });

  it('fails on a stricter budget that the same scores met before', () => {
    const pages = [{ path: '/', scores: { ...perfect, performance: 0.97 } }];
    expect(budgetFailures(pages)).toEqual([]);
    expect(budgetFailures(pages, { ...BUDGET, performance: 0.98 })).toEqual(['/: performance 0.97 < 0.98']);
  });
});

describe('page weight', () => {
  const within: PageWeight = {
    transferBytes: 120_000,
    requests: 16,
    renderBlocking: 1,
    layoutShift: 0,
    unusedJsBytes: 39_000,
  };

  it('reads the inputs from the audits Lighthouse reports', () => {
    const lhr = {
      audits: {
        'total-byte-weight': { numericValue: 114_815 },
        'network-requests': { details: { items: Array.from({ length: 16 }) } },
        'render-blocking-insight': { details: { items: [{}] } },
        'cumulative-layout-shift': { numericValue: 0.02 },
        'unused-javascript': { details: { overallSavingsBytes: 39_117 } },
      },
    } as unknown as Pick<Result, 'audits'>;
    expect(weightOf(lhr)).toEqual({
      transferBytes: 114_815,
      requests: 16,
      renderBlocking: 1,
      layoutShift: 0.02,
      unusedJsBytes: 39_117,
    });
    expect(weightOf({ audits: {} })).toEqual({
      transferBytes: 0,
      requests: 0,
      renderBlocking: 0,
      layoutShift: 0,
      unusedJsBytes: 0,
    });
  });

  it('passes a page within every limit, and at the limits themselves', () => {
    expect(weightFailures('/', within)).toEqual([]);
    expect(weightFailures('/', WEIGHT_BUDGET)).toEqual([]);
  });

  it('fails each input over its limit, naming page, input, value and limit', () => {
    const heavy = { ...within, transferBytes: 250_000, renderBlocking: 3, layoutShift: 0.1234 };
    expect(weightFailures('/faq', heavy)).toEqual([
      '/faq: transferBytes 250000 > 200000',
      '/faq: renderBlocking 3 > 1',
      '/faq: layoutShift 0.123 > 0.1',
    ]);
  });
});

describe('calibratedCpuSlowdown', () => {
  it('keeps the default slowdown on a machine at or above the reference', () => {
    expect(calibratedCpuSlowdown(REFERENCE_BENCHMARK_INDEX)).toBe(4);
    expect(calibratedCpuSlowdown(2400)).toBe(4);
  });

  it('slows the simulated CPU less on a machine that measured slower, never below 1', () => {
    expect(calibratedCpuSlowdown(500)).toBe(2);
    expect(calibratedCpuSlowdown(338)).toBe(1.35);
    expect(calibratedCpuSlowdown(100)).toBe(1);
  });
});

describe('performanceFailure', () => {
  const run = (score: number | null, benchmarkIndex = 1500, cpuSlowdown = 4) => ({
    score,
    benchmarkIndex,
    cpuSlowdown,
  });

  it('judges the best run measured at reference CPU speed', () => {
    expect(performanceFailure('/', [run(0.91), run(0.96), run(0.93)])).toBeUndefined();
    expect(performanceFailure('/', [run(0.91), run(0.94), run(0.93)])).toBe(
      '/: performance 0.94 < 0.95 (best of 3 runs at reference CPU speed)',
    );
  });

  it('ignores runs on a CPU too slow for their slowdown, and counts calibrated runs that made up for it', () => {
    // 400 at the default slowdown is too slow; 400 at slowdown 1.6 is comparable.
    expect(isComparable(run(0.5, 400))).toBe(false);
    expect(isComparable(run(0.97, 400, 1.6))).toBe(true);
    expect(performanceFailure('/guides', [run(0.5, 400), run(0.97, 400, 1.6)])).toBeUndefined();
    expect(performanceFailure('/guides', [run(1, 400), run(0.9, 1200)])).toBe(
      '/guides: performance 0.9 < 0.95 (best of 1 run at reference CPU speed)',
    );
  });

  it('leaves Performance to the page-weight limits when no run was comparable', () => {
    expect(performanceFailure('/', [run(0.55, 179), run(0.73, 179, 1)])).toBeUndefined();
  });

  it('fails a page whose comparable runs could not be scored', () => {
    expect(performanceFailure('/', [run(null), run(null)])).toBe('/: performance not scored');
  });
});
