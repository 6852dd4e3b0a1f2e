/**
 * The home page comparison matrix: its services and nine rows, the verification range and market facts.
 * The compare pages reuse the same rows.
 */
import { monthlyPlans } from './figures';
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
    monthlyPrice: range(services.flatMap((s) => monthlyPlans(s.plans).flatMap((p) => amounts(p.price)))),
    moneyBackDays: range(services.flatMap((s) => (s.moneyBackDays === null ? [] : [s.moneyBackDays]))),
  };
}
