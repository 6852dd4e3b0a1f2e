/**
 * Display formatting shared by every page: counts, devices, discounts and dates (prices: src/lib/price.ts).
 */

import { PRIMARY_USES, USAGE_DURATIONS } from './review-choices';

const numberFormat = new Intl.NumberFormat('en-US');
const dateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/** The one wording for a figure our data lacks (never "unpublished": it may be on the provider's site). */
export const NOT_IN_DATA = 'Not in our data';

/** 7900 -> "7,900". */
export function formatCount(n: number): string {
  return numberFormat.format(n);
}

/** A count (servers, countries) as the provider states it: 37 -> "37", or 7900 with `isMinimum` -> "7,900+". */
export function formatStatedCount(n: number, isMinimum: boolean): string {
  return isMinimum ? `${formatCount(n)}+` : formatCount(n);
}

/** Simultaneous devices: 0 = "Unlimited"; [5, 10] = "5-10"; null = "Not in our data". */
export function formatDevices(limit: number | readonly [number, number] | null): string {
  if (limit === null) return NOT_IN_DATA;
  if (typeof limit !== 'number') return `${limit[0]}-${limit[1]}`;
  return limit === 0 ? 'Unlimited' : String(limit);
}

/** A number is shown as "Save N%", a string as it is, null as nothing. */
export function formatDiscount(discount: number | string | null): string | null {
  if (discount === null) return null;
  return typeof discount === 'number' ? `Save ${discount}%` : discount;
}

const SMALL = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** A whole number in English words up to 99 ("twelve", "forty-two"); other numbers in digits ("1,200"). */
export function numberWords(n: number): string {
  if (!Number.isInteger(n) || n < 0 || n > 99) return formatCount(n);
  if (n < 20) return SMALL[n] ?? String(n);
  const tens = TENS[Math.floor(n / 10)] ?? '';
  return n % 10 === 0 ? tens : `${tens}-${SMALL[n % 10] ?? ''}`;
}

/** Names as a list in words, without a comma before "and": "NordVPN, Surfshark and Proton VPN". */
export function listWords(names: readonly string[]): string {
  return new Intl.ListFormat('en-GB', { style: 'long', type: 'conjunction' }).format(names);
}

/** The first letter in capitals: "twelve" -> "Twelve". */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
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

/** `text` with the five HTML-special characters escaped, for HTML written as a string. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${String(c.charCodeAt(0))};`);
}

/** A name a line never breaks at its hyphen: "F-Secure" with U+2011, the non-breaking hyphen. */
export function unbrokenName(name: string): string {
  return name.replace(/(?<=\w)-(?=\w)/g, '\u2011');
}

/** `text` with each of `names` (providers' names in a sentence) kept whole at its hyphens (unbrokenName). */
export function unbrokenNames(text: string, names: readonly string[]): string {
  return names.reduce((out, name) => out.replaceAll(name, unbrokenName(name)), text);
}
