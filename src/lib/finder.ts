/**
 * The VPN finder's rules (/finder): the answers (FINDER_QUESTIONS) read from a query string, and for each
 * provider whether its data meets every answer, which it misses first and by how much, or which its data
 * cannot tell. Shared by netlify/functions/finder.mts and the /finder page.
 */
import { FIGURES, meets, type FigureFields } from './figures';
import { perMonth, termLabel, type PlanFacts } from './plans';
import { formatUsd, toCents } from './price';
import { paysAnonymously } from './fact-values';
import { byModel, hasWireGuard, independentNoLogsAudit, type ScoreCard, type ScoreFacts } from './score';

/** A question answered "Required" or "Not needed". */
const required = <P extends string>(param: P, question: string) =>
  ({ param, question, values: ['yes', 'any'], labels: ['Required', 'Not needed'] }) as const;

/** The questions (parameter, values and labels) in the order the form asks them and the rules run. */
export const FINDER_QUESTIONS = [
  {
    param: 'devices',
    question: 'How many devices at once?',
    values: ['1', '3', '5', '10', 'unlimited'],
    labels: ['1 or more', '3 or more', '5 or more', '10 or more', 'Unlimited'],
  },
  {
    param: 'prepay',
    question: 'The longest term you would pay for up front',
    values: ['1', '12', '24', 'any'],
    labels: ['1 month', '12 months', '24 months', 'Any term'],
  },
  {
    param: 'budget',
    question: 'The most you would pay a month (USD), on those terms',
    values: ['3', '5', '10', 'any'],
    labels: ['$3', '$5', '$10', 'Any price'],
  },
  {
    param: 'free',
    question: 'Try it free?',
    values: ['plan', 'trial', 'any'],
    labels: ['A free plan', 'A free plan or a free trial', 'Not needed'],
  },
  {
    param: 'refund',
    question: 'A money-back window',
    values: ['30', 'any'],
    labels: ['30 days or more', 'Not needed'],
  },
  required('audit', 'An independent audit of the no-logs policy'),
  required('wireguard', 'WireGuard (or a protocol built on it)'),
  required('anonymous', 'Pay without giving your name (cash or Monero)'),
  required('opensource', 'Open-source apps'),
  required('portforwarding', 'Port forwarding'),
  {
    param: 'priority',
    question: 'Order the results by',
    values: ['balanced', 'cost', 'privacy', 'devices'],
    labels: ['Balanced priorities', 'Lowest cost', 'Privacy first', 'Many devices'],
  },
] as const;

type FinderParam = (typeof FINDER_QUESTIONS)[number]['param'];
export type FinderAnswers = { [Q in (typeof FINDER_QUESTIONS)[number] as Q['param']]: Q['values'][number] };

/** The answer a missing parameter stands for: the loosest, "any" where a question has it, else its first. */
export const DEFAULT_ANSWERS = Object.fromEntries(
  FINDER_QUESTIONS.map((q) => [q.param, q.values.find((v) => v === 'any') ?? q.values[0]]),
) as FinderAnswers;

/** A value the finder did not understand: the parameter, what it said and what it accepts. */
export interface NotUnderstood {
  param: FinderParam;
  value: string;
  accepted: readonly string[];
}

/**
 * The answers from a query string (missing ones default, unknown ones ignored), or each value not understood.
 */
export function parseFinder(
  query: URLSearchParams,
): { ok: true; answers: FinderAnswers } | { ok: false; errors: NotUnderstood[] } {
  const answers: Record<string, string> = { ...DEFAULT_ANSWERS };
  const errors: NotUnderstood[] = [];
  for (const { param, values } of FINDER_QUESTIONS) {
    const given = query.getAll(param);
    if (given.length === 0) continue;
    const value = given.join(',');
    if (given.length === 1 && (values as readonly string[]).includes(value)) answers[param] = value;
    else errors.push({ param, value, accepted: values });
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, answers: answers as FinderAnswers };
}

/** The provider fields the rules read (a subset of a VpnService). */
export interface FinderService
  extends
    FigureFields,
    Pick<ScoreFacts, 'slug' | 'name' | 'audits' | 'protocols' | 'payment' | 'openSource' | 'portForwarding'> {
  plans: readonly PlanFacts[];
  freeTrial: string | null;
  freeTier: string | null;
  provenance: FigureFields['provenance'] &
    Pick<ScoreFacts['provenance'], 'protocols' | 'payment' | 'openSource' | 'portForwarding'>;
  /** The model's scorecard, for the order of the results (src/lib/score.ts byModel). */
  score: Pick<ScoreCard, 'parts' | 'minimums'>;
}

/** One rule's outcome for one provider: `text` is the figure that passes, or what misses and by how much. */
export interface RuleOutcome {
  param: FinderParam;
  state: 'pass' | 'miss' | 'unknown';
  text: string;
}

/** A paid plan with a term: its months (1 for a monthly plan named so without a term) and price a month. */
function termedPlans(s: FinderService): { plan: PlanFacts; months: number; price: number }[] {
  return s.plans.flatMap((plan) => {
    const price = perMonth(plan);
    const months = plan.months ?? (/monthly/i.test(plan.name) ? 1 : undefined);
    return price === null || price <= 0 || months === undefined ? [] : [{ plan, months, price }];
  });
}

/** A figure our data lacks: "Any" passes, any other answer the data cannot tell. */
const notInData = (param: FinderParam, answer: string, text: string): RuleOutcome =>
  answer === 'any' ? { param, state: 'pass', text: 'Any' } : { param, state: 'unknown', text };

const plural = (n: number, word: string) => `${String(n)} ${word}${n === 1 ? '' : 's'}`;

function devicesRule(s: FinderService, answer: FinderAnswers['devices']): RuleOutcome {
  const param = 'devices';
  const have = FIGURES.devices.value(s);
  // Every service allows one device; a higher answer needs the figure.
  if (have === null)
    return answer === '1'
      ? { param, state: 'pass', text: 'At least 1 device (the limit is not in our data)' }
      : { param, state: 'unknown', text: 'Device limit: not in our data' };
  const shown = have === Number.POSITIVE_INFINITY ? 'unlimited devices' : plural(have, 'device');
  const need = answer === 'unlimited' ? Number.POSITIVE_INFINITY : Number(answer);
  if (meets(FIGURES.devices, have, need)) return { param, state: 'pass', text: `Allows ${shown} at once` };
  return {
    param,
    state: 'miss',
    text:
      answer === 'unlimited'
        ? `Allows ${shown} at once, not unlimited`
        : `Allows ${shown} at once, ${String(need - have)} fewer than your ${String(need)}`,
  };
}

function prepayRule(s: FinderService, answer: FinderAnswers['prepay']): RuleOutcome {
  const param = 'prepay';
  const plans = termedPlans(s);
  if (plans.length === 0) return notInData(param, answer, 'Plan terms: not in our data');
  const shortest = Math.min(...plans.map((p) => p.months));
  const text = `Shortest paid term: ${plural(shortest, 'month')}`;
  if (answer === 'any' || shortest <= Number(answer)) return { param, state: 'pass', text };
  return {
    param,
    state: 'miss',
    text: `${text}, ${plural(shortest - Number(answer), 'month')} longer than your ${plural(Number(answer), 'month')}`,
  };
}

function budgetRule(s: FinderService, a: FinderAnswers): RuleOutcome {
  const param = 'budget';
  const limit = a.prepay === 'any' ? Number.POSITIVE_INFINITY : Number(a.prepay);
  const cheapest = termedPlans(s)
    .filter((p) => p.months <= limit)
    .sort((x, y) => x.price - y.price || y.months - x.months)[0];
  if (!cheapest) return notInData(param, a.budget, 'Price a month: not in our data');
  const price = toCents(cheapest.price);
  const text = `${formatUsd(price)} a month (${termLabel({ ...cheapest.plan, months: cheapest.months })} plan)`;
  if (a.budget === 'any' || meets(FIGURES.longTermPrice, price, Number(a.budget)))
    return { param, state: 'pass', text };
  return {
    param,
    state: 'miss',
    text: `${text}, ${formatUsd(price - Number(a.budget))} over your ${formatUsd(Number(a.budget))}`,
  };
}

function freeRule(s: FinderService, answer: FinderAnswers['free']): RuleOutcome {
  const param = 'free';
  const plan = FIGURES.freeVersion.value(s);
  if (answer === 'any') return { param, state: 'pass', text: 'Any' };
  if (plan === 1) return { param, state: 'pass', text: `Free plan: ${s.freeTier ?? 'yes'}` };
  if (answer === 'trial' && s.freeTrial) return { param, state: 'pass', text: `Free trial: ${s.freeTrial}` };
  if (plan === null) return { param, state: 'unknown', text: 'Free plan: not in our data' };
  return {
    param,
    state: 'miss',
    text: answer === 'plan' ? 'No free plan in our data' : 'No free plan or free trial in our data',
  };
}

function refundRule(s: FinderService, answer: FinderAnswers['refund']): RuleOutcome {
  const param = 'refund';
  const days = FIGURES.moneyBackDays.value(s);
  if (days === null) return notInData(param, answer, 'Money-back window: not in our data');
  const text = `${plural(days, 'day')} money-back window`;
  if (answer === 'any' || meets(FIGURES.moneyBackDays, days, Number(answer)))
    return { param, state: 'pass', text };
  return {
    param,
    state: 'miss',
    text: `${text}, ${plural(Number(answer) - days, 'day')} short of ${answer}`,
  };
}

function auditRule(s: FinderService, answer: FinderAnswers['audit']): RuleOutcome {
  const param = 'audit';
  if (answer === 'any') return { param, state: 'pass', text: 'Any' };
  const audit = independentNoLogsAudit(s);
  const text = audit
    ? `Audited no-logs policy (${audit.firm}, ${audit.date ?? 'date not stated'})`
    : (s.audits ?? []).length > 0
      ? 'An audit of its no-logs policy: only a weak source or another scope in our data'
      : 'An audit of its no-logs policy: not in our data';
  return { param, state: audit ? 'pass' : 'unknown', text };
}

/** A yes-or-no feature: pass when our data says yes, miss when it says no, unknown when it says nothing. */
function featureRule(
  param: 'wireguard' | 'anonymous' | 'opensource' | 'portforwarding',
  answer: 'yes' | 'any',
  has: boolean | null,
  words: { yes: string; no: string; unknown: string },
): RuleOutcome {
  if (answer === 'any') return { param, state: 'pass', text: 'Any' };
  if (has === null) return { param, state: 'unknown', text: words.unknown };
  return has ? { param, state: 'pass', text: words.yes } : { param, state: 'miss', text: words.no };
}

/** Every rule's outcome for a provider, in the order of FINDER_QUESTIONS. */
function finderOutcomes(s: FinderService, a: FinderAnswers): RuleOutcome[] {
  return [
    devicesRule(s, a.devices),
    prepayRule(s, a.prepay),
    budgetRule(s, a),
    freeRule(s, a.free),
    refundRule(s, a.refund),
    auditRule(s, a.audit),
    featureRule('wireguard', a.wireguard, s.protocols.length === 0 ? null : hasWireGuard(s.protocols), {
      yes: 'WireGuard',
      no: 'No WireGuard in our data',
      unknown: 'Protocols: not in our data',
    }),
    featureRule('anonymous', a.anonymous, paysAnonymously(s.payment), {
      yes: 'Takes cash or Monero',
      no: 'Neither cash nor Monero among its payment methods',
      unknown: 'Payment methods: not in our data',
    }),
    featureRule(
      'opensource',
      a.opensource,
      s.openSource === null ? null : s.openSource.some((c) => c.platform !== 'browser'),
      { yes: 'Open-source apps', no: 'Apps not open source', unknown: 'Open-source apps: not in our data' },
    ),
    featureRule('portforwarding', a.portforwarding, s.portForwarding?.available ?? null, {
      yes: 'Port forwarding',
      no: 'No port forwarding',
      unknown: 'Port forwarding: not in our data',
    }),
  ];
}

/** The finder's answer: providers that meet every rule, those that miss one, and those the data cannot tell. */
export interface FinderResult<S> {
  /** Each with the outcome of every rule it passes, in the order given (the caller's ranking). */
  matches: { service: S; outcomes: RuleOutcome[] }[];
  /** Each with the first rule it misses. */
  misses: { service: S; miss: RuleOutcome }[];
  /** No rule missed, but at least one the data cannot tell: each with those rules. */
  unknown: { service: S; unknown: RuleOutcome[] }[];
}

/**
 * Sorts providers by the answers, each group in the model's order under the reader's priorities
 * (src/lib/score.ts byModel). A provider misses at its first missed rule even where a later rule's data is
 * missing.
 */
export function runFinder<S extends FinderService>(
  services: readonly S[],
  a: FinderAnswers,
): FinderResult<S> {
  const result: FinderResult<S> = { matches: [], misses: [], unknown: [] };
  for (const service of [...services].sort(byModel<S>(a.priority))) {
    const outcomes = finderOutcomes(service, a);
    const miss = outcomes.find((o) => o.state === 'miss');
    const unknown = outcomes.filter((o) => o.state === 'unknown');
    if (miss) result.misses.push({ service, miss });
    else if (unknown.length > 0) result.unknown.push({ service, unknown });
    else result.matches.push({ service, outcomes });
  }
  return result;
}
