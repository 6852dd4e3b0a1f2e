import { describe, expect, it } from 'vitest';
import type { Result } from 'lighthouse';
import {
  BUDGET,
  budgetFailures,
  median,
  medianScores,
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
  it('passes 100 in the judged categories, whatever the Performance score', () => {
    expect(
      budgetFailures([
        { path: '/', scores: perfect },
        { path: '/faq', scores: { ...perfect, performance: 0.62 } },
      ]),
    ).toEqual([]);
  });

  it('fails a page under 100 in Accessibility, Best Practices or SEO, naming page, category and score', () => {
    const pages = [
      { path: '/', scores: perfect },
      { path: '/faq', scores: { ...perfect, 'best-practices': 0.96 } },
      { path: '/about', scores: { ...perfect, accessibility: 0.98, seo: null } },
    ];
    expect(budgetFailures(pages)).toEqual([
      '/faq: best-practices 0.96 < 1',
      '/about: accessibility 0.98 < 1',
      '/about: seo not scored < 1',
    ]);
  });

  it('judges Performance only where a budget names it', () => {
    const pages = [{ path: '/', scores: { ...perfect, performance: 0.97 } }];
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
