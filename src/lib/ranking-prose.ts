/**
 * The words of the rankings that come from the data: who leads each ranking (the /best hub) and, on each
 * /best/{slug} page, the leaders, runners-up, spread, what the figure leaves out and who is not ranked, each
 * by the rule in its docstring. The editors' words (content/rankings.json) go around these.
 */
import { figureText, type Criterion, type CriterionFields } from './criteria';
import { PRICE_RANGE_RULE } from './figures';
import { capitalise, listWords, numberWords } from './format';
import { formatPlanPrice, formatUsd } from './price';
import { lowestLongTermPlan, monthlyPlans, startingPlanText, type PlanFacts } from './plans';
import type { Ranked } from './ranking';

/** The provider fields the prose reads (a subset of a VpnService). */
export interface ProseFields extends CriterionFields {
  name: string;
  plans: readonly (PlanFacts & { renewal?: object | undefined })[];
}

/**
 * A figure's text inside a sentence: a leading Not, No, Yes or Unlimited in lower case ("no monthly plan").
 */
function inline(text: string): string {
  return /^(Not|No|Yes|Unlimited)\b/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

/** The providers in first place: one, several where the figure ties, none when no provider has the figure. */
export function leaders<T>(ranked: readonly Ranked<T>[]): Ranked<T>[] {
  return ranked.filter((r) => r.place === 1);
}

/** Ranked entries grouped by place, in order; unknowns (place null) are left out. */
function places<T>(ranked: readonly Ranked<T>[]): Ranked<T>[][] {
  const groups: Ranked<T>[][] = [];
  for (const r of ranked) {
    if (r.place === null) continue;
    const last = groups.at(-1);
    if (last?.[0]?.place === r.place) last.push(r);
    else groups.push([r]);
  }
  return groups;
}

/** The runners-up: whole places after first, until two providers or two places are named; empty without. */
export function runnersUp<T>(ranked: readonly Ranked<T>[]): Ranked<T>[][] {
  const taken: Ranked<T>[][] = [];
  for (const group of places(ranked).slice(1, 3)) {
    if (taken.flat().length >= 2) break;
    taken.push(group);
  }
  return taken;
}

/** One leader line of the /best hub: the leaders' names and, unless the figure is yes/no, the deciding figure. */
export interface LeaderLine {
  names: string[];
  /** "8,500+ servers", "$1.99/mo"; null for a yes/no criterion (having it is the figure) or when nobody leads. */
  figure: string | null;
}

/** /best hub lines: first place's providers, grouped by the figure shown (a yes/no figure's without one). */
export function leaderLines<S extends ProseFields>(c: Criterion, ranked: readonly Ranked<S>[]): LeaderLine[] {
  const first = leaders(ranked);
  if (c.binary) return first.length === 0 ? [] : [{ names: first.map((r) => r.item.name), figure: null }];
  const lines: LeaderLine[] = [];
  for (const r of first) {
    const figure = figureText(c, r.item, true);
    const same = lines.find((l) => l.figure === figure);
    if (same) same.names.push(r.item.name);
    else lines.push({ names: [r.item.name], figure });
  }
  return lines;
}

/** "Proton VPN, with 8,500+ servers" / "Surfshark and IPVanish, each with $2.19/mo". */
function withFigure<S extends ProseFields>(c: Criterion, group: readonly Ranked<S>[]): string {
  const figures = [...new Set(group.map((r) => inline(figureText(c, r.item, true))))];
  const names = listWords(group.map((r) => r.item.name));
  if (figures.length === 1) return `${names}, ${group.length > 1 ? 'each ' : ''}with ${figures[0] ?? ''}`;
  return listWords(group.map((r) => `${r.item.name} (${inline(figureText(c, r.item, true))})`));
}

/** A yes/no figure's detail after "Yes: " or inside "No (…)": "10GB per month", "7-day free trial". */
function detail(text: string): string | null {
  return /^(?:Yes|No)\s*(?::\s*(.+)|\((.+)\))$/.exec(text)?.slice(1).find(Boolean) ?? null;
}

/**
 * Who leads and who follows: "First place: Proton VPN, with 8,500+ servers." (or "First place is shared by
 * …"), the runners-up ("Next: NordVPN, with 7,900+ servers; then …") and the last place. A yes/no figure: who
 * has it, with its terms, then how many do not and which of them offer a trial instead.
 */
export function standingSentences<S extends ProseFields>(
  c: Criterion,
  ranked: readonly Ranked<S>[],
): string[] {
  const groups = places(ranked);
  const [first, ...rest] = groups;
  if (!first) return [];
  if (c.binary) {
    const withTerms = (r: Ranked<S>) => {
      const terms = detail(figureText(c, r.item, true));
      return terms ? `${r.item.name} (${terms})` : null;
    };
    const has = first.map((r) => withTerms(r) ?? r.item.name);
    const without = rest.flat();
    const trials = without.flatMap((r) => withTerms(r) ?? []);
    return [
      `${capitalise(numberWords(first.length))} of the ${numberWords(ranked.length)} ${first.length === 1 ? 'has' : 'have'} a ${c.column.toLowerCase()}: ${listWords(has)}.`,
      ...(without.length === 0
        ? []
        : [
            `The other ${numberWords(without.length)} have none${
              trials.length === 0
                ? ''
                : `; ${numberWords(trials.length)} of them ${trials.length === 1 ? 'offers' : 'offer'} a trial instead: ${listWords(trials)}`
            }.`,
          ]),
    ];
  }
  const lead =
    first.length === 1
      ? `First place: ${withFigure(c, first)}.`
      : `First place is shared by ${withFigure(c, first)}.`;
  const next = runnersUp(ranked);
  const runners = next.length === 0 ? [] : [`Next: ${next.map((g) => withFigure(c, g)).join('; then ')}.`];
  const last = groups.at(-1);
  const spread =
    groups.length > 2 && last
      ? [
          `Last of the ${numberWords(groups.flat().length)} providers with the figure: ${withFigure(c, last)}.`,
        ]
      : [];
  return [lead, ...runners, ...spread];
}

/**
 * What the deciding figure leaves out, from the data, for the figure's kind:
 * - long-term price: each leader's plan behind the price and its bill up front (or that our data gives none), and
 *   a price that is a yearly bill divided by 12;
 * - either price: a monthly price that is a range (ranked by its top end), lifetime plans (one-time, not
 *   counted), and how many of the plans carry a renewal price in our data;
 * - devices: a limit that depends on the plan, with the plan that reaches the highest;
 * - servers and countries: how many figures are stated minimums ("2,400+").
 */
export function hiddenSentences<S extends ProseFields>(c: Criterion, ranked: readonly Ranked<S>[]): string[] {
  const items = ranked.map((r) => r.item);
  const out: string[] = [];
  const price = c.figure === 'longTermPrice' || c.figure === 'monthlyPrice';
  if (c.figure === 'longTermPrice') {
    let firsts = 0;
    for (const { item } of leaders(ranked)) {
      const plan = lowestLongTermPlan(item.plans);
      const text = startingPlanText(item.plans);
      if (!plan || !text) continue;
      firsts += 1;
      out.push(
        `For ${item.name}, that is the ${text}${plan.billed === undefined && plan.period === 'month' ? ' (our data gives no bill up front)' : ''}.`,
      );
    }
    if (firsts > 0) out.push(`You commit to the whole term${firsts > 1 ? ' in each case' : ''}.`);
    for (const s of items) {
      const plan = lowestLongTermPlan(s.plans);
      if (plan?.period === 'year')
        out.push(`${s.name} bills ${formatPlanPrice(plan)}; its figure here is that bill divided by 12.`);
    }
  }
  if (price) {
    for (const s of c.figure === 'monthlyPrice' ? items : []) {
      const range = monthlyPlans(s.plans).find((p) => p.price.low !== p.price.high);
      if (range)
        out.push(`${s.name}'s monthly price is a range, ${formatPlanPrice(range)}: ${PRICE_RANGE_RULE}.`);
    }
    for (const s of items) {
      const lifetime = s.plans.find((p) => p.period === 'one-time');
      if (lifetime)
        out.push(
          `${s.name} also sells a ${lifetime.name} plan for ${formatUsd(lifetime.price)} once, which no price per month here counts.`,
        );
    }
    const renewing = items.filter((s) => s.plans.some((p) => p.renewal !== undefined));
    out.push(
      renewing.length === 0
        ? 'Our data holds no renewal price for any of these plans: what the next term costs is not part of this ranking.'
        : renewing.length > items.length / 2
          ? `Our data holds a renewal price for ${numberWords(renewing.length)} of these ${numberWords(items.length)} providers; the ranking uses the first term's price.`
          : `Our data holds a renewal price for ${listWords(renewing.map((s) => s.name))} only; the ranking uses the first term's price.`,
    );
  }
  if (c.figure === 'devices') {
    for (const s of items) {
      const limit = s.deviceLimit;
      if (limit === null || typeof limit === 'number') continue;
      const [low, high] = limit;
      const plan = s.plans.find((p) => new RegExp(`\\b${String(high)} devices\\b`).test(p.name));
      out.push(
        plan
          ? `${s.name}'s ${String(high)} devices need its "${plan.name}" plan at ${formatPlanPrice(plan)}; the cheaper one covers ${String(low)}.`
          : `${s.name}'s limit depends on the plan, ${String(low)} to ${String(high)} devices; the ranking counts ${String(high)}.`,
      );
    }
  }
  if (c.figure === 'servers' || c.figure === 'countries') {
    const minimums = items.filter((s) =>
      c.figure === 'servers' ? s.serverCountIsMinimum : s.countryCountIsMinimum,
    ).length;
    if (minimums > 0)
      out.push(
        `${capitalise(numberWords(minimums))} of the ${numberWords(items.length)} figures are stated minimums, written with a "+", and we have counted no network ourselves.`,
      );
  }
  return out;
}

/**
 * The providers without the figure, in one sentence: "Not ranked: Proton VPN (not in our data) and ESET VPN
 * (no monthly plan listed).", or "Not ranked (not in our data): A, B and C." for one reason shared by all.
 */
export function unrankedSentence<S extends ProseFields>(
  c: Criterion,
  ranked: readonly Ranked<S>[],
): string | null {
  const unknown = ranked.filter((r) => r.place === null);
  if (unknown.length === 0) return null;
  const reasons = unknown.map((r) => inline(figureText(c, r.item, false)));
  if (unknown.length > 1 && reasons.every((r) => r === reasons[0]))
    return `Not ranked (${reasons[0] ?? ''}): ${listWords(unknown.map((r) => r.item.name))}.`;
  return `Not ranked: ${listWords(unknown.map((r, i) => `${r.item.name} (${reasons[i] ?? ''})`))}.`;
}
