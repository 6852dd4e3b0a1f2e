import { describe, expect, it } from 'vitest';
import {
  billedAmount,
  billedText,
  cheapestCover,
  lowestLongTermPlan,
  monthlyPlans,
  perMonthAmount,
  planTerm,
  recurringPlans,
  regularPrice,
  startingPlanText,
  termLabel,
  type PlanFacts,
} from './plans';
import { usd } from './price';

const monthly: PlanFacts = { name: 'Monthly', price: usd(12.99), period: 'month', months: 1 };
const twoYear: PlanFacts = {
  name: '2-Year Basic',
  price: usd(3.39),
  period: 'month',
  months: 24,
  billed: true,
};

describe('bills', () => {
  it('bills price x months where our data says the term is billed at once', () => {
    expect(billedAmount(twoYear)).toBe(81.36);
    expect(billedText(twoYear)).toBe('$81.36 for 2 years');
    expect(billedText({ name: '1-Year', price: usd(4.98), period: 'month', months: 12, billed: true })).toBe(
      '$59.76 for 1 year',
    );
  });

  it('says the term in the plan’s own words: per year for an annual plan, months for a "24-Month" plan', () => {
    expect(billedText({ name: 'Annual', price: usd(3.99), period: 'month', months: 12, billed: true })).toBe(
      '$47.88 per year',
    );
    expect(
      billedText({ name: '24-Month', price: usd(2.49), period: 'month', months: 24, billed: true }),
    ).toBe('$59.76 for 24 months');
  });

  it('keeps a stated bill that does not reconcile, and gives none where our data has none', () => {
    const surfshark = {
      name: '2-Year + 3 Months',
      price: usd(2.19),
      period: 'month',
      months: 27,
      billed: usd(54.75),
    } as const;
    expect(billedAmount(surfshark)).toBe(54.75);
    expect(billedText(surfshark)).toBe('$54.75 as listed for the term');
    expect(billedText(monthly)).toBeUndefined();
  });
});

describe('the lowest long-term plan', () => {
  const lifetime: PlanFacts = { name: 'Lifetime', price: usd(40), period: 'one-time' };
  const bundle: PlanFacts = { name: 'Bundle, 5 devices', price: usd(49.99), period: 'year', months: 12 };

  it('is the lowest price per month of a plan with a term longer than a month', () => {
    expect(lowestLongTermPlan([monthly, twoYear, { ...twoYear, name: 'Plus', price: usd(4.39) }])?.name).toBe(
      '2-Year Basic',
    );
  });

  it('leaves out monthly, free and one-time plans, and counts a yearly price as a twelfth', () => {
    const oneYear: PlanFacts = { name: '1-Year', price: usd(2.49), period: 'month', months: 12 };
    expect(lowestLongTermPlan([monthly, oneYear, lifetime])?.name).toBe('1-Year');
    expect(perMonthAmount(bundle)).toEqual(usd(4.17));
    expect(lowestLongTermPlan([monthly, { name: 'Free', price: usd(0), period: null }])).toBeUndefined();
  });

  it('labels the term in the plan’s words, else from its months', () => {
    expect(termLabel(twoYear)).toBe('2-year');
    expect(termLabel({ ...twoYear, name: '2-Year + 3 Months', months: 27 })).toBe('2-year + 3 months');
    expect(termLabel({ ...twoYear, name: 'Annual', months: 12 })).toBe('annual');
    expect(termLabel({ ...twoYear, name: 'VPN Plus', months: 18 })).toBe('18-month');
  });
});

describe('monthly plans and regular prices', () => {
  it('are plans of one month; without months, a name saying Monthly', () => {
    expect(monthlyPlans([monthly, twoYear]).map((p) => p.name)).toEqual(['Monthly']);
    expect(monthlyPlans([{ name: 'Monthly Basic', price: usd(9), period: 'month' }])).toHaveLength(1);
  });

  it('takes "monthly" as twelve payments of the monthly plan, or keeps a stated amount', () => {
    const annual: PlanFacts = {
      name: 'Annual',
      price: usd(4.0),
      period: 'month',
      months: 12,
      originalPrice: 'monthly',
    };
    expect(regularPrice(annual, [{ ...monthly, price: usd(9.95) }, annual])).toEqual({
      amount: 119.4,
      text: '$119.40/year',
    });
    const lifetime: PlanFacts = {
      name: 'Lifetime',
      price: usd(40),
      period: 'one-time',
      originalPrice: usd(600),
    };
    expect(regularPrice(lifetime, [lifetime])).toEqual({ amount: 600, text: '$600.00' });
    expect(() => regularPrice(annual, [annual])).toThrow('there is no monthly plan');
  });
});

describe('the starting plan in words', () => {
  const nord = [
    { name: 'Monthly Basic', price: usd(12.99), period: 'month' as const, months: 1 },
    { name: '1-Year Basic', price: usd(4.99), period: 'month' as const, months: 12, billed: true as const },
    { name: '2-Year Basic', price: usd(3.39), period: 'month' as const, months: 24, billed: true as const },
  ];

  it('names the cheapest long plan and its bill up front', () => {
    expect(startingPlanText(nord)).toBe('2-Year Basic plan, billed $81.36 for 2 years');
  });

  it('keeps a published bill in words as it is, and bills a yearly plan a year', () => {
    expect(startingPlanText([{ ...nord[2]!, billed: { amount: 81.36, text: '$81.36 for 2 years' } }])).toBe(
      '2-Year Basic plan, billed $81.36 for 2 years',
    );
    expect(
      startingPlanText([{ name: 'Bundle, 5 devices', price: usd(49.99), period: 'year', months: 12 }]),
    ).toBe('Bundle, 5 devices plan, billed $49.99 a year');
  });

  it('names the plan alone without a bill, and gives nothing without a long plan', () => {
    expect(startingPlanText([{ name: '3-Year', price: usd(2.99), period: 'month', months: 36 }])).toBe(
      '3-Year plan',
    );
    expect(startingPlanText([{ name: 'Lifetime', price: usd(40), period: 'one-time' }])).toBeNull();
  });
});

describe('plan terms and the cheapest way to cover a period', () => {
  const monthly = { name: 'Monthly', price: usd(10.0), period: 'month' as const, months: 1 };
  const year = { name: '1-Year', price: usd(2.49), period: 'month' as const, months: 12 };
  const lifetime = { name: 'Lifetime', price: usd(40), period: 'one-time' as const };

  it('bills a term as stated, or as price x months (our arithmetic); a lifetime plan runs for ever', () => {
    expect(planTerm({ ...year, billed: true })).toEqual({
      bill: { low: 29.88, high: 29.88 },
      months: 12,
      stated: true,
    });
    expect(planTerm(year)).toEqual({ bill: { low: 29.88, high: 29.88 }, months: 12, stated: false });
    // A published plan carries its bill in words.
    expect(
      planTerm({ ...year, months: 27, billed: { amount: 54.75, text: '$54.75 as listed for the term' } })
        ?.bill.low,
    ).toBe(54.75);
    expect(planTerm({ name: 'Bundle', price: usd(49.99), period: 'year', months: 12 })?.bill.low).toBe(49.99);
    expect(planTerm(lifetime)?.months).toBe(Number.POSITIVE_INFINITY);
    expect(planTerm({ name: 'Free', price: usd(0), period: null })).toBeNull();
    // Extra months are service too: PureVPN's 2-year plan runs 30 months.
    expect(planTerm({ ...year, months: 24, extraMonths: 6 })?.months).toBe(30);
  });

  it("counts FastestVPN's one-time lifetime plan: cheaper than two 1-year terms over two years", () => {
    const plans = [monthly, year, lifetime];
    expect(cheapestCover(plans, 12)).toMatchObject({ plan: year, times: 1, total: { low: 29.88 } });
    expect(cheapestCover(plans, 24)).toMatchObject({
      plan: lifetime,
      times: 1,
      total: { low: 40, high: 40 },
    });
  });

  it('buys a plan back to back where no single term is long enough, each at its listed price', () => {
    const annual = { name: 'Annual', price: usd(4.0), period: 'month' as const, months: 12 };
    expect(cheapestCover([{ ...monthly, price: usd(9.95) }, annual], 24)).toMatchObject({
      plan: annual,
      times: 2,
      total: { low: 96, high: 96 },
      arithmetic: true,
      margin: 0.12,
    });
  });

  it('uses a renewal price for the later terms where our data has one', () => {
    const renewing = {
      ...year,
      billed: true as const,
      renewal: { price: usd(59.99), period: 'year' as const },
    };
    expect(cheapestCover([renewing], 24)?.total.low).toBe(29.88 + 59.99);
  });

  it('keeps a range as a range: WiTopia month to month costs $119.88-$155.88 a year', () => {
    const range = { name: 'Monthly', price: usd(9.99, 12.99), period: 'month' as const, months: 1 };
    expect(cheapestCover([range], 12)?.total).toEqual({ low: 119.88, high: 155.88 });
  });

  it("bills a weekly plan a week, and counts it in no cost over months: IVPN's $2 week", () => {
    const week = { name: 'Standard 1 Week', price: usd(2), period: 'week' as const };
    expect(planTerm(week)).toEqual({ bill: { low: 2, high: 2 }, months: 12 / 52, stated: true });
    expect(perMonthAmount(week)).toBeNull();
    expect(recurringPlans([week, monthly, year])).toEqual([monthly, year]);
    expect(lowestLongTermPlan([week, monthly, year])).toBe(year);
    expect(monthlyPlans([week, monthly])).toEqual([monthly]);
  });

  it('has no cover without a paid plan', () => {
    expect(cheapestCover([{ name: 'Free', price: usd(0), period: null }], 12)).toBeUndefined();
  });
});
