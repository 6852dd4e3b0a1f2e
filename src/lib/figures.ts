/**
 * The numbers behind comparisons and rankings, one function per figure so every page applies the same rule;
 * each a number or `null` (unknown).
 */
import { monthlyPlans } from './plans';
import type { Usd } from './price';
import { ruleDevices, ruleRefundDays } from './fact-rules';
import type { FactGroupKey, Provenance } from './provenance';

/** The rule for a price given as a range ("9.99-12.99") wherever one is ranked or compared. */
export const PRICE_RANGE_RULE = 'a price range counts at its top end, the most you may be charged';

/** The provider fields the figures read (a subset of a VpnService). */
export interface FigureFields {
  /** Lowest price per month of a plan with a term (derived from `plans`); null without one. */
  pricePerMonth: Usd | null;
  plans: readonly { name: string; price: Usd; period: string | null; months?: number | undefined }[];
  deviceLimit: number | readonly [number, number] | null;
  serverCount: number | null;
  countryCount: number | null;
  moneyBackDays: number | null;
  /** The provenance the rules read where a fact has two readings (src/lib/fact-rules.ts). */
  provenance: { devices: Provenance; refund: Provenance };
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

/** Which end of a figure is better. */
export type Better = 'lower' | 'higher';

/** A figure: its value for a provider, which end of it is better, and the fact group it belongs to. */
export interface Figure {
  /** The provider's figure in the figure's unit; `null` = unknown. */
  value: (s: FigureFields) => number | null;
  /** Which end is better, stated once here and read by rankings, compare pages, verdicts and the finder. */
  better: Better;
  /** The fact group whose provenance a table of the figure states. */
  group: Extract<FactGroupKey, 'pricing' | 'devices' | 'network' | 'refund' | 'audits'>;
  /** A price's comparison cell, whose record (the readings about that price) a table states instead. */
  cell?: 'lowestLongTermPrice' | 'standardMonthlyPrice';
}

/**
 * The figures, each in its unit; `null` = unknown. Better: a lower price, and more devices, servers, countries,
 * refund days, a free version or an audit.
 */
export const FIGURES = {
  /** Lowest long-term price, USD per month (a range at its top end: PRICE_RANGE_RULE). */
  longTermPrice: {
    value: (s) => s.pricePerMonth?.high ?? null,
    better: 'lower',
    group: 'pricing',
    cell: 'lowestLongTermPrice',
  },
  /** Cheapest month-to-month plan, USD per month (a range at its top end: PRICE_RANGE_RULE); null without one. */
  monthlyPrice: {
    value: (s) => {
      const prices = monthlyPlans(s.plans).map((p) => p.price.high);
      return prices.length === 0 ? null : Math.min(...prices);
    },
    better: 'lower',
    group: 'pricing',
    cell: 'standardMonthlyPrice',
  },
  /** Simultaneous devices as the rules read them (ruleDevices: unlimited is Infinity). */
  devices: {
    value: ruleDevices,
    better: 'higher',
    group: 'devices',
  },
  /** Servers (the provider's stated minimum). */
  servers: { value: (s) => s.serverCount, better: 'higher', group: 'network' },
  /** Countries with servers (the provider's stated minimum). */
  countries: { value: (s) => s.countryCount, better: 'higher', group: 'network' },
  /** Money-back window in days, a disputed one at its shorter reading (ruleRefundDays); null where none is published. */
  moneyBackDays: { value: ruleRefundDays, better: 'higher', group: 'refund' },
  /** Free version: 1 yes, 0 no, from the comparison cell (derived from the free tier). */
  freeVersion: { value: (s) => yesNo(s.comparison.freeVersion.value), better: 'higher', group: 'refund' },
  /** Audited no-logs policy: 1 yes, 0 no, from the comparison cell (derived from the audits and logging policy). */
  auditedNoLogs: {
    value: (s) => yesNo(s.comparison.auditedNoLogsPolicy.value),
    better: 'higher',
    group: 'audits',
  },
} as const satisfies Record<string, Figure>;

export type FigureKey = keyof typeof FIGURES;

/** Whether `have` is as good as `need` or better on `figure`: at most `need` where lower is better, else at least. */
export function meets(figure: Figure, have: number, need: number): boolean {
  return figure.better === 'lower' ? have <= need : have >= need;
}
