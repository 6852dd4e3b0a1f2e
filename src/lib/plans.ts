/**
 * A price plan's arithmetic and words, one rule each: the bill up front, the price per month, the regular price
 * and the term in words. The provider file stores a plan's price, period and term once; everything here is
 * derived from them, so a price changed in content/ changes every bill and total that rests on it.
 */
import { formatUsd, usdValue } from './format';

/** The plan fields these rules read (a stored plan). */
export interface PlanFacts {
  name: string;
  /** USD per `period`, as stored: "3.39", "9.99-12.99". */
  price: string;
  period: 'month' | 'year' | 'one-time' | null;
  /** Months of service the price is charged for; absent for free and one-time plans. */
  months?: number | undefined;
  extraMonths?: number | undefined;
  /** true: billed price x months up front; an amount: the stated bill (it does not reconcile). */
  billed?: true | string | undefined;
  /** "monthly": twelve payments of the monthly plan; an amount: the stated regular price. */
  originalPrice?: string | undefined;
  discount?: number | undefined;
  popular?: boolean | undefined;
}

/** Rounds to whole cents, away from the half-cent errors of binary fractions: 49.99 / 12 -> 4.17. */
export function toCents(n: number): number {
  return Math.round((n + Number.EPSILON) * 100) / 100;
}

/** A USD number as text with cents: 155.88 -> "$155.88", 1234.5 -> "$1,234.50". */
export function usdText(n: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(toCents(n));
}

/** The plan's price per month in USD (the lower end of a range): a yearly price / 12; null for free and one-time plans. */
export function perMonth(plan: PlanFacts): number | null {
  if (plan.period === 'month') return usdValue(plan.price);
  if (plan.period === 'year') return usdValue(plan.price) / 12;
  return null;
}

/** The bill up front in USD: price x months where our data says the term is billed at once, or the stated amount. */
export function billedAmount(plan: PlanFacts): number | null {
  if (plan.billed === undefined) return null;
  if (plan.billed !== true) return usdValue(plan.billed);
  return plan.months === undefined ? null : toCents(usdValue(plan.price) * plan.months);
}

/**
 * The plans billed month to month: a per-month price for a term of one month (without a term, a name saying
 * "Monthly": a 2-year plan is also priced per month).
 */
export function monthlyPlans<P extends { name: string; period: string | null; months?: number | undefined }>(
  plans: readonly P[],
): P[] {
  return plans.filter(
    (p) => p.period === 'month' && (p.months === undefined ? /monthly/i.test(p.name) : p.months === 1),
  );
}

/**
 * The plan with the lowest price per month among those with a term longer than a month (a per-month or per-year
 * price; not free, monthly or one-time plans); on a tie, the longer term. Undefined when there is none.
 */
export function lowestLongTermPlan<P extends PlanFacts>(plans: readonly P[]): P | undefined {
  let best: { plan: P; price: number } | undefined;
  for (const plan of plans) {
    const price = perMonth(plan);
    if (price === null || (plan.months ?? 0) <= 1) continue;
    const cents = toCents(price);
    if (!best || cents < best.price || (cents === best.price && (plan.months ?? 0) > (best.plan.months ?? 0)))
      best = { plan, price: cents };
  }
  return best?.plan;
}

/** The price per month as a stored amount ("3.39", "4.17" for $49.99 a year). */
export function perMonthAmount(plan: PlanFacts): string | null {
  if (plan.period === 'month') return plan.price;
  const price = perMonth(plan);
  return price === null ? null : toCents(price).toFixed(2);
}

const TERM_NAME = /^(\d+-year( \+ \d+ months?)?|\d+-month|annual|monthly)$/i;

/**
 * The term as a label in the plan's own words where its name is a term ("annual", "2-year + 3 months",
 * "24-month"), else from its months ("2-year" for 24, "18-month" for 18). Used in "$3.39/mo (2-year)".
 */
export function termLabel(plan: PlanFacts): string {
  if (TERM_NAME.test(plan.name)) return plan.name.toLowerCase();
  const months = plan.months ?? 0;
  return months % 12 === 0 ? `${String(months / 12)}-year` : `${String(months)}-month`;
}

/** The term after "for" or "per": "1 year" ("per year" for an annual plan), "2 years", "24 months" for a "24-Month" plan. */
function termPhrase(plan: PlanFacts): string {
  const months = plan.months ?? 0;
  if (/^annual$/i.test(plan.name) && months === 12) return 'per year';
  if (months % 12 === 0 && !/month/i.test(plan.name)) {
    const years = months / 12;
    return `for ${String(years)} ${years === 1 ? 'year' : 'years'}`;
  }
  return `for ${String(months)} months`;
}

/** The bill in words: "$81.36 for 2 years", "$47.88 per year", or a stated amount "$54.75 as listed for the term". */
export function billedText(plan: PlanFacts): string | undefined {
  const amount = billedAmount(plan);
  if (amount === null) return undefined;
  return plan.billed === true
    ? `${usdText(amount)} ${termPhrase(plan)}`
    : `${usdText(amount)} as listed for the term`;
}

/**
 * The regular price in USD and in words: "monthly" = twelve payments of the monthly plan ("$143.88/year"), or
 * the stated amount ("$600"). Null when the plan has none.
 */
export function regularPrice(
  plan: PlanFacts,
  plans: readonly PlanFacts[],
): { amount: number; text: string } | null {
  if (plan.originalPrice === undefined) return null;
  if (plan.originalPrice !== 'monthly')
    return { amount: usdValue(plan.originalPrice), text: formatUsd(plan.originalPrice) };
  const monthly = monthlyPlans(plans)[0];
  if (!monthly) throw new Error(`${plan.name}: originalPrice "monthly" but there is no monthly plan`);
  const amount = toCents(usdValue(monthly.price) * 12);
  return { amount, text: `${usdText(amount)}/year` };
}

/**
 * The plan behind the starting price in words, for under a card's price: "2-Year Basic plan, billed $81.36 for
 * 2 years", "Bundle, 5 devices plan, billed $49.99 a year", or the name alone where our data gives no bill; null
 * when no plan has a term longer than a month (the starting price is then "Not in our data").
 */
export function startingPlanText(plans: readonly PlanFacts[]): string | null {
  const plan = lowestLongTermPlan(plans);
  if (!plan) return null;
  const billed =
    typeof plan.billed === 'string'
      ? plan.billed
      : (billedText(plan) ?? (plan.period === 'year' ? `${formatUsd(plan.price)} a year` : undefined));
  return billed === undefined ? `${plan.name} plan` : `${plan.name} plan, billed ${billed}`;
}
