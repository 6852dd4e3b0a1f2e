/**
 * The ranking criteria behind /best/{slug}: each names its figure (which says which end is better), the rule
 * stated on the page and how the deciding figure is shown. Only criteria our data can decide are listed.
 */
import type { ComparisonRowKey } from './comparison';
import { withDisputes } from './evidence';
import { DISPUTE_RULE } from './fact-rules';
import type { Provenance } from './provenance';
import { monthlyPlans, PRICE_RANGE_RULE, type FigureFields, type FigureKey } from './figures';
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
  /** The rule, as a sentence stated on the page. */
  rule: string;
  /** The figure ranked; which end of it is better is stated on the figure (src/lib/figures.ts FIGURES). */
  figure: FigureKey;
  /** True for a yes/no figure (having it is the figure): its leaders are named without a figure. */
  binary?: boolean;
  /** The matrix row with the same fact, whose text is shown when the figure is unknown. */
  row?: ComparisonRowKey;
  /** The deciding figure as shown in the ranked table, for a provider whose figure is known. */
  show: (s: CriterionFields) => string;
}

/** Within a shared place, providers follow the scoring model (src/lib/score.ts byModel): stated with every ranking. */
const WITHIN_TIES = 'within a shared place, the higher score of our model comes first, then A to Z';
const TIES = `Ties share a place (${WITHIN_TIES}); providers without the figure in our data are listed last, not ranked.`;

/** Every ranking, in the order /best lists them. */
export const CRITERIA: readonly Criterion[] = [
  {
    slug: 'lowest-long-term-price',
    column: 'Per month',
    title: 'Lowest long-term price',
    rule: `Ranked by the lowest price per month of any recurring plan, usually the longest commitment (a one-time lifetime plan is not counted; ${PRICE_RANGE_RULE}). ${TIES}`,
    figure: 'longTermPrice',
    row: 'lowestLongTermPrice',
    show: (s) => startingPrice(s.pricePerMonth),
  },
  {
    slug: 'lowest-monthly-price',
    column: 'Monthly plan',
    title: 'Lowest monthly price',
    rule: `Ranked by the price of the plan billed month to month (${PRICE_RANGE_RULE}); providers without a monthly plan have no figure. ${TIES}`,
    figure: 'monthlyPrice',
    row: 'standardMonthlyPrice',
    show: (s) =>
      monthlyPlans(s.plans)
        .map((p) => formatPlanPrice({ price: p.price, period: 'month' }))
        .join(', '),
  },
  {
    slug: 'most-devices',
    column: 'Devices',
    title: 'Most simultaneous devices',
    rule: `Ranked by how many devices one subscription covers at once: unlimited first; where the limit depends on the plan, the highest counts. ${TIES} ${capitalise(DISPUTE_RULE)}.`,
    figure: 'devices',
    row: 'simultaneousConnections',
    show: (s) => withDisputes(`${formatDevices(s.deviceLimit)} devices`, s.provenance.devices),
  },
  {
    slug: 'largest-server-network',
    column: 'Servers',
    title: 'Largest server network',
    rule: `Ranked by the number of servers in our data (a stated minimum such as "2,400+" counts as 2,400). ${TIES} ${capitalise(DISPUTE_RULE)}.`,
    figure: 'servers',
    row: 'serverNetwork',
    show: (s) =>
      s.serverCount === null
        ? NOT_IN_DATA
        : withDisputes(
            `${formatStatedCount(s.serverCount, s.serverCountIsMinimum)} servers`,
            s.provenance.network,
          ),
  },
  {
    slug: 'most-countries',
    column: 'Countries',
    title: 'Most server countries',
    rule: `Ranked by the number of countries with servers in our data (a stated minimum such as "100+" counts as 100). ${TIES}`,
    figure: 'countries',
    show: (s) =>
      s.countryCount === null
        ? NOT_IN_DATA
        : `${formatStatedCount(s.countryCount, s.countryCountIsMinimum)} countries`,
  },
  {
    slug: 'longest-money-back-guarantee',
    column: 'Money-back',
    title: 'Longest money-back guarantee',
    rule: `Ranked by the length of the money-back window in days, longest first. ${TIES} ${capitalise(DISPUTE_RULE)}.`,
    figure: 'moneyBackDays',
    row: 'moneyBackGuarantee',
    show: (s) => withDisputes(`${String(s.moneyBackDays)} days`, s.provenance.refund),
  },
  {
    slug: 'free-plan',
    column: 'Free plan',
    title: 'Free plan available',
    rule: `Providers with a free version (not just a trial) first, then those without; within each group they share a place (${WITHIN_TIES}). Providers without the figure in our data are listed last, not ranked.`,
    figure: 'freeVersion',
    binary: true,
    row: 'freeVersion',
    show: (s) => s.comparison.freeVersion.value ?? '',
  },
];

/**
 * The deciding figure's text for one provider: the criterion's own text when the figure is known, else the
 * comparison cell's text ("No monthly plan listed") or "Not in our data".
 */
export function figureText(c: Criterion, s: CriterionFields, known: boolean): string {
  if (known) return c.show(s);
  return (c.row && s.comparison[c.row].value) ?? NOT_IN_DATA;
}
