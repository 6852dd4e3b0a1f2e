/**
 * The plan behind a provider's starting price ("$3.39/mo"), so a card can say what that price buys: the plan's
 * name (its term, as the provider names it) and what is billed up front.
 */
import { formatUsd, usdValue } from './format';

/** What the rule reads of a provider (a subset of a VpnService). */
export interface StartingPlanFields {
  /** The starting price, USD per month. */
  pricePerMonth: string;
  plans: readonly {
    name: string;
    price: string;
    period: 'month' | 'year' | 'one-time' | null;
    billed?: string | undefined;
  }[];
}

/** A plan's price per month in USD: a yearly price over 12 months (to the cent); null for a free or one-time plan. */
function perMonth(plan: StartingPlanFields['plans'][number]): number | null {
  if (plan.period === 'month') return usdValue(plan.price);
  if (plan.period === 'year') return Math.round((usdValue(plan.price) / 12) * 100) / 100;
  return null;
}

/**
 * The recurring plan whose price per month is the starting price, as `{ name, billed }`: `billed` is the up-front
 * charge as the data states it ("$81.36 for 2 years"), or a yearly plan's price a year ("$49.99 a year"), or null
 * when the data gives neither. Null when no plan matches (the starting price then stands alone).
 */
export function startingPlan(service: StartingPlanFields): { name: string; billed: string | null } | null {
  const price = usdValue(service.pricePerMonth);
  const plan = service.plans.find((p) => perMonth(p) === price);
  if (!plan) return null;
  const billed = plan.billed ?? (plan.period === 'year' ? `${formatUsd(plan.price)} a year` : null);
  return { name: plan.name, billed };
}

/** The starting plan in words, for under a card's price: "2-Year Basic plan, billed $81.36 for 2 years"; null without one. */
export function startingPlanText(service: StartingPlanFields): string | null {
  const plan = startingPlan(service);
  if (!plan) return null;
  return plan.billed ? `${plan.name} plan, billed ${plan.billed}` : `${plan.name} plan`;
}
