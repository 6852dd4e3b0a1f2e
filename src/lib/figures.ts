/**
 * The numbers behind comparisons and rankings, read from a provider's structured fields. One function per
 * figure, so the compare pages, the ranking pages and the home page summary apply the same rule.
 * Every figure is a number or `null` (unknown: the data does not give it).
 */
import { monthlyPlans, usdSpan } from './plans';
import type { FactGroupKey } from './provenance';

export { monthlyPlans };

/**
 * The one rule for a price given as a range ("9.99-12.99"), wherever a price is ranked (/best) or compared
 * (/compare): it counts at its top end, the most the reader may be charged. Said on every page that applies it.
 */
export const PRICE_RANGE_RULE = 'a price range counts at its top end, the most you may be charged';

/** A stored USD amount as the figure ranked and compared: "3.39" -> 3.39, "9.99-12.99" -> 12.99 (PRICE_RANGE_RULE). */
export function priceFigure(amount: string): number {
  return usdSpan(amount).high;
}

/** The provider fields the figures read (a subset of a VpnService). */
export interface FigureFields {
  /** Lowest price per month of a plan with a term (derived from `plans`); null without one. */
  pricePerMonth: string | null;
  plans: readonly { name: string; price: string; period: string | null; months?: number | undefined }[];
  deviceLimit: number | readonly [number, number] | null;
  serverCount: number;
  countryCount: number;
  moneyBackDays: number | null;
  comparison: {
    freeVersion: { value: string | null };
    auditedNoLogsPolicy: { value: string | null };
  };
}

/** A matrix cell's yes/no answer: "Yes…" = 1, "No…" = 0, anything else (or unknown) = null. */
function yesNo(value: string | null): number | null {
  if (value === null) return null;
  if (/^yes\b/i.test(value)) return 1;
  if (/^no\b/i.test(value)) return 0;
  return null;
}

/** The figures, each in its unit; `null` = unknown. */
export const FIGURES = {
  /** Lowest long-term price, USD per month (a range at its top end: PRICE_RANGE_RULE). */
  longTermPrice: (s: FigureFields): number | null =>
    s.pricePerMonth === null ? null : priceFigure(s.pricePerMonth),
  /** Cheapest month-to-month plan, USD per month (a range at its top end: PRICE_RANGE_RULE); null without one. */
  monthlyPrice: (s: FigureFields): number | null => {
    const prices = monthlyPlans(s.plans).map((p) => priceFigure(p.price));
    return prices.length === 0 ? null : Math.min(...prices);
  },
  /** Simultaneous devices: unlimited is Infinity; a limit that depends on the plan counts its highest. */
  devices: (s: FigureFields): number | null => {
    const d = s.deviceLimit;
    if (d === null) return null;
    if (typeof d !== 'number') return d[1];
    return d === 0 ? Number.POSITIVE_INFINITY : d;
  },
  /** Servers (the provider's stated minimum). */
  servers: (s: FigureFields): number | null => s.serverCount,
  /** Countries with servers (the provider's stated minimum). */
  countries: (s: FigureFields): number | null => s.countryCount,
  /** Money-back window in days; null where none is published. */
  moneyBackDays: (s: FigureFields): number | null => s.moneyBackDays,
  /** Free version: 1 yes, 0 no, from the comparison cell (derived from the free tier). */
  freeVersion: (s: FigureFields): number | null => yesNo(s.comparison.freeVersion.value),
  /** Audited no-logs policy: 1 yes, 0 no, from the comparison cell (derived from the audits and logging policy). */
  auditedNoLogs: (s: FigureFields): number | null => yesNo(s.comparison.auditedNoLogsPolicy.value),
} as const;

export type FigureKey = keyof typeof FIGURES;

/** The fact group each figure belongs to, whose provenance a table of it states. */
export const FIGURE_GROUP: Record<
  FigureKey,
  Extract<FactGroupKey, 'pricing' | 'devices' | 'network' | 'refund' | 'audits'>
> = {
  longTermPrice: 'pricing',
  monthlyPrice: 'pricing',
  devices: 'devices',
  servers: 'network',
  countries: 'network',
  moneyBackDays: 'refund',
  freeVersion: 'refund',
  auditedNoLogs: 'audits',
};

/** Which end of a figure is better. */
export type Better = 'lower' | 'higher';

/**
 * Which end of each figure is better, stated once with the figure: a lower price, and more devices, servers,
 * countries, refund days, a free version or an audit.
 */
export const FIGURE_BETTER: Record<FigureKey, Better> = {
  longTermPrice: 'lower',
  monthlyPrice: 'lower',
  devices: 'higher',
  servers: 'higher',
  countries: 'higher',
  moneyBackDays: 'higher',
  freeVersion: 'higher',
  auditedNoLogs: 'higher',
};
