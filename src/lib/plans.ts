/**
 * A price plan's arithmetic and words, one rule each: the bill up front, the price per month, the regular
 * price and the term in words, all derived from the plan's stored price, period and term.
 */
import { formatUsd, toCents, usd, type Bill, type PlanPeriod, type Usd } from './price';

/** The plan fields these rules read (a stored plan, or a published one with its bill in words). */
export interface PlanFacts {
  name: string;
  /** USD per `period` (a range where the provider gives one); in `currency` where a file states another. */
  price: Usd;
  /** The currency of `price` where a provider file states one other than USD (published plans are in USD). */
  currency?: string | undefined;
  period: PlanPeriod | null;
  /** Months of service the price is charged for; absent for free, weekly and one-time plans. */
  months?: number | undefined;
  extraMonths?: number | undefined;
  /** true: billed price x months up front; an amount: the stated bill (it does not reconcile); a published bill. */
  billed?: true | Usd | Bill | undefined;
  /** "monthly": twelve payments of the monthly plan; an amount: the stated regular price; published: in words. */
  originalPrice?: Usd | string | undefined;
  discount?: number | undefined;
  popular?: boolean | undefined;
  /** The price after the first term, where a public source gives it: USD per `period`, for `months`. */
  renewal?: { price: Usd; period: 'month' | 'year'; months?: number | undefined } | undefined;
}

/** A published plan's bill (amount and words), as against a stored `true` or amount. */
function isBill(billed: PlanFacts['billed']): billed is Bill {
  return typeof billed === 'object' && 'text' in billed;
}

/**
 * USD per month, a range at its top end (PRICE_RANGE_RULE in src/lib/figures.ts): a yearly price / 12; null
 * for free, weekly and one-time plans (no comparison counts a weekly price).
 */
export function perMonth(plan: PlanFacts): number | null {
  if (plan.period === 'month') return plan.price.high;
  if (plan.period === 'year') return plan.price.high / 12;
  return null;
}

/**
 * The bill up front in USD: price x months billed at once, a stated amount (low end), or the published bill.
 */
export function billedAmount(plan: PlanFacts): number | null {
  if (plan.billed === undefined) return null;
  if (isBill(plan.billed)) return plan.billed.amount;
  if (plan.billed !== true) return plan.billed.low;
  return plan.months === undefined ? null : toCents(plan.price.low * plan.months);
}

/** The plans billed month to month: a term of one month, or without a term a name saying "Monthly". */
export function monthlyPlans<P extends { name: string; period: string | null; months?: number | undefined }>(
  plans: readonly P[],
): P[] {
  return plans.filter(
    (p) => p.period === 'month' && (p.months === undefined ? /monthly/i.test(p.name) : p.months === 1),
  );
}

/** The plan with the lowest price per month and a term over a month (the longer term on a tie), if any. */
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

/** The price per month as an amount: a per-month price as it is, a yearly one to the cent (4.17 for $49.99 a year). */
export function perMonthAmount(plan: PlanFacts): Usd | null {
  if (plan.period === 'month') return plan.price;
  const price = perMonth(plan);
  return price === null ? null : usd(toCents(price));
}

const TERM_NAME = /^(\d+-year( \+ \d+ months?)?|\d+-month|annual|monthly)$/i;

/**
 * The term as a label: the plan's name where it is a term ("annual", "2-year + 3 months"), else from its
 * months ("2-year" for 24, "18-month" for 18), as in "$3.39/mo (2-year)".
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
  if (isBill(plan.billed)) return plan.billed.text;
  const amount = billedAmount(plan);
  if (amount === null) return undefined;
  return plan.billed === true
    ? `${formatUsd(amount)} ${termPhrase(plan)}`
    : `${formatUsd(amount)} as listed for the term`;
}

/** The bill as a published plan carries it (amount and words); undefined where our data gives none. */
export function planBill(plan: PlanFacts): Bill | undefined {
  const amount = billedAmount(plan);
  const text = billedText(plan);
  return amount === null || text === undefined ? undefined : { amount, text };
}

/**
 * The regular price in USD and in words: "monthly" = twelve payments of the monthly plan ("$143.88/year"), or
 * the stated amount ("$600"); null when the plan has none (or, published, has it in words already).
 * @throws Error when "monthly" names no monthly plan.
 */
export function regularPrice(
  plan: PlanFacts,
  plans: readonly PlanFacts[],
): { amount: number; text: string } | null {
  if (
    plan.originalPrice === undefined ||
    (typeof plan.originalPrice === 'string' && plan.originalPrice !== 'monthly')
  )
    return null;
  if (plan.originalPrice !== 'monthly')
    return { amount: plan.originalPrice.low, text: formatUsd(plan.originalPrice) };
  const monthly = monthlyPlans(plans)[0];
  if (!monthly) throw new Error(`${plan.name}: originalPrice "monthly" but there is no monthly plan`);
  const amount = toCents(monthly.price.low * 12);
  return { amount, text: `${formatUsd(amount)}/year` };
}

/**
 * The plan behind the starting price, for under a card's price: "2-Year Basic plan, billed $81.36 for 2
 * years", or the name alone without a bill; null when no plan has a term longer than a month.
 */
export function startingPlanText(plans: readonly PlanFacts[]): string | null {
  const plan = lowestLongTermPlan(plans);
  if (!plan) return null;
  const billed = billedText(plan) ?? (plan.period === 'year' ? `${formatUsd(plan.price)} a year` : undefined);
  return billed === undefined ? `${plan.name} plan` : `${plan.name} plan, billed ${billed}`;
}

/** The plans a cost counts: yearly prices and per-month prices with their months (not lifetime or weekly). */
export function recurringPlans<P extends PlanFacts>(plans: readonly P[]): P[] {
  return plans.filter((p) => p.period === 'year' || (p.period === 'month' && p.months !== undefined));
}

/** One term of a plan: what it costs, how long it runs, and whether the total is stated or our arithmetic. */
export interface PlanTerm {
  /** USD for the whole term. */
  bill: Usd;
  /** Months of service: the term plus any extra months; Infinity for a one-time (lifetime) plan. */
  months: number;
  /** true: the bill as our data states it (a billed amount, a yearly or one-time price); false: price x months. */
  stated: boolean;
}

/**
 * One term of a paid plan (null for a free plan): the stated bill; a yearly, one-time or weekly price as the
 * bill; else price x months (our arithmetic). A one-time plan runs Infinity months, a weekly one 12/52; extra
 * months count.
 */
export function planTerm(plan: PlanFacts): PlanTerm | null {
  const price = plan.price;
  if (plan.period === null || price.high === 0) return null;
  if (plan.period === 'one-time') return { bill: price, months: Number.POSITIVE_INFINITY, stated: true };
  if (plan.period === 'week') return { bill: price, months: 12 / 52, stated: true };
  const months = (plan.months ?? (plan.period === 'year' ? 12 : 1)) + (plan.extraMonths ?? 0);
  const stated = billedAmount(plan);
  if (stated !== null) return { bill: usd(stated), months, stated: true };
  if (plan.period === 'year') return { bill: price, months, stated: true };
  const term = plan.months ?? 1;
  return {
    bill: usd(toCents(price.low * term), toCents(price.high * term)),
    months,
    stated: false,
  };
}

/** The cheapest way to cover a number of months with one plan bought back to back. */
export interface Cover<P extends PlanFacts = PlanFacts> {
  plan: P;
  /** How many terms are bought. */
  times: number;
  /** USD for all of them. */
  total: Usd;
  /** true when any term's bill is our arithmetic (price x months) rather than stated. */
  arithmetic: boolean;
  /** USD the total may be off: half a cent a month where price x months is our arithmetic, else 0. */
  margin: number;
}

/** What covering `months` with `plan` costs: the first term, then renewals where our data has their price. */
function coverCost(plan: PlanFacts, term: PlanTerm, months: number): { times: number; total: Usd } {
  if (!Number.isFinite(term.months) || months <= term.months) return { times: 1, total: term.bill };
  const r = plan.renewal;
  const renewalMonths = r ? (r.months ?? (r.period === 'year' ? 12 : term.months)) : term.months;
  const renewalBill = r ? r.price : term.bill;
  const perRenewal =
    r?.period === 'month'
      ? usd(renewalBill.low * renewalMonths, renewalBill.high * renewalMonths)
      : renewalBill;
  const renewals = Math.ceil((months - term.months) / renewalMonths);
  return {
    times: 1 + renewals,
    total: usd(
      toCents(term.bill.low + perRenewal.low * renewals),
      toCents(term.bill.high + perRenewal.high * renewals),
    ),
  };
}

/**
 * The cheapest way to cover at least `months`: each paid plan bought back to back, renewals at the renewal
 * price in our data, else the listed price (a renewal may cost more); lowest total wins (top end of a range,
 * then its lower end: PRICE_RANGE_RULE), then fewer purchases. Undefined without a paid plan.
 */
export function cheapestCover<P extends PlanFacts>(
  plans: readonly P[],
  months: number,
): Cover<P> | undefined {
  let best: Cover<P> | undefined;
  for (const plan of plans) {
    const term = planTerm(plan);
    if (!term) continue;
    const { times, total } = coverCost(plan, term, months);
    const better =
      !best ||
      total.high < best.total.high ||
      (total.high === best.total.high &&
        (total.low < best.total.low || (total.low === best.total.low && times < best.times)));
    const billedMonths = (plan.months ?? 1) * times;
    if (better)
      best = {
        plan,
        times,
        total,
        arithmetic: !term.stated,
        margin: term.stated ? 0 : toCents(0.005 * billedMonths),
      };
  }
  return best;
}
