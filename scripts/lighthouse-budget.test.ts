import { describe, expect, it } from 'vitest';
import { BUDGET, budgetFailures, median, medianScores, type Scores } from './lighthouse-budget';

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
