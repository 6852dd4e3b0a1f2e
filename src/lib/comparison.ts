/**
 * The comparison's rows (the home matrix's and the compare pages') and the ranges across the compared
 * services; which providers the matrix shows, in which order, is each file's `matrixColumn` (vpn-service.ts
 * matrixServices).
 */
import { lowestLongTermPlan, monthlyPlans, perMonth, type PlanFacts } from './plans';
import { toCents } from './price';

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

/**
 * Where the home matrix marks a cell's provenance; `column`: the provider's index, `row`: COMPARISON_ROWS'.
 */
export interface MatrixMarks {
  /** Whether the cell has a provenance mark: its provenance differs from the matrix's note. */
  isMarked: (column: number, row: number) => boolean;
}

/** The fields market facts read from each compared service. */
export interface MarketFields {
  moneyBackDays: number | null;
  plans: readonly PlanFacts[];
}

/**
 * Ranges across the compared services, for summaries and text tokens: the lowest long-term price (USD per
 * month), the standard monthly price (USD, both ends of a range) and money-back windows (days).
 */
export function marketFacts(services: readonly MarketFields[]) {
  const range = (values: number[]) => ({ min: Math.min(...values), max: Math.max(...values) });
  return {
    longTermPrice: range(
      services.flatMap((s) => {
        const plan = lowestLongTermPlan(s.plans);
        const price = plan && perMonth(plan);
        return price === undefined || price === null ? [] : [toCents(price)];
      }),
    ),
    monthlyPrice: range(
      services.flatMap((s) => monthlyPlans(s.plans).flatMap((p) => [p.price.low, p.price.high])),
    ),
    moneyBackDays: range(services.flatMap((s) => (s.moneyBackDays === null ? [] : [s.moneyBackDays]))),
  };
}
