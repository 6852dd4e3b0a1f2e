/**
 * The rows of a compare page's pair table: the questions buyers ask, each with both providers' values, the rule
 * that decides who leads (said on the page in plain words) and the outcome in words. A row leads only where its
 * stated rule decides; rows that state a fact say "Not ranked (a fact, not a measure)" with the reason.
 */
import { FIGURES, PRICE_RANGE_RULE, type Figure } from './figures';
import { NOT_IN_DATA } from './format';
import {
  cheapestCover,
  lowestLongTermPlan,
  monthlyPlans,
  perMonth,
  planTerm,
  recurringPlans,
  type Cover,
} from './plans';
import { withDisputes } from './evidence';
import { ANONYMOUS_PAYMENT_RULE, factValueText, paysAnonymously } from './fact-values';
import { formatPlanPrice, formatUsd, toCents, usd, type Usd } from './price';
import { auditYear, factRecordHref, type Provenance } from './provenance';
import { leader, spanLeader, type Lead } from './ranking';
import { latestNoLogsAudit, type VpnService } from './vpn-service';

/** Who leads on a row: a side, a tie, a missing figure, ranges that overlap, a split network, or a fact. */
type PairLead = Lead | 'overlap' | 'split' | 'fact';

/** One row of the pair table. */
export interface PairRow {
  key: string;
  label: string;
  /** The rule in plain words, as the page says it. */
  rule: string;
  /** The two values as shown, first provider first. */
  values: [string, string];
  lead: PairLead;
  /** The outcome in words: "NordVPN leads: $26.61 less over two years", "Tie: 30 days each". */
  outcome: string;
  /** Where each value comes from, whether our data has it, and its full record on /data (for its short mark). */
  facts: [
    { provenance: Provenance | null; hasValue: boolean; href?: string },
    { provenance: Provenance | null; hasValue: boolean; href?: string },
  ];
}

type Service = VpnService;
type Pair = readonly [Service, Service];
type Counts = Pick<Service, 'serverCount' | 'countryCount'>;

const FACT = 'Not ranked (a fact, not a measure)';
/** A fact row's rule and outcome: not ranked, and why (`outcome`: the reason as the outcome says it). */
const fact = (why: string, outcome = why) =>
  ({ rule: `Not ranked: ${why}.`, lead: 'fact', outcome: `${FACT}: ${outcome}` }) as const;
const YEARS: Record<number, string> = { 12: 'one year', 24: 'two years', 36: 'three years' };

/** The name of the side that leads, and of the other. */
function sides(lead: Lead | 'overlap', [a, b]: Pair): [Service, Service] {
  return lead === 'second' ? [b, a] : [a, b];
}

/**
 * Two cells of one fact group; `cell`: a price cell, whose record holds only the readings about its price.
 */
function facts(
  pair: Pair,
  group: keyof Service['provenance'],
  values: [string, string],
  cell?: Figure['cell'],
): PairRow['facts'] {
  return [0, 1].map((i) => ({
    provenance: (cell ? pair[i]?.comparison[cell].provenance : pair[i]?.provenance[group]) ?? null,
    hasValue: values[i] !== NOT_IN_DATA,
    href: factRecordHref(pair[i]?.slug ?? '', group),
  })) as PairRow['facts'];
}

/** A recurring cover in words: "$66.48: 2-Year plan", "$95.76: Annual plan, 2 terms back to back". */
function coverText(cover: Cover | undefined, months: number): string {
  if (!cover) return NOT_IN_DATA;
  const term = planTerm(cover.plan)?.months ?? 0;
  const how =
    cover.times > 1
      ? `, ${String(cover.times)} terms back to back`
      : term > months
        ? `, runs ${String(term)} months`
        : '';
  return `${formatUsd(cover.total)}: ${cover.plan.name} plan${how}${cover.arithmetic ? ' (our arithmetic: price x months)' : ''}`;
}

/** The cheapest way to cover `months` (src/lib/plans.ts cheapestCover): the lower total leads. */
function coverRow(pair: Pair, months: 12 | 24 | 36): PairRow {
  const covers = pair.map((s) => cheapestCover(recurringPlans(s.plans), months));
  // A total that is our arithmetic counts as the range it may be off by, so a rounding gap decides nothing.
  const widened = covers.map((c) =>
    c ? { low: c.total.high - c.margin, high: c.total.high + c.margin } : null,
  );
  const lead = spanLeader(widened[0] ?? null, widened[1] ?? null, 'lower');
  const values = covers.map((c) => coverText(c, months)) as [string, string];
  const [win] = sides(lead, pair);
  const [w, l] = lead === 'second' ? [covers[1], covers[0]] : covers;
  const ranged = (x: Usd | undefined) => x !== undefined && x.low !== x.high;
  const outcome =
    lead === 'first' || lead === 'second'
      ? `${win.name} leads: ${formatUsd((l?.total.high ?? 0) - (w?.total.high ?? 0))} less over ${YEARS[months] ?? ''}${ranged(w?.total) || ranged(l?.total) ? ' at the top of a price range' : ''}`
      : lead === 'tie'
        ? `Tie: both ${formatUsd(covers[0]?.total ?? usd(0))} for ${YEARS[months] ?? ''}`
        : lead === 'overlap'
          ? `Undecided: the totals for ${YEARS[months] ?? ''} are within rounding of each other`
          : `Undecided: a ${YEARS[months] ?? ''} total is not in our data`;
  return {
    key: `cover${String(months)}`,
    label: `Cheapest way to pay for ${YEARS[months] ?? ''}`,
    rule: `Lower total wins: the cheapest recurring plan bought as many times as it takes to cover ${String(months)} months, each renewal at its recorded renewal price, else at the first price (a renewal may cost more); a lifetime plan is not counted; ${PRICE_RANGE_RULE}; price x months counts as rounded to the cent.`,
    values,
    lead,
    outcome,
    facts: facts(pair, 'pricing', values),
  };
}

function longTermRow(pair: Pair): PairRow {
  const figures = pair.map((s) => FIGURES.longTermPrice.value(s));
  const lead = leader(figures[0] ?? null, figures[1] ?? null, FIGURES.longTermPrice.better);
  const values = pair.map((s) => s.comparison.lowestLongTermPrice.value ?? NOT_IN_DATA) as [string, string];
  const [win, lose] = sides(lead, pair);
  const gap = Math.abs((figures[0] ?? 0) - (figures[1] ?? 0));
  return {
    key: 'longTerm',
    label: 'Lowest long-term price',
    rule: 'Lower price per month wins, among plans with a term longer than a month (a lifetime plan has its own row).',
    values,
    lead,
    outcome:
      lead === 'first' || lead === 'second'
        ? `${win.name} leads: ${formatUsd(gap)} a month less than ${lose.name}`
        : lead === 'tie'
          ? 'Tie: the same price per month'
          : 'Undecided: a long-term price is not in our data',
    facts: facts(pair, 'pricing', values, FIGURES.longTermPrice.cell),
  };
}

function upfrontRow(pair: Pair): PairRow {
  const values = pair.map((s) => {
    const plan = lowestLongTermPlan(s.plans);
    if (!plan) return NOT_IN_DATA;
    if (plan.billed) return plan.billed.text;
    if (plan.period === 'year') return `${formatUsd(plan.price)} per year`;
    const months = plan.months ?? 1;
    return `${formatUsd(toCents((perMonth(plan) ?? 0) * months))} for ${String(months)} months (our arithmetic: ${String(months)} x ${formatUsd(plan.price)})`;
  }) as [string, string];
  return {
    key: 'upfront',
    label: 'Upfront bill for that plan',
    values,
    ...fact('a smaller bill usually buys a shorter term'),
    facts: facts(pair, 'pricing', values, FIGURES.longTermPrice.cell),
  };
}

function lifetimeRow(pair: Pair): PairRow | null {
  const plans = pair.map((s) => s.plans.find((p) => p.period === 'one-time'));
  if (!plans.some(Boolean)) return null;
  const values = plans.map((p) =>
    p
      ? `${formatPlanPrice(p)}${/lifetime/i.test(p.name) ? '' : ` (${p.name} plan)`}`
      : 'No one-time plan listed',
  ) as [string, string];
  return {
    key: 'lifetime',
    label: 'One-time (lifetime) price',
    values,
    ...fact('one payment and a subscription buy different things'),
    facts: facts(pair, 'pricing', values),
  };
}

function monthlyRow(pair: Pair): PairRow {
  const values = pair.map((s) => s.comparison.standardMonthlyPrice.value ?? NOT_IN_DATA) as [string, string];
  const none = pair.find((s) => s.soldMonthly === false);
  const figures = pair.map((s) => FIGURES.monthlyPrice.value(s));
  const lead: PairLead = none
    ? 'fact'
    : leader(figures[0] ?? null, figures[1] ?? null, FIGURES.monthlyPrice.better);
  const [win, lose] = sides(lead === 'fact' ? 'first' : lead, pair);
  const missing = pair.find((_, i) => figures[i] === null);
  const ranged = pair.some((s) => monthlyPlans(s.plans).some((p) => p.price.low !== p.price.high));
  const outcome =
    none !== undefined
      ? `Not ranked: ${none.name} sells no monthly plan`
      : lead === 'first' || lead === 'second'
        ? `${win.name} leads: cheaper than ${lose.name} month to month${ranged ? ' (a price range at its top end)' : ''}`
        : lead === 'tie'
          ? 'Tie: the same monthly price'
          : `Undecided: ${missing?.name ?? ''}'s monthly price is not in our data`;
  return {
    key: 'monthly',
    label: 'Standard monthly price',
    rule: `Lower price wins; ${PRICE_RANGE_RULE}.`,
    values,
    lead,
    outcome,
    facts: facts(pair, 'pricing', values, FIGURES.monthlyPrice.cell),
  };
}

function devicesRow(pair: Pair): PairRow {
  const figures = pair.map((s) => FIGURES.devices.value(s));
  const lead = leader(figures[0] ?? null, figures[1] ?? null, FIGURES.devices.better);
  const values = pair.map((s) => s.comparison.simultaneousConnections.value ?? NOT_IN_DATA) as [
    string,
    string,
  ];
  const [win] = sides(lead, pair);
  const words = (n: number | null | undefined) =>
    n === Number.POSITIVE_INFINITY ? 'no limit' : `${String(n)} device${n === 1 ? '' : 's'}`;
  const [wf, lf] = lead === 'second' ? [figures[1], figures[0]] : [figures[0], figures[1]];
  return {
    key: 'devices',
    label: 'Devices at once',
    rule: 'More devices win; unlimited beats any number; where the limit depends on the plan, the largest plan counts.',
    values,
    lead,
    outcome:
      lead === 'first' || lead === 'second'
        ? `${win.name} leads: ${words(wf)} against ${words(lf)}`
        : lead === 'tie'
          ? `Tie: ${figures[0] === Number.POSITIVE_INFINITY ? 'neither sets a limit' : `${String(figures[0])} each`}`
          : 'Undecided: a device limit is not in our data',
    facts: facts(pair, 'devices', values),
  };
}

/**
 * The long-term price (USD a month) and the device limit (Infinity: none) at the top: the "N devices" plan
 * where the limit is by plan, else the lowest long-term plan; null without a price or a limit.
 */
export function perDevice(s: Service): { perMonth: number; devices: number } | null {
  const devices = FIGURES.devices.value(s);
  const top = Array.isArray(s.deviceLimit)
    ? s.plans.find((p) => new RegExp(`\\b${String(devices)} devices\\b`).test(p.name))
    : undefined;
  const plan = top ?? lowestLongTermPlan(s.plans);
  const price = plan ? perMonth(plan) : null;
  return devices === null || price === null ? null : { perMonth: price, devices };
}

function perDeviceRow(pair: Pair): PairRow {
  const costs = pair.map(perDevice);
  const figure = (c: ReturnType<typeof perDevice> | undefined) =>
    !c ? null : c.devices === Number.POSITIVE_INFINITY ? 0 : toCents(c.perMonth / c.devices);
  const lead = leader(figure(costs[0]), figure(costs[1]), 'lower');
  const values = costs.map((c) =>
    !c
      ? NOT_IN_DATA
      : c.devices === Number.POSITIVE_INFINITY
        ? 'No device limit: the more devices, the less each costs'
        : `${formatUsd(c.perMonth / c.devices)} a month each (${formatUsd(c.perMonth)} a month / ${String(c.devices)})`,
  ) as [string, string];
  const [win] = sides(lead, pair);
  const unlimited = costs.filter((c) => c?.devices === Number.POSITIVE_INFINITY).length;
  return {
    key: 'perDevice',
    label: 'Cost per device at the limit',
    rule: 'Lower long-term cost per device a month wins; no device limit beats any cost.',
    values,
    lead,
    outcome:
      lead === 'first' || lead === 'second'
        ? `${win.name} leads: ${unlimited > 0 ? 'no device limit' : 'less per device'}`
        : lead === 'tie'
          ? `Tie: ${unlimited === 2 ? 'no limit on either' : 'the same cost per device'}`
          : 'Undecided: a price or a device limit is not in our data',
    facts: facts(pair, 'devices', values),
  };
}

/**
 * The money-back window: more days lead, a disputed window at its shorter reading (src/lib/fact-rules.ts).
 */
function refundRow(pair: Pair): PairRow {
  const days = pair.map((s) => FIGURES.moneyBackDays.value(s));
  const lead = leader(days[0] ?? null, days[1] ?? null, FIGURES.moneyBackDays.better);
  const values = pair.map((s) => s.comparison.moneyBackGuarantee.value ?? NOT_IN_DATA) as [string, string];
  const [win] = sides(lead, pair);
  const missing = pair.find((s) => s.moneyBackDays === null);
  return {
    key: 'refund',
    label: 'Money-back window',
    rule: 'More days win.',
    values,
    lead,
    outcome:
      lead === 'first' || lead === 'second'
        ? `${win.name} leads: ${String(Math.abs((days[0] ?? 0) - (days[1] ?? 0)))} more days to ask for a refund`
        : lead === 'tie'
          ? `Tie: ${String(days[0])} days each`
          : `Undecided: ${missing?.name ?? ''}'s money-back window is not in our data`,
    facts: facts(pair, 'refund', values),
  };
}

/** Free plan 2, free trial 1, neither 0: a free plan beats a trial, a trial beats neither. */
function freeAccess(s: Pick<Service, 'freeTier' | 'freeTrial'>): 0 | 1 | 2 {
  return s.freeTier ? 2 : s.freeTrial ? 1 : 0;
}

function freeRow(pair: Pair): PairRow {
  const access = pair.map(freeAccess);
  const lead = leader(access[0] ?? null, access[1] ?? null, 'higher');
  const values = pair.map((s) => s.comparison.freeVersion.value ?? NOT_IN_DATA) as [string, string];
  const [win] = sides(lead, pair);
  const best = Math.max(...access);
  return {
    key: 'free',
    label: 'Free plan or trial',
    rule: 'A free plan beats a trial, and a trial beats neither; two free plans tie whatever their limits.',
    values,
    lead,
    outcome:
      lead === 'first' || lead === 'second'
        ? `${win.name} leads: ${freeAccess(win) === 2 ? 'a free plan' : 'a free trial'}`
        : best === 2
          ? 'Tie: both have free plans, with different limits'
          : best === 1
            ? 'Tie: both offer a free trial'
            : 'Tie: neither has a free plan or a trial',
    facts: facts(pair, 'refund', values),
  };
}

/**
 * The server network: more servers and more countries lead (or as many of one and more of the other); equal
 * on both ties; more of one and fewer of the other is a split. A stated minimum ("800+") counts as its
 * number.
 */
export function networkLead([a, b]: readonly [Counts, Counts]): Lead | 'split' {
  // A count our data lacks is no lead: it compares as level.
  const cmp = (x: number | null, y: number | null) => (x === null || y === null ? 0 : Math.sign(x - y));
  const s = cmp(a.serverCount, b.serverCount);
  const c = cmp(a.countryCount, b.countryCount);
  if (s === 0 && c === 0) return 'tie';
  if (s >= 0 && c >= 0) return 'first';
  if (s <= 0 && c <= 0) return 'second';
  return 'split';
}

function networkRow(pair: Pair): PairRow {
  const lead = networkLead(pair);
  const values = pair.map((s) => s.comparison.serverNetwork.value ?? NOT_IN_DATA) as [string, string];
  const [win] = sides(lead === 'split' ? 'first' : lead, pair);
  const [a, b] = pair;
  const moreServers = (a.serverCount ?? 0) > (b.serverCount ?? 0) ? a : b;
  const moreCountries = moreServers === a ? b : a;
  // A count our data lacks decides nothing and is said as missing, never as "more" or "as many".
  const more = (k: 'serverCount' | 'countryCount', word: string) =>
    a[k] === null || b[k] === null ? null : a[k] === b[k] ? `as many ${word}` : `more ${word}`;
  const [servers, countries] = [more('serverCount', 'servers'), more('countryCount', 'countries')];
  const missing =
    servers === null && countries === null
      ? 'a server or country count is not in our data'
      : `a ${servers === null ? 'server' : 'country'} count is not in our data`;
  const leadWords =
    servers && countries
      ? servers === 'more servers' && countries === 'more countries'
        ? 'more servers and more countries'
        : `${servers}, ${countries}`
      : `${servers ?? countries ?? ''}; ${missing}`;
  const tieWords =
    servers && countries
      ? 'as many servers and countries'
      : servers || countries
        ? `${servers ?? countries ?? ''}; ${missing}`
        : missing;
  return {
    key: 'network',
    label: 'Server network',
    rule: 'More servers and more countries win (or as many of one and more of the other); split when they disagree.',
    values,
    lead,
    outcome:
      lead === 'split'
        ? `Split: ${moreServers.name} lists more servers, ${moreCountries.name} more countries`
        : lead === 'tie'
          ? `Tie: ${tieWords}`
          : `${win.name} leads: ${leadWords}`,
    facts: facts(pair, 'network', values),
  };
}

function loggingRow(pair: Pair): PairRow {
  const values = pair.map((s) => {
    const audit = latestNoLogsAudit(s.audits);
    return `${s.logsPolicy}, as stated${audit ? `; no-logs audit: ${audit.firm}, ${auditYear(audit.date)}` : '; no audit in our data'}`;
  }) as [string, string];
  return {
    key: 'logging',
    label: 'Logging policy',
    values,
    ...fact(
      "a logging policy is the provider's own word",
      "a logging policy is the provider's own word, and nobody here has verified either",
    ),
    facts: pair.map((s) => {
      const audit = latestNoLogsAudit(s.audits);
      return {
        provenance: audit ? audit.provenance : s.provenance.logging,
        hasValue: true,
        href: factRecordHref(s.slug, audit ? 'audits' : 'logging'),
      };
    }) as PairRow['facts'],
  };
}

function jurisdictionRow(pair: Pair): PairRow {
  const values = pair.map((s) => s.jurisdiction) as [string, string];
  return {
    key: 'jurisdiction',
    label: 'Jurisdiction',
    values,
    ...fact(
      'which country suits you depends on where you live and what you want to avoid',
      'which country suits you depends on where you live',
    ),
    facts: facts(pair, 'jurisdiction', values),
  };
}

function renewalRow(pair: Pair): PairRow {
  const values = pair.map((s) => {
    const renewals = s.plans.flatMap(({ name, renewal: r }) => {
      if (!r) return [];
      const months = r.months ? ` for ${String(r.months)} months` : '';
      return [
        withDisputes(
          `${name}: ${formatPlanPrice({ price: r.price, period: r.period })}${months}`,
          r.provenance,
        ),
      ];
    });
    return renewals.length > 0 ? renewals.join('; ') : NOT_IN_DATA;
  }) as [string, string];
  return {
    key: 'renewal',
    label: 'Price after the first term',
    rule: 'Not ranked on its own: the cost rows above count each renewal at this price.',
    values,
    lead: 'fact',
    outcome: `${FACT}: the cost over one, two and three years counts it`,
    facts: [0, 1].map((i) => {
      const renewal = pair[i]?.plans.find((p) => p.renewal)?.renewal;
      return {
        provenance: renewal?.provenance ?? pair[i]?.provenance.renewal ?? null,
        hasValue: values[i] !== NOT_IN_DATA,
        href: factRecordHref(pair[i]?.slug ?? '', 'renewal'),
      };
    }) as PairRow['facts'],
  };
}

/**
 * The feature facts, each a fact row saying what of it the score's features part counts (src/lib/score.ts).
 */
const FEATURE_ROWS = [
  ['protocols', 'Protocols', 'WireGuard or a protocol built on it'],
  ['killSwitch', 'Kill switch', 'a kill switch'],
  ['openSource', 'Open-source apps', 'open-source apps'],
  ['portForwarding', 'Port forwarding', 'port forwarding'],
  ['payment', 'Payment methods', 'cash or Monero'],
  ['signup', 'Sign-up asks for', 'sign-up with an account number and no e-mail'],
  ['ipv6', 'IPv6', 'IPv6 tunnelled or blocked'],
  ['infrastructure', 'Server storage', 'RAM-only servers or full-disk encryption'],
] as const;

function featureRows(pair: Pair): PairRow[] {
  return FEATURE_ROWS.map(([key, label, counts]) => {
    const values = pair.map((s) => {
      const text = factValueText(key, s[key]);
      const shown =
        key === 'payment' && paysAnonymously(s.payment) ? `${text} (can be paid anonymously)` : text;
      return text === NOT_IN_DATA ? text : withDisputes(shown, s.provenance[key]);
    }) as [string, string];
    return {
      key,
      label,
      rule:
        key === 'payment'
          ? `Not ranked here (the score counts it). ${ANONYMOUS_PAYMENT_RULE}`
          : 'Not ranked here: the score counts it.',
      values,
      lead: 'fact',
      outcome: `${FACT}: our score counts ${counts}`,
      facts: facts(pair, key, values),
    };
  });
}

function standoutRow(pair: Pair): PairRow {
  const values = pair.map((s) => s.comparison.standoutFeature.value ?? NOT_IN_DATA) as [string, string];
  return {
    key: 'standout',
    label: 'Standout feature',
    values,
    ...fact('features do not share one scale'),
    facts: facts(pair, 'standout', values),
  };
}

/** Every row of a pair's table, in the order buyers ask: cost first, then devices, refunds, network and facts. */
export function pairRows(a: Service, b: Service): PairRow[] {
  const pair = [a, b] as const;
  return [
    coverRow(pair, 12),
    coverRow(pair, 24),
    coverRow(pair, 36),
    renewalRow(pair),
    longTermRow(pair),
    upfrontRow(pair),
    lifetimeRow(pair),
    monthlyRow(pair),
    devicesRow(pair),
    perDeviceRow(pair),
    refundRow(pair),
    freeRow(pair),
    networkRow(pair),
    loggingRow(pair),
    jurisdictionRow(pair),
    standoutRow(pair),
    ...featureRows(pair),
  ].filter((row): row is PairRow => row !== null);
}
