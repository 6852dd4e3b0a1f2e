import { describe, expect, it } from 'vitest';
import { COMPARISON_ROWS, marketFacts, orderSlugs, sortKeys } from './comparison';

const keys = [
  sortKeys({ slug: 'a', name: 'A', pricePerMonth: '3.39', moneyBackDays: 30, deviceLimit: 10 }),
  sortKeys({ slug: 'b', name: 'B', pricePerMonth: '2.19', moneyBackDays: 30, deviceLimit: 0 }),
  sortKeys({ slug: 'c', name: 'C', pricePerMonth: '4.17', moneyBackDays: null, deviceLimit: [5, 10] }),
  sortKeys({ slug: 'd', name: 'D', pricePerMonth: '2.99', moneyBackDays: 45, deviceLimit: 5 }),
  sortKeys({ slug: 'e', name: 'E', pricePerMonth: '9.99-12.99', moneyBackDays: 15, deviceLimit: null }),
];

describe('the matrix', () => {
  it('has the spec nine rows', () => {
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

describe('sortKeys', () => {
  it('reads unlimited devices as the most and a range by its top', () => {
    expect(keys[1]!.connections).toBe(Number.POSITIVE_INFINITY);
    expect(keys[2]!.connections).toBe(10);
    expect(keys[4]!.price).toBe(9.99);
  });
});

describe('orderSlugs', () => {
  it('keeps the given order by default', () => {
    expect(orderSlugs(keys, 'default')).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('sorts by lowest price first', () => {
    expect(orderSlugs(keys, 'price')).toEqual(['b', 'd', 'a', 'c', 'e']);
  });

  it('sorts by longest money-back first, unknown last, ties in the given order', () => {
    expect(orderSlugs(keys, 'moneyBack')).toEqual(['d', 'a', 'b', 'e', 'c']);
  });

  it('sorts by most connections, unlimited first, unknown last', () => {
    expect(orderSlugs(keys, 'connections')).toEqual(['b', 'a', 'c', 'd', 'e']);
  });
});

describe('marketFacts', () => {
  it('computes the ranges a summary can state', () => {
    const facts = marketFacts([
      {
        pricePerMonth: '3.39',
        moneyBackDays: 30,
        plans: [{ name: 'Monthly Basic', price: '12.99', period: 'month' }],
      },
      {
        pricePerMonth: '1.99',
        moneyBackDays: 45,
        plans: [{ name: 'Monthly', price: '9.99-12.99', period: 'month' }],
      },
      {
        pricePerMonth: '4.17',
        moneyBackDays: null,
        plans: [{ name: 'Bundle', price: '49.99', period: 'year' }],
      },
      {
        pricePerMonth: '2.49',
        moneyBackDays: 15,
        plans: [{ name: '1-Year', price: '2.49', period: 'month' }],
      },
    ]);
    expect(facts.longTermPrice).toEqual({ min: 1.99, max: 4.17 });
    expect(facts.monthlyPrice).toEqual({ min: 9.99, max: 12.99 });
    expect(facts.moneyBackDays).toEqual({ min: 15, max: 45 });
  });
});
