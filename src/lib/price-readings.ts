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

/**
 * An entry's price as the view's cell words its own, in the entry's currency: "$5.77" in a monthly cell, "$3.09/mo"
 * or "€60.00/year" else.
 */
function amountWords(entry: ListedPlan, view: PriceView): string {
  const { plan: _plan, ...price } = entry.stored;
  return view.kind === 'monthly' && entry.period === 'month'
    ? formatMoney(entry.price, entry.currency)
    : factValueText('pricing', [price]);
}

/**
 * The pricing record as it bears on one price: the readings that state another amount for it (see above), each
 * cut to those plans and worded by its price alone (amountWords: a cell shows it beside ours, src/lib/evidence.ts
 * withDisputes); the record unchanged where it has no readings, null where there is none.
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

/**
 * The pricing record as it bears on the popular plan's price (a provider page's header price): by the monthly
 * view for a one-month plan, by the long-term view for a longer one; the whole record for any other (a lifetime
 * plan, a free one).
 */
export function popularPlanRecord(s: PricedPlans): Provenance | null {
  const view = popularPlanView(s.plans);
  return view ? priceRecord(s.provenance.pricing, view) : (s.provenance.pricing ?? null);
}

/**
 * The other amounts sources give for the popular plan's price, for the header price that shows it alone: "$3.09/mo
 * (Comparitech, Jun 2026) or €3.09/mo (vpnMentor, 2024)"; null where none disputes it, and for a plan that is
 * neither monthly nor a longer term (its record is the whole list: the full records page shows it).
 */
export function popularPlanDisputes(s: PricedPlans): string | null {
  const view = popularPlanView(s.plans);
  return view ? disputingWords(priceRecord(s.provenance.pricing, view)) : null;
}
