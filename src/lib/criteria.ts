/**
 * The ranking criteria behind /best/{slug}, only those our data can decide: each names its figure, the rule
 * its page states and how the deciding figure is shown.
 */
import type { ComparisonRowKey } from './comparison';
import { withDisputes } from './evidence';
import { DISPUTE_RULE } from './fact-rules';
import type { Provenance } from './provenance';
import { PRICE_RANGE_RULE, type FigureFields, type FigureKey } from './figures';
import { monthlyPlans } from './plans';
import { capitalise, formatDevices, formatStatedCount, NOT_IN_DATA } from './format';
import { formatPlanPrice, startingPrice } from './price';

/** The provider fields a criterion's figure text reads. */
export interface CriterionFields extends FigureFields {
  serverCountIsMinimum: boolean;
  countryCountIsMinimum: boolean;
  provenance: FigureFields['provenance'] & { network: Provenance };
  comparison: FigureFields['comparison'] & Record<ComparisonRowKey, { value: string | null }>;
}

export interface Criterion {
  /** URL slug: /best/{slug}. */
  slug: string;
  /** Short name for lists and the page heading: "Lowest long-term price". */
  title: string;
  /** The figure's column heading, short enough for a phone's table: "Servers". */
  column: string;
  /** What the ranking is ranked by, in the criterion's own words: the first sentence of its rule. */
  basis: string;
  /**
   * The rule as its page states it: the basis, TIES_RULE, and DISPUTE_RULE where the ranking reads disputes.
   */
  rule: string;
  /** The figure ranked; which end of it is better is stated on the figure (src/lib/figures.ts FIGURES). */
  figure: FigureKey;
  /** True for a yes/no figure (having it is the figure): its leaders are named without a figure. */
  binary?: boolean;
  /** The matrix row with the same fact, whose text is shown when the figure is unknown. */
  row?: ComparisonRowKey;
  /** The deciding figure as shown in the ranked table, for a provider whose figure is known. */
  show: (s: CriterionFields) => string;
  /** True where the figure can be disputed and the ranking reads it by DISPUTE_RULE (stated in its rule). */
  readsDisputes?: true;
}

/**
 * Ties and unknown figures, one rule for every ranking (within a shared place, src/lib/score.ts byModel);
 * each ranking's page states it after its basis, /best once for all.
 */
export const TIES_RULE =
  'Ties share a place (within a shared place, the higher score of our model comes first, then A to Z); providers without the figure in our data are listed last, not ranked.';

/** A criterion with the rule its page states: its basis, TIES_RULE, and DISPUTE_RULE where it reads one. */
const criterion = (c: Omit<Criterion, 'rule'>): Criterion => ({
  ...c,
  rule: `${c.basis} ${TIES_RULE}${c.readsDisputes ? ` ${capitalise(DISPUTE_RULE)}.` : ''}`,
});

/** Every ranking, in the order /best lists them. */
export const CRITERIA: readonly Criterion[] = [
  criterion({
    slug: 'lowest-long-term-price',
    column: 'Per month',
    title: 'Lowest long-term price',
    basis: `Ranked by the lowest price per month of any recurring plan, usually the longest commitment (a one-time lifetime plan is not counted; ${PRICE_RANGE_RULE}).`,
    figure: 'longTermPrice',
    row: 'lowestLongTermPrice',
    show: (s) => startingPrice(s.pricePerMonth),
  }),
  criterion({
    slug: 'lowest-monthly-price',
    column: 'Monthly plan',
    title: 'Lowest monthly price',
    basis: `Ranked by the price of the plan billed month to month (${PRICE_RANGE_RULE}); providers without a monthly plan have no figure.`,
    figure: 'monthlyPrice',
    row: 'standardMonthlyPrice',
    show: (s) =>
      monthlyPlans(s.plans)
        .map((p) => formatPlanPrice({ price: p.price, period: 'month' }))
        .join(', '),
  }),
  criterion({
    slug: 'most-devices',
    column: 'Devices',
    title: 'Most simultaneous devices',
    basis:
      'Ranked by how many devices one subscription covers at once: unlimited first; where the limit depends on the plan, the highest counts.',
    readsDisputes: true,
    figure: 'devices',
    row: 'simultaneousConnections',
    show: (s) => withDisputes(`${formatDevices(s.deviceLimit)} devices`, s.provenance.devices),
  }),
  criterion({
    slug: 'largest-server-network',
    column: 'Servers',
    title: 'Largest server network',
    basis: 'Ranked by the number of servers in our data (a stated minimum such as "2,400+" counts as 2,400).',
    readsDisputes: true,
    figure: 'servers',
    row: 'serverNetwork',
    show: (s) =>
      s.serverCount === null
        ? NOT_IN_DATA
        : withDisputes(
            `${formatStatedCount(s.serverCount, s.serverCountIsMinimum)} servers`,
            s.provenance.network,
          ),
  }),
  criterion({
    slug: 'most-countries',
    column: 'Countries',
    title: 'Most server countries',
    basis:
      'Ranked by the number of countries with servers in our data (a stated minimum such as "100+" counts as 100).',
    figure: 'countries',
    show: (s) =>
      s.countryCount === null
        ? NOT_IN_DATA
        : `${formatStatedCount(s.countryCount, s.countryCountIsMinimum)} countries`,
  }),
  criterion({
    slug: 'longest-money-back-guarantee',
    column: 'Money-back',
    title: 'Longest money-back guarantee',
    basis: 'Ranked by the length of the money-back window in days, longest first.',
    readsDisputes: true,
    figure: 'moneyBackDays',
    row: 'moneyBackGuarantee',
    show: (s) => withDisputes(`${String(s.moneyBackDays)} days`, s.provenance.refund),
  }),
  criterion({
    slug: 'free-plan',
    column: 'Free plan',
    title: 'Free plan available',
    basis:
      'Providers with a free version (not just a trial) first, then those without: each group shares a place.',
    figure: 'freeVersion',
    binary: true,
    row: 'freeVersion',
    show: (s) => s.comparison.freeVersion.value ?? '',
  }),
];

/** The deciding figure's text: the criterion's own if known, else the comparison cell's or NOT_IN_DATA. */
export function figureText(c: Criterion, s: CriterionFields, known: boolean): string {
  if (known) return c.show(s);
  return (c.row && s.comparison[c.row].value) ?? NOT_IN_DATA;
}
