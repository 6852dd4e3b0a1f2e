/**
 * Prices: the one price type (`Usd`, read once by `usdSchema`) and the one way to show a price (`formatUsd`).
 */
import { z } from 'astro/zod';
import { NOT_IN_DATA } from './format';

/** Rounds to whole cents, away from the half-cent errors of binary fractions: 49.99 / 12 -> 4.17. */
export function toCents(n: number): number {
  return Math.round((n + Number.EPSILON) * 100) / 100;
}

/** An amount in US dollars: one price (`low` = `high`) or a range ("9.99-12.99"); stored as `storedUsd`. */
export interface Usd {
  readonly low: number;
  readonly high: number;
}

/** An amount: usd(3.39) is one price, usd(9.99, 12.99) a range. */
export function usd(low: number, high: number = low): Usd {
  return { low, high };
}

/** Whether a value is a `Usd` (the schema's check of what it read). */
export function isUsd(value: unknown): value is Usd {
  if (typeof value !== 'object' || value === null) return false;
  const { low, high } = value as Record<string, unknown>;
  return typeof low === 'number' && typeof high === 'number' && Number.isFinite(low) && low <= high;
}

/** A price in its stored form, always with cents: 3.39 -> "3.39", 40 -> "40.00", 9.99 to 12.99 -> "9.99-12.99". */
export function storedUsd(amount: Usd): string {
  const low = amount.low.toFixed(2);
  return amount.high === amount.low ? low : `${low}-${amount.high.toFixed(2)}`;
}

const USD_TEXT = /^\d+(\.\d{2})?(-\d+(\.\d{2})?)?$/;
/** "3.39" -> usd(3.39), "9.99-12.99" -> usd(9.99, 12.99), for text that matches USD_TEXT. */
const readUsd = (text: string): Usd => {
  const [low = 0, high = low] = text.split('-').map(Number);
  return usd(low, high);
};

/**
 * An amount as stored, without the currency sign: "3.39", "40", or a range "9.99-12.99", read into a `Usd`
 * and written back as "40.00" (src/lib/vpn-service.ts serviceJson), as the generated JSON Schemas describe.
 * Errors: "a range is written low-high" for "12.99-9.99".
 */
export const usdSchema = z
  .codec(
    z
      .string()
      .regex(USD_TEXT, 'an amount like "3.39" or a range like "9.99-12.99"')
      .refine(
        (text) => {
          const { low, high } = readUsd(text);
          return low <= high;
        },
        { error: 'a range is written low-high, the smaller amount first: "9.99-12.99"' },
      ),
    z.custom<Usd>(isUsd),
    { decode: readUsd, encode: storedUsd },
  )
  .meta({ type: 'string', pattern: USD_TEXT.source });

const usdFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/**
 * The one way a price is shown: to the cent (40 -> "$40.00", 1234.5 -> "$1,234.50"); a range with both ends.
 */
export function formatUsd(amount: number | Usd): string {
  return formatMoney(amount);
}

/** A one-time plan's term, wherever its price appears: it is paid once and runs for the service's lifetime. */
export const LIFETIME_TERM = 'lifetime (one payment)';

const eurFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' });

/** An amount in its stored currency: euros as "€5.00", anything else as US dollars (formatUsd's rules). */
export function formatMoney(amount: number | Usd, currency = 'USD'): string {
  if (typeof amount === 'number') return (currency === 'EUR' ? eurFormat : usdFormat).format(toCents(amount));
  const low = formatMoney(amount.low, currency);
  return amount.high === amount.low ? low : `${low}-${formatMoney(amount.high, currency)}`;
}

/**
 * What a plan's price is charged for: a week (IVPN), a month or a year of service, or once for its lifetime.
 */
export const PLAN_PERIODS = ['week', 'month', 'year', 'one-time'] as const;
export type PlanPeriod = (typeof PLAN_PERIODS)[number];

/** `value` when it is a billing period (PLAN_PERIODS), else null: what a stored or older-draft plan says. */
export const planPeriod = (value: unknown): PlanPeriod | null =>
  PLAN_PERIODS.find((period) => period === value) ?? null;

const PLAN_SUFFIX: Readonly<Record<PlanPeriod, string>> = {
  week: '/week',
  month: '/mo',
  year: '/year',
  'one-time': ` ${LIFETIME_TERM}`,
};

/**
 * A plan's price with its term: "$3.39/mo", "$49.99/year", "$2.00/week", "$40.00 lifetime (one payment)", "€5.00/mo"
 * in the plan's own currency; a free plan has none: "$0.00".
 */
export function formatPlanPrice(plan: {
  price: Usd;
  period: PlanPeriod | null;
  currency?: string | undefined;
}): string {
  return formatMoney(plan.price, plan.currency) + (plan.period ? PLAN_SUFFIX[plan.period] : '');
}

/** The listing's "Starting Price": "$3.39/mo"; null (no plan with a term) = "Not in our data". */
export function startingPrice(pricePerMonth: Usd | null): string {
  return pricePerMonth === null ? NOT_IN_DATA : `${formatUsd(pricePerMonth)}/mo`;
}

/** A plan's bill up front as pages show it: its amount in USD and its words ("$81.36 for 2 years"); JSON has the words. */
export interface Bill {
  readonly amount: number;
  readonly text: string;
}
