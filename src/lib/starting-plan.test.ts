import { describe, expect, it } from 'vitest';
import { startingPlan, startingPlanText } from './starting-plan';

const nord = {
  pricePerMonth: '3.39',
  plans: [
    { name: 'Monthly Basic', price: '12.99', period: 'month' as const },
    { name: '1-Year Basic', price: '4.99', period: 'month' as const, billed: '$59.88 for 1 year' },
    { name: '2-Year Basic', price: '3.39', period: 'month' as const, billed: '$81.36 for 2 years' },
  ],
};

describe('startingPlan: the plan behind the starting price', () => {
  it('names the plan and its up-front bill as the data states them', () => {
    expect(startingPlan(nord)).toEqual({ name: '2-Year Basic', billed: '$81.36 for 2 years' });
    expect(startingPlanText(nord)).toBe('2-Year Basic plan, billed $81.36 for 2 years');
  });

  it('names the plan alone where the data gives no bill', () => {
    const hotspot = {
      pricePerMonth: '2.99',
      plans: [
        { name: 'Free', price: '0', period: null },
        { name: '3-Year', price: '2.99', period: 'month' as const },
      ],
    };
    expect(startingPlanText(hotspot)).toBe('3-Year plan');
  });

  it('matches a yearly plan by its price over 12 months and bills it a year', () => {
    const eset = {
      pricePerMonth: '4.17',
      plans: [
        { name: 'Bundle, 5 devices', price: '49.99', period: 'year' as const },
        { name: 'Bundle, 10 devices', price: '69.99', period: 'year' as const },
      ],
    };
    expect(startingPlanText(eset)).toBe('Bundle, 5 devices plan, billed $49.99 a year');
  });

  it('gives nothing when no recurring plan has the starting price', () => {
    const lifetimeOnly = {
      pricePerMonth: '2.49',
      plans: [{ name: 'Lifetime', price: '40', period: 'one-time' as const }],
    };
    expect(startingPlan(lifetimeOnly)).toBeNull();
    expect(startingPlanText(lifetimeOnly)).toBeNull();
  });
});
