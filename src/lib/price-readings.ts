/**
 * Which of a provider's pricing readings (a source's list of plans) bear on one price a page shows: a source
 * may agree on one plan and differ on another, so a cell is disputed only by entries about its price (the
 * monthly price: `months: 1`; the long-term price: that plan's term, or none named) that give another amount.
 * An entry agrees when its price per month equals one of ours to the cent in the same currency (never
 * converted).
 */
import { disputingWords } from './evidence';
import { factValueText } from './fact-values';
import type { Provenance, Reading } from './provenance';
import { perMonth, type PlanFacts } from './plans';
import { formatMoney, toCents } from './price';

/** The price a cell shows: the monthly plans' prices, or the lowest long-term plan. */
export type PriceView =
  { kind: 'monthly'; plans: readonly PlanFacts[] } | { kind: 'long-term'; plan: PlanFacts };

/** One plan as a source lists it (the shape src/lib/schemas.ts checks), with the entry as stored. */
interface ListedPlan {
  price: number;
  period: string | null;
  currency: string;
  months: number | undefined;
  stored: Record<string, unknown>;
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
        stored: e,
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

/** An entry's price as the view's cell words its own, in its currency: "$5.77" (monthly), "€60.00/year". */
function amountWords(entry: ListedPlan, view: PriceView): string {
  const { plan: _plan, ...price } = entry.stored;
  return view.kind === 'monthly' && entry.period === 'month'
    ? formatMoney(entry.price, entry.currency)
    : factValueText('pricing', [price]);
}

/**
 * The pricing record as it bears on one price: its readings cut to the entries that state another amount (see
 * above), worded by price alone (amountWords); unchanged without readings, null where there is none.
 */
export function priceRecord(p: Provenance | null | undefined, view: PriceView): Provenance | null {
  if (!p) return null;
  if (!p.readings) return p;
  const readings = p.readings.flatMap((r): Reading[] => {
    const plans = listedPlans(r).filter((entry) => differs(entry, view));
    if (plans.length === 0) return [];
    return [
      {
        ...r,
        value: plans.map((entry) => entry.stored),
        text: plans.map((e) => amountWords(e, view)).join(', '),
      },
    ];
  });
  return { ...p, readings: readings.length > 0 ? readings : undefined };
}

/** The view of the popular plan's price: monthly for a one-month plan, long-term for a longer one, else none. */
function popularPlanView(plans: readonly PlanFacts[]): PriceView | undefined {
  const plan = plans.find((p) => p.popular);
  if (plan?.period === 'month' && plan.months === 1) return { kind: 'monthly', plans: [plan] };
  if (plan && (plan.months ?? 0) > 1) return { kind: 'long-term', plan };
  return undefined;
}

/** A provider's plans and pricing record, as the popular plan's readers take them. */
interface PricedPlans {
  plans: readonly PlanFacts[];
  provenance: { pricing: Provenance | null | undefined };
}

/** The pricing record as it bears on the popular plan's price (popularPlanView); else the whole record. */
export function popularPlanRecord(s: PricedPlans): Provenance | null {
  const view = popularPlanView(s.plans);
  return view ? priceRecord(s.provenance.pricing, view) : (s.provenance.pricing ?? null);
}

/**
 * The other amounts sources give for the popular plan's price: "$3.09/mo (Comparitech, Jun 2026) or €3.09/mo
 * (vpnMentor, 2024)"; null where none disputes it or the plan is neither monthly nor a longer term.
 */
export function popularPlanDisputes(s: PricedPlans): string | null {
  const view = popularPlanView(s.plans);
  return view ? disputingWords(priceRecord(s.provenance.pricing, view)) : null;
}
