/**
 * Which of a provider's pricing readings bear on one price a page shows. A source's pricing reading is its list of
 * plans (content: provenance.pricing.readings[].value), and a source may agree on one plan and differ on another:
 * Comparitech's June 2026 file gives NordVPN's monthly plan at $12.99, as ours does, and an intro price of $3.09
 * against our $3.39. So a cell that shows one price is disputed only by the entries about that price, and only where
 * they give another amount:
 * - the monthly price: entries for a one-month term (`months: 1`);
 * - the lowest long-term price: entries for that plan's term, and entries whose term the source does not name;
 * an entry agrees when its price per month equals one of ours to the cent, in the same currency (a price in another
 * currency is never taken as agreeing: converting it would make our arithmetic the judge). The full record on
 * /data/{slug} keeps every reading.
 */
import type { Provenance, Reading } from './provenance';
import { perMonth, type PlanFacts } from './plans';
import { toCents } from './price';

/** The price a cell shows: the monthly plans' prices, or the lowest long-term plan. */
export type PriceView =
  { kind: 'monthly'; plans: readonly PlanFacts[] } | { kind: 'long-term'; plan: PlanFacts };

/** One plan as a source lists it (the shape src/data/schemas.ts checks). */
interface ListedPlan {
  price: number;
  period: string | null;
  currency: string;
  months: number | undefined;
}

/** A reading's plans; none when its value is not a list of plans. */
function listedPlans(reading: Reading): ListedPlan[] {
  if (!Array.isArray(reading.value)) return [];
  return reading.value.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const e = entry as Record<string, unknown>;
    const price = Number(typeof e.price === 'string' ? e.price.split('-').at(-1) : e.price);
    if (!Number.isFinite(price)) return [];
    return [
      {
        price,
        period: typeof e.period === 'string' ? e.period : null,
        currency: typeof e.currency === 'string' ? e.currency : 'USD',
        months: typeof e.months === 'number' ? e.months : undefined,
      },
    ];
  });
}

/** Per month, to the cent; null for a one-time or free price. */
function monthly(price: number, period: string | null): number | null {
  const amount = perMonth({
    name: '',
    price: { low: price, high: price },
    period: period as PlanFacts['period'],
  });
  return amount === null ? null : toCents(amount);
}

/** Whether an entry bears on the view's price and gives another amount. */
function differs(entry: ListedPlan, view: PriceView): boolean {
  const ours = view.kind === 'monthly' ? view.plans : [view.plan];
  const about =
    view.kind === 'monthly'
      ? entry.months === 1
      : entry.months === undefined || entry.months === view.plan.months;
  if (!about) return false;
  const theirs = monthly(entry.price, entry.period);
  return !ours.some((plan) => {
    const amount = perMonth(plan);
    return (plan.currency ?? 'USD') === entry.currency && amount !== null && toCents(amount) === theirs;
  });
}

/**
 * The pricing record as it bears on one price: the readings that state another amount for it (see above); the
 * record unchanged where it has no readings, null where there is none.
 */
export function priceRecord(p: Provenance | null | undefined, view: PriceView): Provenance | null {
  if (!p) return null;
  if (!p.readings) return p;
  const readings = p.readings.filter((r) => listedPlans(r).some((entry) => differs(entry, view)));
  return { ...p, readings: readings.length > 0 ? readings : undefined };
}
