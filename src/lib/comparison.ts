/**
 * The home page comparison matrix: its nine rows, the sort keys of each service and the sort rule.
 * Shared by the static table (built by Astro) and the island that enhances it in the browser.
 */
import { usdValue } from './format';

/**
 * The 12 services of the home page comparison matrix, in the product's fixed order.
 * CactusVPN has a review but is not part of the matrix.
 */
export const COMPARISON_SLUGS = [
  'nordvpn',
  'surfshark',
  'protonvpn',
  'ipvanish',
  'hotspot-shield',
  'purevpn',
  'hidemyname',
  'fastestvpn',
  'f-secure-vpn',
  'eset-vpn',
  'veepn',
  'witopia-personalvpn',
] as const;

/** The matrix rows in their fixed order. */
export const COMPARISON_ROWS = [
  { key: 'lowestLongTermPrice', label: 'Lowest long-term price' },
  { key: 'standardMonthlyPrice', label: 'Standard monthly price' },
  { key: 'freeVersion', label: 'Free version' },
  { key: 'moneyBackGuarantee', label: 'Money-back guarantee' },
  { key: 'simultaneousConnections', label: 'Simultaneous connections' },
  { key: 'serverNetwork', label: 'Server network' },
  { key: 'headquarters', label: 'Headquarters' },
  { key: 'auditedNoLogsPolicy', label: 'Audited no-logs policy' },
  { key: 'standoutFeature', label: 'Standout feature' },
] as const;

export type ComparisonRowKey = (typeof COMPARISON_ROWS)[number]['key'];

/** How visitors can order the matrix. */
export const SORT_OPTIONS = [
  { value: 'default', label: 'Default order' },
  { value: 'price', label: 'Lowest long-term price' },
  { value: 'moneyBack', label: 'Longest money-back guarantee' },
  { value: 'connections', label: 'Most simultaneous connections' },
] as const;

export type SortBy = (typeof SORT_OPTIONS)[number]['value'];

/** A service's numeric sort keys. null = unknown, always sorted last. */
export interface SortKeys {
  slug: string;
  name: string;
  /** Lowest long-term price, USD per month. */
  price: number;
  /** Money-back window in days. */
  moneyBack: number | null;
  /** Simultaneous connections; unlimited is Infinity, a range counts its top. */
  connections: number | null;
}

/** Sort keys from a VpnService's structured fields (the same facts the matrix cells state). */
export function sortKeys(s: {
  slug: string;
  name: string;
  pricePerMonth: string;
  moneyBackDays: number | null;
  deviceLimit: number | readonly [number, number] | null;
}): SortKeys {
  const d = s.deviceLimit;
  const connections =
    d === null ? null : typeof d === 'number' ? (d === 0 ? Number.POSITIVE_INFINITY : d) : d[1];
  return {
    slug: s.slug,
    name: s.name,
    price: usdValue(s.pricePerMonth),
    moneyBack: s.moneyBackDays,
    connections,
  };
}

/**
 * The services' slugs in the chosen order. 'default' keeps the given order; ties keep it too (stable sort).
 * Price sorts ascending; money-back and connections descending; unknown values last.
 */
export function orderSlugs(services: readonly SortKeys[], by: SortBy): string[] {
  if (by === 'default') return services.map((s) => s.slug);
  const value = (s: SortKeys): number | null =>
    by === 'price' ? s.price : by === 'moneyBack' ? s.moneyBack : s.connections;
  const direction = by === 'price' ? 1 : -1;
  return [...services]
    .sort((a, b) => {
      const va = value(a);
      const vb = value(b);
      if (va === null || vb === null) return va === vb ? 0 : va === null ? 1 : -1;
      return va === vb ? 0 : (va < vb ? -1 : 1) * direction;
    })
    .map((s) => s.slug);
}

/** The fields market facts read from each compared service. */
export interface MarketFields {
  pricePerMonth: string;
  moneyBackDays: number | null;
  plans: readonly { name: string; price: string; period: string | null }[];
}

/**
 * Ranges across the compared services, for summaries: lowest long-term price (USD per month), standard monthly
 * price (USD, from plans named "Monthly") and money-back windows (days). Computed, so they stay true.
 */
export function marketFacts(services: readonly MarketFields[]) {
  const range = (values: number[]) => ({ min: Math.min(...values), max: Math.max(...values) });
  const amounts = (price: string) => price.split('-').map(Number.parseFloat);
  return {
    longTermPrice: range(services.map((s) => usdValue(s.pricePerMonth))),
    monthlyPrice: range(
      services.flatMap((s) =>
        s.plans
          .filter((p) => p.period === 'month' && /monthly/i.test(p.name))
          .flatMap((p) => amounts(p.price)),
      ),
    ),
    moneyBackDays: range(services.flatMap((s) => (s.moneyBackDays === null ? [] : [s.moneyBackDays]))),
  };
}
