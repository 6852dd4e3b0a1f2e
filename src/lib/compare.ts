/**
 * Head-to-head comparison of two providers: the canonical pair URLs (slugs in alphabetical order), the
 * redirects that lead other spellings there, and who leads on each matrix row.
 */
import { COMPARISON_ROWS, type ComparisonRowKey } from './comparison';
import { FIGURES, type Better, type FigureFields, type FigureKey } from './figures';
import { leader, type Lead } from './ranking';

/** Two slugs in canonical (alphabetical) order. */
export function canonicalPair(a: string, b: string): [string, string] {
  return a < b ? [a, b] : [b, a];
}

/** The canonical page of a pair, in either order: /compare/{first}-vs-{second}. */
export function pairPath(a: string, b: string): string {
  const [first, second] = canonicalPair(a, b);
  return `/compare/${first}-vs-${second}`;
}

/** Every pair of distinct slugs once, in canonical order, sorted: n providers give n(n-1)/2 pairs. */
export function allPairs(slugs: readonly string[]): [string, string][] {
  const sorted = [...new Set(slugs)].sort();
  return sorted.flatMap((a, i) => sorted.slice(i + 1).map((b): [string, string] => [a, b]));
}

/**
 * Lines of a Netlify `_redirects` file: each reversed pair path answers 301 to its canonical page, and the
 * picker's query (/compare?a=..&b=.. in either order) 301s to the pair's page. `!` forces the query rules,
 * because /compare itself is a page. Same-provider and unknown queries match no rule and get /compare.
 */
export function compareRedirects(slugs: readonly string[]): string[] {
  return allPairs(slugs).flatMap(([a, b]) => {
    const target = pairPath(a, b);
    return [
      `/compare/${b}-vs-${a}  ${target}  301`,
      `/compare  a=${a}  b=${b}  ${target}  301!`,
      `/compare  a=${b}  b=${a}  ${target}  301!`,
    ];
  });
}

/** The figure each matrix row is decided by, or null for rows that state a fact rather than a measure. */
export const ROW_FIGURES: Record<ComparisonRowKey, { figure: FigureKey; better: Better } | null> = {
  lowestLongTermPrice: { figure: 'longTermPrice', better: 'lower' },
  standardMonthlyPrice: { figure: 'monthlyPrice', better: 'lower' },
  freeVersion: { figure: 'freeVersion', better: 'higher' },
  moneyBackGuarantee: { figure: 'moneyBackDays', better: 'higher' },
  simultaneousConnections: { figure: 'devices', better: 'higher' },
  serverNetwork: { figure: 'servers', better: 'higher' },
  headquarters: null,
  auditedNoLogsPolicy: { figure: 'auditedNoLogs', better: 'higher' },
  standoutFeature: null,
};

/** One matrix row of a pair: who leads, or 'fact' for a row that is not a measure. */
export interface RowLead {
  key: ComparisonRowKey;
  label: string;
  lead: Lead | 'fact';
}

/** The nine rows in matrix order, each with its leader between `first` and `second`. */
export function rowLeads(first: FigureFields, second: FigureFields): RowLead[] {
  return COMPARISON_ROWS.map(({ key, label }) => {
    const rule = ROW_FIGURES[key];
    const lead = rule
      ? leader(FIGURES[rule.figure](first), FIGURES[rule.figure](second), rule.better)
      : 'fact';
    return { key, label, lead };
  });
}

const list = (rows: readonly RowLead[]) => rows.map((r) => r.label.toLowerCase()).join(', ');

/**
 * A short summary of the leads in sentences: who leads where, the ties, and the rows an unknown figure leaves
 * undecided. Every clause is derived from `rows`, so it cannot claim more than the data shows.
 */
export function pairSummary(firstName: string, secondName: string, rows: readonly RowLead[]): string[] {
  const with_ = (lead: RowLead['lead']) => rows.filter((r) => r.lead === lead);
  const comparable = `${String(rows.filter((r) => r.lead !== 'fact').length)} comparable rows`;
  const leads = (name: string, won: readonly RowLead[]) =>
    won.length === 0
      ? `${name} leads on none of the ${comparable}.`
      : `${name} leads on ${String(won.length)} of the ${comparable}: ${list(won)}.`;
  const sentences = [leads(firstName, with_('first')), leads(secondName, with_('second'))];
  const ties = with_('tie');
  if (ties.length > 0) sentences.push(`They tie on ${list(ties)}.`);
  const unknown = with_('unknown');
  if (unknown.length > 0) sentences.push(`Undecided because a figure is unknown: ${list(unknown)}.`);
  return sentences;
}
