/**
 * The verdict of a compare page, derived from the pair table's rows (src/lib/pair-rows.ts) and our data: an
 * opening, "Choose {A} if…" and "Choose {B} if…" with each side's two or three strongest reasons, who should look
 * elsewhere, and the editors' notes that bear on the figures. Rules:
 * - a reason is given only where a row's stated rule decides for that side, or where our data states a fact
 *   (a free plan, a stated logging policy, a reported audit, an owner, a jurisdiction);
 * - reasons are listed in a fixed order of weight: the cost over one and two years, devices, the refund window, a
 *   free plan or trial, the network (more servers and countries), logging and audits, the monthly price, the cost
 *   per device, the long-term price per month, a lifetime plan, a split network; then, only to reach two reasons, the overall score (carried over from our
 *   launch data set), the owner, the standout feature and the jurisdiction;
 * - "look elsewhere" names, from every provider we review, those that do what neither of the two does;
 * - nothing is claimed that the data does not hold: no test, speed or measurement.
 */
import { formatRating } from './rating';
import { cheapestCover, lowestLongTermPlan, spanText, usdText, type Cover, type UsdSpan } from './plans';
import { FIGURES } from './figures';
import { formatPlanPrice, formatStatedCount, placeName } from './format';
import { perDevice, type PairRow } from './pair-rows';
import { latestNoLogsAudit, type VpnService } from './vpn-service';

/** A compare page's verdict, in sentences. */
export interface Verdict {
  /** The opening paragraph. */
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
const names = (list: readonly VpnService[]) =>
  list.length <= 1
    ? (list[0]?.name ?? '')
    : `${list
        .slice(0, -1)
        .map((s) => s.name)
        .join(', ')} and ${list.at(-1)?.name ?? ''}`;

/** The pieces each reason reads. */
interface Ctx {
  pair: readonly [VpnService, VpnService];
  rows: Map<string, PairRow>;
  covers: Record<12 | 24, [Cover | undefined, Cover | undefined]>;
}

const wins = (ctx: Ctx, key: string, i: Side) => ctx.rows.get(key)?.lead === SIDE[i];
const total = (c: Cover | undefined) => (c ? spanText(c.total) : '');
const planName = (c: Cover | undefined) =>
  c ? (c.plan.period === 'one-time' ? `the one-time ${c.plan.name} plan` : `the ${c.plan.name} plan`) : '';

/** The reason about cost over one and two years, worded by which terms this side wins. */
function costReason(ctx: Ctx, i: Side): string | null {
  const o = (1 - i) as Side;
  const me = ctx.pair[i];
  const other = ctx.pair[o];
  const [m12, m24] = [ctx.covers[12][i], ctx.covers[24][i]];
  const [o12, o24] = [ctx.covers[12][o], ctx.covers[24][o]];
  const w12 = wins(ctx, 'cover12', i);
  const w24 = wins(ctx, 'cover24', i);
  if (w24 && m24?.plan.period === 'one-time')
    return `you would rather pay once: ${planName(m24)} costs ${total(m24)} and covers two years for less than ${other.name}'s cheapest two-year total, ${total(o24)}.`;
  if (w12 && w24 && m12?.plan === m24?.plan)
    return `you want the smaller bill whether you stay one year or two: ${planName(m24)} covers both for ${total(m24)}, where ${other.name} needs ${total(o12)} for one year and ${total(o24)} for two.`;
  if (w12 && w24)
    return `you want the smaller bill whether you stay one year or two: ${total(m12)} and ${total(m24)} with ${me.name}, against ${total(o12)} and ${total(o24)}.`;
  if (w24) {
    const oneYear = wins(ctx, 'cover12', o)
      ? `for a single year ${other.name} costs less (${total(o12)} against ${total(m12)})`
      : 'for a single year neither is cheaper by our rule';
    return `you will stay two years: ${planName(m24)} covers them for ${total(m24)}, against ${total(o24)} with ${other.name}; ${oneYear}.`;
  }
  if (w12) {
    const twoYears = wins(ctx, 'cover24', o)
      ? `over two years ${other.name} comes out cheaper`
      : 'over two years neither is cheaper by our rule';
    return `you will commit for one year at most: ${total(m12)} with ${planName(m12)} against ${total(o12)}, though ${twoYears}.`;
  }
  return null;
}

function devicesReason(ctx: Ctx, i: Side): string | null {
  if (!wins(ctx, 'devices', i)) return null;
  const me = ctx.pair[i];
  const other = ctx.pair[(1 - i) as Side];
  const [mine, theirs] = [FIGURES.devices(me), FIGURES.devices(other)];
  if (mine === Number.POSITIVE_INFINITY)
    return `you have more than ${String(theirs)} devices to cover: ${me.name} sets no limit, ${other.name} stops at ${String(theirs)}.`;
  if (Array.isArray(me.deviceLimit))
    return `you need up to ${String(mine)} devices on one subscription: ${me.name}'s largest plan covers ${String(mine)} (the smaller one ${String(me.deviceLimit[0])}), ${other.name} stops at ${String(theirs)}.`;
  return `you need ${String(mine)} devices connected at once, where ${other.name} allows ${String(theirs)}.`;
}

function refundReason(ctx: Ctx, i: Side): string | null {
  if (!wins(ctx, 'refund', i)) return null;
  const me = ctx.pair[i];
  const other = ctx.pair[(1 - i) as Side];
  return `you want longer to change your mind: ${me.name} gives ${String(me.moneyBackDays)} days to ask for your money back, ${other.name} ${String(other.moneyBackDays)}.`;
}

function freeReason(ctx: Ctx, i: Side): string | null {
  if (!wins(ctx, 'free', i)) return null;
  const me = ctx.pair[i];
  const other = ctx.pair[(1 - i) as Side];
  const theirs = other.freeTrial ? `only a ${lower(other.freeTrial)}` : 'neither a free plan nor a trial';
  return me.freeTier
    ? `you want to start without paying: its free plan gives ${lower(me.freeTier)}, while ${other.name} offers ${theirs}.`
    : `you want to try before you pay: it lists a ${lower(me.freeTrial ?? '')}, and ${other.name} ${theirs === 'neither a free plan nor a trial' ? 'lists neither a trial nor a free plan' : 'lists no trial'}.`;
}

const servers = (s: VpnService) => formatStatedCount(s.serverCount, s.serverCountIsMinimum);
const countries = (s: VpnService) => formatStatedCount(s.countryCount, s.countryCountIsMinimum);

function networkReason(ctx: Ctx, i: Side): string | null {
  const me = ctx.pair[i];
  const other = ctx.pair[(1 - i) as Side];
  if (ctx.rows.get('network')?.lead !== SIDE[i]) return null;
  return `you want more places to connect from: ${me.name} lists ${servers(me)} servers in ${countries(me)} countries, ${other.name} ${servers(other)} in ${countries(other)}.`;
}

/** Where servers and countries disagree, the side of each: weighed after the reasons a rule decides. */
function splitNetworkReason(ctx: Ctx, i: Side): string | null {
  const me = ctx.pair[i];
  const other = ctx.pair[(1 - i) as Side];
  if (ctx.rows.get('network')?.lead !== 'split') return null;
  return me.countryCount > other.countryCount
    ? `the number of countries matters more to you than the server count: ${countries(me)} countries against ${countries(other)}, though ${other.name} lists more servers.`
    : `a bigger pool of servers matters more to you than the number of countries: ${servers(me)} against ${servers(other)}, though ${other.name} reaches more countries.`;
}

function loggingReason(ctx: Ctx, i: Side): string | null {
  const me = ctx.pair[i];
  const other = ctx.pair[(1 - i) as Side];
  if (me.logsPolicy === 'No logs' && other.logsPolicy !== 'No logs')
    return `what is logged weighs most for you: ${me.name} states a no-logs policy, while ${other.name} states that it keeps ${lower(other.logsPolicy)}.`;
  const audit = latestNoLogsAudit(me.audits);
  if (audit && !latestNoLogsAudit(other.audits)) {
    const by = /^auditor not named/i.test(audit.firm) ? '' : ` by ${audit.firm}`;
    return `you want a no-logs claim that an auditor has examined: ${audit.provenance.sourceName ?? 'a public source'} reports an audit${by} finished in ${audit.date.slice(0, 4)}, and our data records none for ${other.name}.`;
  }
  return null;
}

function monthlyReason(ctx: Ctx, i: Side): string | null {
  const me = ctx.pair[i];
  const other = ctx.pair[(1 - i) as Side];
  const row = ctx.rows.get('monthly');
  if (row?.lead === 'fact' && other.soldMonthly === false && me.soldMonthly !== false)
    return `you want to pay a month at a time: ${other.name} sells no monthly plan, and ${me.name} charges ${row.values[i]} a month.`;
  if (row?.lead !== SIDE[i]) return null;
  return `you would rather not prepay: month to month ${me.name} costs ${row.values[i]}, ${other.name} ${row.values[1 - i]}.`;
}

function perDeviceReason(ctx: Ctx, i: Side): string | null {
  const [mine, theirs] = [perDevice(ctx.pair[i]), perDevice(ctx.pair[(1 - i) as Side])];
  if (!wins(ctx, 'perDevice', i) || !mine || !theirs || theirs.devices === Number.POSITIVE_INFINITY)
    return null;
  if (mine.devices === Number.POSITIVE_INFINITY) return null;
  return `you will use every device slot: at the limit each device costs ${usdText(mine.perMonth / mine.devices)} a month, against ${usdText(theirs.perMonth / theirs.devices)}.`;
}

function longTermReason(ctx: Ctx, i: Side): string | null {
  if (!wins(ctx, 'longTerm', i) || wins(ctx, 'cover24', i)) return null;
  const plan = lowestLongTermPlan(ctx.pair[i].plans);
  return `you compare prices per month on long plans: its ${plan?.name ?? ''} plan works out at ${ctx.rows.get('longTerm')?.values[i] ?? ''}.`;
}

function lifetimeReason(ctx: Ctx, i: Side): string | null {
  const plan = ctx.pair[i].plans.find((p) => p.period === 'one-time');
  if (!plan || ctx.covers[24][i]?.plan === plan) return null;
  return `you would rather pay once than subscribe: its ${plan.name} plan is ${formatPlanPrice(plan)}.`;
}

/** Reasons used only to reach two: facts that rank nothing. */
function fallbackReasons(ctx: Ctx, i: Side): string[] {
  const me = ctx.pair[i];
  const other = ctx.pair[(1 - i) as Side];
  const out: string[] = [];
  if (me.rating > other.rating)
    out.push(
      `you give weight to the overall score: ${formatRating(me.rating)} against ${formatRating(other.rating)} out of 5, a score carried over from our launch data set rather than one we worked out.`,
    );
  if (me.ownership)
    out.push(
      `you want to know who is behind the service: ${me.ownership.provenance.sourceName ?? 'a public source'} names ${me.ownership.owner.replace(/\.$/, '')}${me.ownership.parent ? `, with ${me.ownership.parent} above it` : ''}.`,
    );
  out.push(`${me.name}'s standout feature in our data is what you are after: ${lower(me.standoutFeature)}.`);
  out.push(
    `you would rather deal with a company based in ${placeName(me.jurisdiction)} than in ${placeName(other.jurisdiction)}.`,
  );
  return out;
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
];

/** One side's reasons: up to three that the rules decide, topped up to three with facts that rank nothing. */
export function reasonsFor(ctx: Ctx, i: Side): string[] {
  return [...REASONS.flatMap((reason) => reason(ctx, i) ?? []), ...fallbackReasons(ctx, i)].slice(0, 3);
}

/** The opening: how the decided rows fall, the two-year cost and the scores, worded by what the rows show. */
function opening(ctx: Ctx): string[] {
  const [a, b] = ctx.pair;
  const rows = [...ctx.rows.values()].filter((r) => r.lead !== 'fact');
  const count = (lead: string) => rows.filter((r) => r.lead === lead).length;
  const [na, nb, ties] = [count('first'), count('second'), count('tie')];
  const [w, l, nw, nl] = na >= nb ? [a, b, na, nb] : [b, a, nb, na];
  const out: string[] = [];
  if (nw === 0)
    out.push(
      `No row that a rule decides puts ${a.name} or ${b.name} ahead: they tie or our data cannot say.`,
    );
  else if (nl === 0)
    out.push(
      `${w.name} leads on every row a rule decides between the two (${String(nw)}), and ${l.name} leads on none, so ${l.name}'s case rests on facts the rules do not rank.`,
    );
  else if (nw >= 2 * nl)
    out.push(
      `${w.name} leads on ${String(nw)} of the rows a rule decides and ${l.name} on ${String(nl)}; the count is not the answer, since one row on price can matter more than three on servers.`,
    );
  else
    out.push(
      `${a.name} and ${b.name} split the rows a rule decides, ${String(na)} to ${String(nb)}${ties ? `, with ${String(ties)} tied` : ''}, so which one suits you depends on what you need most.`,
    );
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
    const [more, fewer] = a.serverCount > b.serverCount ? [a, b] : [b, a];
    out.push(
      `On the network they split: ${more.name} lists more servers, ${fewer.name} more countries, and our rule ranks neither above the other.`,
    );
  }
  out.push(
    a.jurisdiction === b.jurisdiction
      ? `Both are based in ${placeName(a.jurisdiction)}; our data names ${a.name}'s standout feature as ${lower(a.standoutFeature)} and ${b.name}'s as ${lower(b.standoutFeature)}.`
      : `${a.name} is based in ${placeName(a.jurisdiction)} and ${b.name} in ${placeName(b.jurisdiction)}; the standout features our data names are ${lower(a.standoutFeature)} for the first and ${lower(b.standoutFeature)} for the second.`,
  );
  out.push(
    a.rating === b.rating
      ? `Our launch data set gives both the same overall score, ${formatRating(a.rating)} out of 5, so the figures below do the deciding.`
      : `Our launch data set scores ${a.name} ${formatRating(a.rating)} and ${b.name} ${formatRating(b.rating)} out of 5; those scores came with the data, so the reasons below rest on the figures instead.`,
  );
  return out;
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
  const [da, db] = [FIGURES.devices(a), FIGURES.devices(b)];
  if (da !== null && db !== null && Number.isFinite(da) && Number.isFinite(db)) {
    const unlimited = others.filter((s) => FIGURES.devices(s) === Number.POSITIVE_INFINITY);
    if (unlimited.length)
      out.push(
        `If you have more than ${String(Math.max(da, db))} devices, neither covers them all on one subscription, while ${names(unlimited)} set no limit.`,
      );
  }
  const best = Math.max(...all.map((s) => s.moneyBackDays ?? 0));
  if ((a.moneyBackDays ?? 0) < best && (b.moneyBackDays ?? 0) < best) {
    const longest = others.filter((s) => s.moneyBackDays === best);
    out.push(
      `If a long refund window is what reassures you, ${names(longest)} ${longest.length === 1 ? 'gives' : 'give'} ${String(best)} days, more than either of these.`,
    );
  }
  if (!latestNoLogsAudit(a.audits) && !latestNoLogsAudit(b.audits)) {
    const audited = others.filter((s) => latestNoLogsAudit(s.audits));
    if (audited.length)
      out.push(
        `If you need a no-logs claim an auditor has examined, our data records no such audit for either; it records one for ${names(audited)}.`,
      );
  }
  let cheapest: { s: VpnService; total: UsdSpan } | undefined;
  for (const s of others) {
    const cover = cheapestCover(s.plans, 24);
    if (cover && (!cheapest || cover.total.high < cheapest.total.high)) cheapest = { s, total: cover.total };
  }
  const mine = Math.min(...ctx.covers[24].map((c) => c?.total.low ?? Number.POSITIVE_INFINITY));
  if (cheapest && cheapest.total.high < mine)
    out.push(
      `If the smallest two-year bill is all that counts, ${cheapest.s.name} covers two years for ${spanText(cheapest.total)}, less than either.`,
    );
  return out.slice(0, 3);
}

/** Editors' notes that bear on a buyer's figures: prices, bills, discounts, refunds, devices or logs. */
export function relevantNotes(s: Pick<VpnService, 'notes'>): string[] {
  return s.notes.filter(
    (n) => /\$|refund|logs|devices|discount|monthly|bill/i.test(n) && !/popular plan/i.test(n),
  );
}

/** The verdict for a pair; `rows` are its pairRows(), `all` every provider we review. */
export function pairVerdict(
  a: VpnService,
  b: VpnService,
  rows: readonly PairRow[],
  all: readonly VpnService[],
): Verdict {
  const pair = [a, b] as const;
  const ctx: Ctx = {
    pair,
    rows: new Map(rows.map((r) => [r.key, r])),
    covers: {
      12: [cheapestCover(a.plans, 12), cheapestCover(b.plans, 12)],
      24: [cheapestCover(a.plans, 24), cheapestCover(b.plans, 24)],
    },
  };
  return {
    opening: opening(ctx),
    choose: [
      { name: a.name, reasons: reasonsFor(ctx, 0) },
      { name: b.name, reasons: reasonsFor(ctx, 1) },
    ],
    elsewhere: elsewhere(ctx, all),
    notes: pair.flatMap((s) => relevantNotes(s).map((text) => ({ provider: s.name, text }))),
  };
}
