/**
 * Display formatting shared by every page: counts, devices, prices, discounts and dates.
 * Pure functions over plain values, so the listing, cards and provider pages cannot drift apart.
 */

import { PRIMARY_USES, USAGE_DURATIONS } from './review-choices';

const numberFormat = new Intl.NumberFormat('en-US');
const dateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/** 7900 -> "7,900". */
export function formatCount(n: number): string {
  return numberFormat.format(n);
}

/** A count (servers, countries) as the provider states it: 37 -> "37", or 7900 with `isMinimum` -> "7,900+". */
export function formatStatedCount(n: number, isMinimum: boolean): string {
  return isMinimum ? `${formatCount(n)}+` : formatCount(n);
}

/** Simultaneous devices: 0 = "Unlimited"; [5, 10] = "5-10"; null = "Not stated". */
export function formatDevices(limit: number | readonly [number, number] | null): string {
  if (limit === null) return 'Not stated';
  if (typeof limit !== 'number') return `${limit[0]}-${limit[1]}`;
  return limit === 0 ? 'Unlimited' : String(limit);
}

/** A USD amount as stored ("3.39", "9.99-12.99") -> "$3.39", "$9.99-$12.99". */
export function formatUsd(amount: string): string {
  return amount
    .split('-')
    .map((part) => `$${part}`)
    .join('-');
}

/** The USD amount as a number for sorting: the lower end of a range. */
export function usdValue(amount: string): number {
  return Number.parseFloat(amount.split('-')[0] ?? 'NaN');
}

/** What the header card needs to show a provider's price. */
export interface PriceFields {
  pricePerMonth: string;
  priceSuffix: '/month' | '/year' | '';
  headlinePrice?: string | undefined;
  priceNote?: string | undefined;
}

/**
 * The header price with the spec's suffix rules, all of them carried by the data:
 * "/month" for most providers, "/year" for F-Secure VPN and ESET VPN's yearly bundle (with a note), no period
 * with a note for FastestVPN's one-time lifetime price.
 */
export function headerPrice(s: PriceFields): { amount: string; suffix: string; note: string | null } {
  return {
    amount: formatUsd(s.headlinePrice ?? s.pricePerMonth),
    suffix: s.priceSuffix,
    note: s.priceNote ?? null,
  };
}

/** The listing's "Starting Price": "$3.39/mo". */
export function startingPrice(pricePerMonth: string): string {
  return `${formatUsd(pricePerMonth)}/mo`;
}

/** A number is shown as "Save N%", a string as it is, null as nothing. */
export function formatDiscount(discount: number | string | null): string | null {
  if (discount === null) return null;
  return typeof discount === 'number' ? `Save ${discount}%` : discount;
}

const PLAN_SUFFIX = { month: '/mo', year: '/year', 'one-time': ' one-time' } as const;

/** A plan's price: "$3.39/mo", "$49.99/year", "$40 one-time"; a free plan has no period: "$0". */
export function formatPlanPrice(plan: { price: string; period: keyof typeof PLAN_SUFFIX | null }): string {
  return formatUsd(plan.price) + (plan.period ? PLAN_SUFFIX[plan.period] : '');
}

/** en-US with a long month, in UTC so a date-only value never shifts a day: "November 20, 2026". */
export function formatDate(date: Date): string {
  return dateFormat.format(date);
}

/** ISO calendar date for machine-readable attributes: "2026-11-20". */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** A user review's usage duration with the form's label: "1-3-months" -> "1-3 months"; an unknown value as it is. */
export function formatUsageDuration(value: string): string {
  return USAGE_DURATIONS.find((d) => d.value === value)?.label ?? value;
}

/** A user review's primary use with the form's label: "privacy" -> "Privacy & Security"; an unknown value as it is. */
export function formatPrimaryUse(value: string): string {
  return PRIMARY_USES.find((u) => u.value === value)?.label ?? value;
}
