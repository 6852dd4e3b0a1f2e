/**
 * The verdict of a compare page, from the pair table's rows (src/lib/pair-rows.ts) and our data: the bottom
 * line (src/lib/score.ts modelPick), "Choose {A} if…" and "Choose {B} if…" with up to three reasons each, the
 * detail, who should look elsewhere, and the editors' notes that bear on the figures. Rules:
 * - a reason needs a row's rule to decide for that side by at least CLOSE_SHARE, or a fact our data states
 *   for it alone; a disputed figure counts at its less favourable reading, and both readings are named;
 * - reasons follow the order of REASONS; no score or jurisdiction is one; nothing is claimed that the data
 *   does not hold (no test, speed or measurement).
 */
import { disputingReadings } from './evidence';
import { DISPUTE_RULE } from './fact-rules';
import {
  DEFAULT_PRESET,
  formatScore,
  independentNoLogsAudit,
  MARGIN,
  modelPick,
  overallScore,
  PRESETS,
  presetWeights,
  type PresetKey,
} from './score';
import { sharedGroup } from './owners';
import { sourceLabel, type Provenance, auditYear } from './provenance';
import { cheapestCover, lowestLongTermPlan, recurringPlans, type Cover } from './plans';
import { formatPlanPrice, formatUsd, type Usd } from './price';
import { FIGURES } from './figures';
import { formatStatedCount, listWords, numberWords } from './format';
import { perDevice, type PairRow } from './pair-rows';
import type { VpnService } from './vpn-service';

/**
 * Differences under this share of the larger figure (price, bill, days, servers, countries) are no reason.
 */
const CLOSE_SHARE = 0.05;
/** The threshold in words, said once on the page. */
const THRESHOLD = `A difference under ${String(CLOSE_SHARE * 100)} % of the larger figure is too small to be a reason here.`;

/** Whether two figures differ by at least CLOSE_SHARE of the larger; a limit of Infinity differs from any number. */
export function differs(x: number, y: number): boolean {
  if (x === y) return false;
  const big = Math.max(Math.abs(x), Math.abs(y));
  return !Number.isFinite(big) || Math.abs(x - y) >= CLOSE_SHARE * big;
}

/** The pick for most readers: the provider's name (null: no pick), the line as printed and the rule it follows. */
interface BottomLine {
  pick: string | null;
  text: string;
  /** With no clear pick: what would decide it for the reader ("Choose A if you care most about cost; …"). */
  decider: string | null;
  rule: string;
}

/** A compare page's verdict, in sentences. */
export interface Verdict {
  bottomLine: BottomLine;
  /** The bottom line under every preset of the reader's priorities, the page's own first (src/lib/score.ts PRESETS). */
  presets: { preset: PresetKey; line: BottomLine }[];
  /** The company above both, where our ownership data names one for each ("Nord Security"); else null. */
  sharedParent: string | null;
  /** The detail after the reasons: how the questions fall, the two-year bill, a split network. */
  opening: string[];
  /** For each provider, first then second: its name and the reasons, each ending a "Choose X if" sentence. */
  choose: [{ name: string; reasons: string[] }, { name: string; reasons: string[] }];
  /** Who fits neither, and where to look. */
  elsewhere: string[];
  /** The editors' notes on prices, bills, refunds, devices and logs, with the provider's name. */
  notes: { provider: string; text: string }[];
}

type Side = 0 | 1;
const SIDE = ['first', 'second'] as const;
/** Sentence case inside a sentence: "Unlimited devices" -> "unlimited devices"; a name such as "NordLynx" stays. */
const lower = (text: string) =>
  /^[A-Z][a-z]*[A-Z]/.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1);
const names = (list: readonly VpnService[]) => listWords(list.map((s) => s.name));

/** The pieces each reason reads. */
interface Ctx {
  pair: readonly [VpnService, VpnService];
  /** The reader's priorities (src/lib/score.ts PRESETS). */
  preset: PresetKey;
  rows: Map<string, PairRow>;
  covers: Record<12 | 24, [Cover | undefined, Cover | undefined]>;
}

/** This side's provider, then the other's. */
const duo = (ctx: Ctx, i: Side) => [ctx.pair[i], ctx.pair[(1 - i) as Side]] as const;
const wins = (ctx: Ctx, key: string, i: Side) => ctx.rows.get(key)?.lead === SIDE[i];
/** A cover row won by at least the threshold (totals compared at their top ends, as the row's rule says). */
function winsCover(ctx: Ctx, months: 12 | 24, i: Side): boolean {
  const [mine, theirs] = [ctx.covers[months][i], ctx.covers[months][(1 - i) as Side]];
  if (!mine || !theirs) return false;
  return wins(ctx, `cover${String(months)}`, i) && differs(mine.total.high, theirs.total.high);
}
const cover = (s: VpnService, months: 12 | 24) => cheapestCover(recurringPlans(s.plans), months);
const total = (c: Cover | undefined) => (c ? formatUsd(c.total) : '');
const planName = (c: Cover | undefined) =>
  c ? (c.plan.period === 'one-time' ? `the one-time ${c.plan.name} plan` : `the ${c.plan.name} plan`) : '';

/** The reason about cost over one and two years, worded by which terms this side wins. */
function costReason(ctx: Ctx, i: Side): string | null {
  const o = (1 - i) as Side;
  const [me, other] = duo(ctx, i);
  const [m12, m24] = [ctx.covers[12][i], ctx.covers[24][i]];
  const [o12, o24] = [ctx.covers[12][o], ctx.covers[24][o]];
  const w12 = winsCover(ctx, 12, i);
  const w24 = winsCover(ctx, 24, i);
  if (w24 && m24?.plan.period === 'one-time')
    return `you would rather pay once: ${planName(m24)} costs ${total(m24)} and covers two years for less than ${other.name}'s cheapest two-year total, ${total(o24)}.`;
  // One bill covers both only where a single term of the plan runs two years (a plan bought twice is two bills).
  if (w12 && w24 && m12?.plan === m24?.plan && m24?.times === 1)
    return `you want the smaller bill whether you stay one year or two: ${planName(m24)} covers both for ${total(m24)}, where ${other.name} needs ${total(o12)} for one year and ${total(o24)} for two.`;
  if (w12 && w24)
    return `you want the smaller bill whether you stay one year or two: ${total(m12)} and ${total(m24)} with ${me.name}, against ${total(o12)} and ${total(o24)}.`;
  if (w24) {
    const oneYear = winsCover(ctx, 12, o)
      ? `for a single year ${other.name} costs less (${total(o12)} against ${total(m12)})`
      : ctx.rows.get('cover12')?.lead === 'tie'
        ? `for a single year both cost ${total(m12)}`
        : `for a single year neither is cheaper by our rule and threshold (${total(m12)} against ${total(o12)})`;
    return `you will stay two years: ${planName(m24)} covers them for ${total(m24)}, against ${total(o24)} with ${other.name}; ${oneYear}.`;
  }
  if (w12) {
    const twoYears = winsCover(ctx, 24, o)
      ? `over two years ${other.name} comes out cheaper`
      : 'over two years neither is cheaper by our rule and threshold';
    return `you will commit for one year at most: ${total(m12)} with ${planName(m12)} against ${total(o12)}, though ${twoYears}.`;
  }
  return null;
}

function devicesReason(ctx: Ctx, i: Side): string | null {
  const [me, other] = duo(ctx, i);
  const [mine, theirs] = [FIGURES.devices.value(me), FIGURES.devices.value(other)];
  if (!wins(ctx, 'devices', i) || mine === null || theirs === null || !differs(mine, theirs)) return null;
  if (mine === Number.POSITIVE_INFINITY)
    return `you have more than ${String(theirs)} devices to cover: ${me.name} sets no limit, ${other.name} stops at ${String(theirs)}.`;
  if (Array.isArray(me.deviceLimit))
    return `you need up to ${String(mine)} devices on one subscription: ${me.name}'s largest plan covers ${String(mine)} (the smaller one ${String(me.deviceLimit[0])}), ${other.name} stops at ${String(theirs)}.`;
  return `you need ${String(mine)} devices connected at once, where ${other.name} allows ${String(theirs)}.`;
}

/** Every money-back window (days) a rule weighs, shortest first: the one shown and each disputing reading. */
export function refundReadings(s: Pick<VpnService, 'moneyBackDays' | 'provenance'>): number[] {
  const days = [s.moneyBackDays, ...disputingReadings(s.provenance.refund).map((r) => r.value)]
    .map((v) => (v === 'none' ? 0 : v))
    .filter((v): v is number => typeof v === 'number');
  return [...new Set(days)].sort((x, y) => x - y);
}

/** "15 days by one source and 31 by another" or "30 days"; without `unit`, "15 by one source and 31 by …". */
const daysText = (s: VpnService, unit = '') => {
  const [short, long] = refundReadings(s);
  return long === undefined
    ? `${String(short)}${unit}`
    : `${String(short)}${unit} by one source and ${String(long)} by another`;
};

/** Which side gives longer to ask for a refund, by at least the threshold, on every reading our data holds. */
function refundLeadOnEveryReading(ctx: Ctx): Side | null {
  const [a, b] = ctx.pair.map(refundReadings);
  if (!a?.length || !b?.length) return null;
  if (Math.min(...a) > Math.max(...b) && differs(Math.min(...a), Math.max(...b))) return 0;
  if (Math.min(...b) > Math.max(...a) && differs(Math.min(...b), Math.max(...a))) return 1;
  return null;
}

function refundReason(ctx: Ctx, i: Side): string | null {
  if (!wins(ctx, 'refund', i)) return null;
  const [me, other] = duo(ctx, i);
  if (!differs(FIGURES.moneyBackDays.value(me) ?? 0, FIGURES.moneyBackDays.value(other) ?? 0)) return null;
  const lead = `you want longer to change your mind: ${me.name} gives ${daysText(me, ' days')} to ask for your money back, ${other.name} ${daysText(other)}`;
  return refundLeadOnEveryReading(ctx) === i
    ? `${lead}.`
    : `${lead}, so the lead holds only on the shorter reading: check the terms at checkout.`;
}

function freeReason(ctx: Ctx, i: Side): string | null {
  if (!wins(ctx, 'free', i)) return null;
  const [me, other] = duo(ctx, i);
  const theirs = other.freeTrial ? `only a ${lower(other.freeTrial)}` : 'neither a free plan nor a trial';
  return me.freeTier
    ? `you want to start without paying: its free plan gives ${lower(me.freeTier)}, while ${other.name} offers ${theirs}.`
    : `you want to try before you pay: it lists a ${lower(me.freeTrial ?? '')}, and ${other.name} ${theirs === 'neither a free plan nor a trial' ? 'lists neither a trial nor a free plan' : 'lists no trial'}.`;
}

const stated = (n: number | null, minimum: boolean) =>
  n === null ? 'an unstated number of' : formatStatedCount(n, minimum);
const servers = (s: VpnService) => stated(s.serverCount, s.serverCountIsMinimum);
const countries = (s: VpnService) => stated(s.countryCount, s.countryCountIsMinimum);
/** Whether the two sides' counts differ by at least the threshold (a count not in our data as 0). */
const countsDiffer = (me: VpnService, other: VpnService, key: 'serverCount' | 'countryCount') =>
  differs(me[key] ?? 0, other[key] ?? 0);

function networkReason(ctx: Ctx, i: Side): string | null {
  const [me, other] = duo(ctx, i);
  if (ctx.rows.get('network')?.lead !== SIDE[i]) return null;
  if (!countsDiffer(me, other, 'serverCount') && !countsDiffer(me, other, 'countryCount')) return null;
  return `you want more places to connect from: ${me.name} lists ${servers(me)} servers in ${countries(me)} countries, ${other.name} ${servers(other)} in ${countries(other)}.`;
}

/** Who says so, before a verb: "a publication (Clubic), February 4, 2026," (sourceLabel), else "a public source". */
const said = (p: Provenance, provider: string) =>
  p.source ? `${sourceLabel(p.source, provider)},` : 'a public source';

/** Where servers and countries disagree, the side of each: weighed after the reasons a rule decides. */
function splitNetworkReason(ctx: Ctx, i: Side): string | null {
  const [me, other] = duo(ctx, i);
  if (ctx.rows.get('network')?.lead !== 'split') return null;
  const byCountries = (me.countryCount ?? 0) > (other.countryCount ?? 0);
  if (!countsDiffer(me, other, byCountries ? 'countryCount' : 'serverCount')) return null;
  return byCountries
    ? `the number of countries matters more to you than the server count: ${countries(me)} countries against ${countries(other)}, though ${other.name} lists more servers.`
    : `a bigger pool of servers matters more to you than the number of countries: ${servers(me)} against ${servers(other)}, though ${other.name} reaches more countries.`;
}

function loggingReason(ctx: Ctx, i: Side): string | null {
  const [me, other] = duo(ctx, i);
  if (me.logsPolicy === 'No logs' && other.logsPolicy !== 'No logs')
    return `what is logged weighs most for you: ${me.name} states a no-logs policy, while ${other.name} states that it keeps ${lower(other.logsPolicy)}.`;
  const audit = independentNoLogsAudit(me);
  if (audit && !independentNoLogsAudit(other)) {
    // The schema's words where the source names no firm ("not named in our source"): the sentence then names none.
    const by = /^(auditor )?not named/i.test(audit.firm) ? '' : ` by ${audit.firm}`;
    const ended = audit.date ? ` finished in ${auditYear(audit.date)},` : ', its end date not stated,';
    return `you want a no-logs claim that an auditor has examined: ${said(audit.provenance, me.name)} reports an audit${by}${ended} and our data records none for ${other.name}.`;
  }
  return null;
}

function monthlyReason(ctx: Ctx, i: Side): string | null {
  const [me, other] = duo(ctx, i);
  const row = ctx.rows.get('monthly');
  if (row?.lead === 'fact' && other.soldMonthly === false && me.soldMonthly !== false)
    return `you want to pay a month at a time: ${other.name} sells no monthly plan, and ${me.name} charges ${row.values[i]} a month.`;
  const [mine, theirs] = [FIGURES.monthlyPrice.value(me), FIGURES.monthlyPrice.value(other)];
  if (row?.lead !== SIDE[i] || mine === null || theirs === null || !differs(mine, theirs)) return null;
  return `you would rather not prepay: month to month ${me.name} costs ${row.values[i]}, ${other.name} ${row.values[1 - i]}.`;
}

function perDeviceReason(ctx: Ctx, i: Side): string | null {
  const [mine, theirs] = duo(ctx, i).map(perDevice);
  if (!wins(ctx, 'perDevice', i) || !mine || !theirs) return null;
  if (!Number.isFinite(theirs.devices) || !Number.isFinite(mine.devices)) return null;
  if (!differs(mine.perMonth / mine.devices, theirs.perMonth / theirs.devices)) return null;
  return `you will use every device slot: at the limit each device costs ${formatUsd(mine.perMonth / mine.devices)} a month, against ${formatUsd(theirs.perMonth / theirs.devices)}.`;
}

function longTermReason(ctx: Ctx, i: Side): string | null {
  const [mine = null, theirs = null] = duo(ctx, i).map(FIGURES.longTermPrice.value);
  if (!wins(ctx, 'longTerm', i) || wins(ctx, 'cover24', i)) return null;
  if (mine === null || theirs === null || !differs(mine, theirs)) return null;
  const plan = lowestLongTermPlan(ctx.pair[i].plans);
  return `you compare prices per month on long plans: its ${plan?.name ?? ''} plan works out at ${ctx.rows.get('longTerm')?.values[i] ?? ''}.`;
}

function lifetimeReason(ctx: Ctx, i: Side): string | null {
  const plan = ctx.pair[i].plans.find((p) => p.period === 'one-time');
  if (!plan) return null;
  // formatPlanPrice already says "lifetime (one payment)" for a one-time plan.
  return `you would rather pay once than subscribe, and accept the risk: its ${plan.name} plan is ${formatPlanPrice(plan)}, which lasts only as long as the company keeps it.`;
}

/** Topics a standout feature may name that a row already ranks: such a feature is not a reason of its own. */
const RANKED_TOPIC =
  /\$|\bdevices?\b|refund|money-back|\bfree\b|trial|servers?|countr|audit|\blogs?\b|lifetime|price|\bplan\b|month/i;

/** Who is behind the service: a reason only where our data names this side's owner and not the other's. */
function ownerReason(ctx: Ctx, i: Side): string | null {
  const [me, other] = duo(ctx, i);
  if (!me.ownership || other.ownership) return null;
  return `you want to know who is behind the service: ${said(me.ownership.provenance, me.name)} names ${me.ownership.owner}${me.ownership.parent ? `, with ${me.ownership.parent} above it` : ''}, where our data names no owner for ${other.name}.`;
}

/** The standout feature our data names, only where it is not a fact a row already ranks or a reason restates. */
function standoutReason(ctx: Ctx, i: Side): string | null {
  const me = ctx.pair[i];
  if (RANKED_TOPIC.test(me.standoutFeature)) return null;
  return `you value what our data names as its standout feature, "${me.standoutFeature}", which no row of the table ranks.`;
}

const REASONS = [
  costReason,
  devicesReason,
  refundReason,
  freeReason,
  networkReason,
  loggingReason,
  monthlyReason,
  perDeviceReason,
  longTermReason,
  lifetimeReason,
  splitNetworkReason,
  ownerReason,
  standoutReason,
];

/**
 * One side's reasons: up to three, in REASONS order; with none, one line saying it leads on nothing we rank.
 */
function reasonsFor(ctx: Ctx, i: Side): string[] {
  const found = REASONS.flatMap((reason) => reason(ctx, i) ?? []).slice(0, 3);
  return found.length
    ? found
    : [
        `you have a reason our data does not hold: on every figure we rank, ${ctx.pair[i].name} is level with ${ctx.pair[(1 - i) as Side].name}, behind it, or ahead by less than ${String(CLOSE_SHARE * 100)} %.`,
      ];
}

/**
 * The questions a tally counts, each advantage once: one plan's price sets both bills and the price per
 * month, so they are one question; the cost per device follows from price and devices and is not counted.
 */
const TALLY: readonly { label: string; keys: readonly string[] }[] = [
  { label: 'the price of a long plan', keys: ['cover24', 'cover12', 'longTerm'] },
  { label: 'the monthly price', keys: ['monthly'] },
  { label: 'devices', keys: ['devices'] },
  { label: 'the refund window', keys: ['refund'] },
  { label: 'free use', keys: ['free'] },
  { label: 'the network', keys: ['network'] },
];

/** Per side, the tally's questions it leads on (a question goes to the first of its rows that a rule decides). */
export function tally(rows: ReadonlyMap<string, PairRow>): [string[], string[]] {
  const out: [string[], string[]] = [[], []];
  for (const q of TALLY) {
    const lead = q.keys.map((k) => rows.get(k)?.lead).find((l) => l === 'first' || l === 'second');
    if (lead) out[lead === 'first' ? 0 : 1].push(q.label);
  }
  return out;
}

/** The detail: how the questions fall (each advantage once), the two-year cost, a split network, the scores' place. */
function opening(ctx: Ctx): string[] {
  const [a, b] = ctx.pair;
  const [la, lb] = tally(ctx.rows);
  const side = (s: VpnService, l: string[]) =>
    l.length ? `${s.name} on ${String(l.length)} (${listWords(l)})` : `${s.name} on none`;
  const out: string[] = [
    `Counting each advantage once (one plan's price sets both bills and the price per month), ${side(a, la)} and ${side(b, lb)} of the ${numberWords(TALLY.length)} questions a rule decides.`,
  ];
  const c24 = ctx.rows.get('cover24');
  const [ca, cb] = ctx.covers[24];
  if (c24?.lead === 'first' || c24?.lead === 'second') {
    const [cw, cl] = c24.lead === 'first' ? [ca, cb] : [cb, ca];
    const [sw, sl] = c24.lead === 'first' ? [a, b] : [b, a];
    out.push(
      `Over two years the cheaper way in is ${sw.name}'s ${cw?.plan.name ?? ''} plan at ${total(cw)}, against ${total(cl)} for ${sl.name}'s ${cl?.plan.name ?? ''} plan.`,
    );
  } else
    out.push(
      `Over two years their cheapest totals, ${total(ca)} and ${total(cb)}, are too close for our rule to pick one.`,
    );
  if (ctx.rows.get('network')?.lead === 'split') {
    const [more, fewer] = (a.serverCount ?? 0) > (b.serverCount ?? 0) ? [a, b] : [b, a];
    out.push(
      `On the network they split: ${more.name} lists more servers, ${fewer.name} more countries, and our rule ranks neither above the other.`,
    );
  }
  const [sa, sb] = [overallScore(a.score, ctx.preset), overallScore(b.score, ctx.preset)];
  out.push(
    `Our model scores ${a.name} ${formatScore(sa)} and ${b.name} ${formatScore(sb)} (${PRESETS[ctx.preset].label.toLowerCase()} priorities); every point is traced to its facts on each provider's page.`,
  );
  return out;
}

/** The pick rule in words, said beside the bottom line: the model's minimums, then its score (src/lib/score.ts). */
function pickRule(preset: PresetKey): string {
  const weights = presetWeights(preset);
  return `Our rule for most readers: a provider that meets more of our trust minimums (an owner and an independent audit named by sources that are not weak, and no source saying it keeps logs) comes first; then the higher score of our model (${PRESETS[preset].label.toLowerCase()}: ${weights}). Scores within ${String(MARGIN)} of each other give no clear pick; ${DISPUTE_RULE}. In the reasons below, ${THRESHOLD.charAt(0).toLowerCase()}${THRESHOLD.slice(1)}`;
}

/** The bottom line: the model's pick for most readers (src/lib/score.ts modelPick), or no clear pick and what decides. */
function bottomLine(ctx: Ctx): BottomLine {
  const [a, b] = ctx.pair;
  const pick = modelPick(a, b, ctx.preset);
  const winner = pick.side === null ? null : ctx.pair[pick.side];
  return {
    pick: winner?.name ?? null,
    text: winner
      ? `For most readers: ${winner.name} — ${pick.reason}.`
      : `For most readers: no clear pick between ${a.name} and ${b.name}: ${pick.reason}.`,
    decider: pick.decider,
    rule: pickRule(ctx.preset),
  };
}

/** Who fits neither: what other providers we review do that neither of the two does. */
function elsewhere(ctx: Ctx, all: readonly VpnService[]): string[] {
  const [a, b] = ctx.pair;
  const others = all.filter((s) => s.slug !== a.slug && s.slug !== b.slug);
  const out: string[] = [];
  if (!a.freeTier && !b.freeTier) {
    const free = others.filter((s) => s.freeTier);
    if (free.length)
      out.push(
        `If you want to pay nothing at all, neither has a free plan; ${names(free)} ${free.length === 1 ? 'has' : 'have'} one.`,
      );
  }
  const [da, db] = [FIGURES.devices.value(a), FIGURES.devices.value(b)];
  if (da !== null && db !== null && Number.isFinite(da) && Number.isFinite(db)) {
    const unlimited = others.filter((s) => FIGURES.devices.value(s) === Number.POSITIVE_INFINITY);
    if (unlimited.length)
      out.push(
        `If you have more than ${String(Math.max(da, db))} devices, neither covers them all on one subscription, while ${names(unlimited)} set no limit.`,
      );
  }
  // Refund windows as the rules read them: a disputed one at its shorter reading.
  const days = (s: VpnService) => FIGURES.moneyBackDays.value(s) ?? 0;
  const best = Math.max(...all.map(days));
  if (days(a) < best && days(b) < best) {
    const longest = others.filter((s) => days(s) === best);
    out.push(
      `If a long refund window is what reassures you, ${names(longest)} ${longest.length === 1 ? 'gives' : 'give'} ${String(best)} days, more than either of these.`,
    );
  }
  if (!independentNoLogsAudit(a) && !independentNoLogsAudit(b)) {
    const audited = others.filter((s) => independentNoLogsAudit(s));
    if (audited.length)
      out.push(
        `If you need a no-logs claim an auditor has examined, our data records no such audit for either; it records one for ${names(audited)}.`,
      );
  }
  let cheapest: { s: VpnService; total: Usd } | undefined;
  for (const s of others) {
    const c = cover(s, 24);
    if (c && (!cheapest || c.total.high < cheapest.total.high)) cheapest = { s, total: c.total };
  }
  const mine = Math.min(...ctx.covers[24].map((c) => c?.total.low ?? Number.POSITIVE_INFINITY));
  if (cheapest && cheapest.total.high < mine)
    out.push(
      `If the smallest two-year bill is all that counts, ${cheapest.s.name} covers two years for ${formatUsd(cheapest.total)}, less than either.`,
    );
  return out.slice(0, 3);
}

/** Editors' notes that bear on a buyer's figures: prices, bills, discounts, refunds, devices or logs. */
export function relevantNotes(s: Pick<VpnService, 'notes'>): string[] {
  return s.notes.filter(
    (n) => /\$|price|refund|logs|device|discount|monthly|bill/i.test(n) && !/popular plan/i.test(n),
  );
}

/** A pair's verdict from its pairRows(), every provider we review (`all`) and the reader's priorities. */
export function pairVerdict(
  a: VpnService,
  b: VpnService,
  rows: readonly PairRow[],
  all: readonly VpnService[],
  preset: PresetKey = DEFAULT_PRESET,
): Verdict {
  const pair = [a, b] as const;
  const ctx: Ctx = {
    pair,
    preset,
    rows: new Map(rows.map((r) => [r.key, r])),
    covers: { 12: [cover(a, 12), cover(b, 12)], 24: [cover(a, 24), cover(b, 24)] },
  };
  const presets = (Object.keys(PRESETS) as PresetKey[]).map((p) => ({
    preset: p,
    line: bottomLine({ ...ctx, preset: p }),
  }));
  return {
    bottomLine: bottomLine(ctx),
    presets,
    sharedParent: sharedGroup(a, b),
    opening: opening(ctx),
    choose: [
      { name: a.name, reasons: reasonsFor(ctx, 0) },
      { name: b.name, reasons: reasonsFor(ctx, 1) },
    ],
    elsewhere: elsewhere(ctx, all),
    notes: pair.flatMap((s) => relevantNotes(s).map((text) => ({ provider: s.name, text }))),
  };
}
