import { describe, expect, it } from 'vitest';
import { COMPARISON_ROWS, marketFacts } from './comparison';
import { usd } from './price';

describe('the matrix', () => {
  it('has nine rows', () => {
    expect(COMPARISON_ROWS.map((r) => r.label)).toEqual([
      'Lowest long-term price',
      'Standard monthly price',
      'Free version',
      'Money-back guarantee',
      'Simultaneous connections',
      'Server network',
      'Headquarters',
      'Audited no-logs policy',
      'Standout feature',
    ]);
  });
});

describe('marketFacts', () => {
  it('computes the ranges a summary can state', () => {
    const facts = marketFacts([
      {
        moneyBackDays: 30,
        plans: [
          { name: 'Monthly Basic', price: usd(12.99), period: 'month', months: 1 },
          { name: '2-Year Basic', price: usd(3.39), period: 'month', months: 24 },
        ],
      },
      {
        moneyBackDays: 45,
        plans: [
          { name: 'Monthly', price: usd(9.99, 12.99), period: 'month', months: 1 },
          { name: '2-Year', price: usd(1.99), period: 'month', months: 24 },
        ],
      },
      {
        // A yearly bundle counts as a twelfth per month: $49.99 a year is $4.17.
        moneyBackDays: null,
        plans: [{ name: 'Bundle', price: usd(49.99), period: 'year', months: 12 }],
      },
      {
        // A one-time lifetime plan has no term: the 1-year plan is the long-term price.
        moneyBackDays: 15,
        plans: [
          { name: '1-Year', price: usd(2.49), period: 'month', months: 12 },
          { name: 'Lifetime', price: usd(40), period: 'one-time' },
        ],
      },
    ]);
    expect(facts.longTermPrice).toEqual({ min: 1.99, max: 4.17 });
    expect(facts.monthlyPrice).toEqual({ min: 9.99, max: 12.99 });
    expect(facts.moneyBackDays).toEqual({ min: 15, max: 45 });
  });
});
