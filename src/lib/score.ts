/**
 * The scoring model: one published model over sourced facts, read by every page that ranks or picks (scores,
 * badges, top picks, the overall ranking, every compare page's pick, the finder's order); the launch scores
 * decide nothing.
 * 1. Trust minimums first (after Privacy Guides' hard criteria): an owner and an independent audit named by
 *    sources that are not weak, and no "keeps logs" at the less favourable reading (src/lib/fact-rules.ts).
 *    Meeting more of the three always wins the pick for most readers.
 * 2. Then five parts, each 0 to 10 from stated facts (PART_RULES), weighted by the reader's priorities
 *    (PRESETS). Unknown counts 0: a score never rests on a figure we do not have.
 * 3. The overall score sums each part times its weight, each product rounded to one decimal, so the parts
 *    shown add up to it. Two providers within MARGIN of each other have no clear pick.
 * Weights and thresholds live here and nowhere else; /about#how-we-score prints them from this module.
 */
import type { z } from 'astro/zod';
import type { scorePartSchema } from './schemas';
import { ownedByProviderGroup, type FeatureGroupKey, type Provenance, type SourceInfo } from './provenance';
import { cheapestCover, recurringPlans, type Cover, type PlanFacts } from './plans';
import { ruleDevices, ruleLogsPolicy, ruleRefundDays } from './fact-rules';
import { paysAnonymously } from './fact-values';
import { formatUsd, toCents } from './price';

/** How each part counts, in the words /about#how-we-score prints (kept beside the code that counts). */
export const PART_RULES: Readonly<Record<PartKey, string>> = {
  trust:
    "A source counts when it is neither weak nor published by the provider's own group (its own pages excepted). An owner named by such a source: 3. An independent audit reported by a source that is not weak: 4 if it ended within three years, 2 if older or undated. The logging policy at its less favourable reading: no logs from a source that is not weak 3, no logs stated only by our launch data or a weak source 1.5, limited logs 1.5, keeps logs 0.",
  cost: `The cheapest way to pay for two years with a recurring plan, renewals included: a renewal at its recorded renewal price, else at the plan's first price (the page says so). $${String(48)} or less over two years scores 10, $${String(288)} or more scores 0, linear between. A lifetime (one-payment) plan never counts: it lasts only as long as the company keeps it. A price whose term is not in our data does not count either.`,
  devices:
    'Devices at once, at the less favourable reading: 10 or more, or unlimited, scores 10; fewer score their number.',
  refund:
    'The money-back window at its less favourable reading: 30 days or more scores 10; a shorter one scores its days divided by 3; none, or none in our data, scores 0.',
  features:
    'WireGuard or a protocol built on it 1.5; a kill switch 1.5 (per-app or of unstated scope 1); open-source apps 1.5 (a browser extension only 0.5); cash or Monero accepted 1.5; sign-up with an account number and no e-mail 1.5; RAM-only servers 1.5 (full-disk encryption 1); IPv6 tunnelled or blocked 0.5; port forwarding 0.5. A feature only a weak source states counts half.',
};

/** The parts of the score, in the order pages show them. */
export const SCORE_PARTS = [
  { key: 'trust', label: 'Trust', meaning: 'a known owner, independent audits and the logging policy' },
  { key: 'cost', label: 'Cost', meaning: 'the true cost over two years, renewals included' },
  { key: 'devices', label: 'Devices', meaning: 'how many devices one subscription covers' },
  { key: 'refund', label: 'Refund', meaning: 'the money-back window' },
  {
    key: 'features',
    label: 'Features',
    meaning:
      'WireGuard, kill switch, open source, anonymous payment and sign-up, RAM-only servers, IPv6, port forwarding',
  },
] as const;

export type PartKey = (typeof SCORE_PARTS)[number]['key'];

/** The reader's priorities: each preset's weights (they sum to 1), its name and why it weighs so. */
export const PRESETS = {
  balanced: {
    label: 'Balanced',
    weights: { trust: 0.4, cost: 0.25, devices: 0.1, refund: 0.1, features: 0.15 },
    why: 'trust first, as Privacy Guides and Wirecutter weigh it, then what it costs',
  },
  cost: {
    label: 'Lowest cost',
    weights: { trust: 0.2, cost: 0.55, devices: 0.1, refund: 0.1, features: 0.05 },
    why: 'the two-year cost above all, with trust still counted',
  },
  privacy: {
    label: 'Privacy first',
    weights: { trust: 0.45, cost: 0.1, devices: 0.05, refund: 0.05, features: 0.35 },
    why: 'audits, logging and the privacy features (anonymous sign-up and payment, open source, RAM-only servers)',
  },
  devices: {
    label: 'Many devices',
    weights: { trust: 0.25, cost: 0.2, devices: 0.4, refund: 0.05, features: 0.1 },
    why: 'one subscription for a household of devices',
  },
} as const satisfies Record<string, { label: string; weights: Record<PartKey, number>; why: string }>;

export type PresetKey = keyof typeof PRESETS;

/** A preset's weights in words, as every page prints them: "trust 40 %, cost 25 %, devices 10 %, …". */
export const presetWeights = (preset: PresetKey): string =>
  SCORE_PARTS.map(
    (p) => `${p.label.toLowerCase()} ${String(Math.round(PRESETS[preset].weights[p.key] * 100))}\u00a0%`,
  ).join(', ');

/** The preset a page uses when the reader names none. */
export const DEFAULT_PRESET: PresetKey = 'balanced';

/** Two overall scores closer than this (points out of 10) give no clear pick. */
export const MARGIN = 0.3;

/** Two years, in months: the span the cost part prices. */
const COST_MONTHS = 24;
/** The two-year cost (USD) that scores 10, and the one that scores 0. */
const COST_BEST = 48;
const COST_WORST = 288;
/** An audit at most this many months old counts in full; an older or undated one counts half. */
const AUDIT_RECENT_MONTHS = 36;

/** What the model reads of a provider (a published VpnService). */
export interface ScoreFacts {
  slug: string;
  name: string;
  plans: readonly PlanFacts[];
  deviceLimit: number | readonly [number, number] | null;
  moneyBackDays: number | null;
  logsPolicy: 'No logs' | 'Limited logs' | 'Keeps logs';
  ownership?: { owner: string; provenance: Provenance } | undefined;
  audits?:
    readonly { firm: string; date?: string | undefined; scope: string; provenance: Provenance }[] | undefined;
  protocols: readonly (string | { name: string; basedOn: string })[];
  killSwitch: { available: boolean; scope?: string | undefined } | null;
  openSource: readonly { platform: string }[] | null;
  payment: readonly string[] | null;
  signup: string | null;
  ipv6: string | null;
  infrastructure: string | null;
  portForwarding: { available: boolean } | null;
  /** The records it reads: devices, refund and logging, and each feature's where our data has it. */
  provenance: Record<'devices' | 'refund' | 'logging', Provenance> &
    Partial<Record<FeatureGroupKey, Provenance | undefined>>;
}

/** One part: its points (0 to 10) and the facts it counted in words ("Owner known: Nord Security (3)"). */
export type ScorePart = z.output<typeof scorePartSchema>;

/** A provider's scorecard: the minimums, each part, and the plan behind the cost. */
export interface ScoreCard {
  /** Whether it meets the trust minimums, and what it misses (empty when it meets them). */
  minimums: { met: boolean; missing: string[] };
  parts: Record<PartKey, ScorePart>;
  /** The cheapest recurring way to cover two years, renewals included; undefined without a recurring plan. */
  cover: Cover | undefined;
  /** The lifetime plan, named with its risk where there is one. */
  lifetime: PlanFacts | undefined;
}

/**
 * Whether a source stands for a provider: not weak, not from the provider's own group (its own pages aside).
 */
const stands = (s: SourceInfo | undefined, provider: string) =>
  s !== undefined && s.grade !== 'weak' && (s.kind === 'provider' || !ownedByProviderGroup(s, provider));

/** A record whose source or an agreeing source stands for `provider`. */
const standing = (p: Provenance | null | undefined, provider = '') =>
  !!p && [p.source, ...(p.also ?? [])].some((s) => stands(s, provider));

/** Months from a source-style date ("2025", "2025-06", "2025-06-10") to `today`; Infinity when undated. */
function ageMonths(date: string | undefined, today: Date): number {
  if (!date) return Number.POSITIVE_INFINITY;
  const [y = 0, m = 12] = date.split('-').map(Number);
  return (today.getUTCFullYear() - y) * 12 + (today.getUTCMonth() + 1 - m);
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** The newest of some audits (an undated one last), or undefined. */
export const newestAudit = <A extends { date?: string | undefined }>(audits: readonly A[]): A | undefined =>
  [...audits].sort((a, b) => (b.date ?? '').localeCompare(a.date ?? ''))[0];

/** Whether a protocol list has WireGuard or a protocol built on it. */
export const hasWireGuard = (protocols: ScoreFacts['protocols']): boolean =>
  protocols.some((p) => p === 'WireGuard' || (typeof p === 'object' && p.basedOn === 'WireGuard'));

/**
 * The newest audit of the no-logs policy or the servers that a source that is not weak reports: "an audited
 * no-logs policy" in the finder, the rankings and the trust part alike.
 */
export function independentNoLogsAudit<
  A extends { scope: string; date?: string | undefined; provenance: Provenance },
>(s: { name: string; audits?: readonly A[] | undefined }): A | undefined {
  const audits = (s.audits ?? []).filter((a) => a.scope === 'no-logs' || a.scope === 'infrastructure');
  return newestAudit(audits.filter((a) => standing(a.provenance, s.name)));
}

function trustPart(s: ScoreFacts, today: Date): ScorePart & { owner: boolean; audit: boolean; logs: string } {
  const lines: string[] = [];
  let points = 0;
  const owner = !!s.ownership && standing(s.ownership.provenance, s.name);
  if (owner) points += 3;
  lines.push(
    owner
      ? `Owner named by a source that is not weak: ${s.ownership?.owner ?? ''} (3 of 3)`
      : s.ownership
        ? `Owner named only by a weak source: ${s.ownership.owner} (0 of 3)`
        : 'Owner not in our data (0 of 3)',
  );
  const audit = newestAudit((s.audits ?? []).filter((a) => standing(a.provenance, s.name)));
  if (audit) {
    const recent = ageMonths(audit.date, today) <= AUDIT_RECENT_MONTHS;
    points += recent ? 4 : 2;
    lines.push(
      `Independent audit: ${audit.firm}, ${audit.date ?? 'date not stated'}${recent ? ' (4 of 4)' : ', older than three years or undated (2 of 4)'}`,
    );
  } else
    lines.push(
      (s.audits ?? []).length > 0
        ? 'Audits reported by weak sources only (0 of 4)'
        : 'No independent audit in our data (0 of 4)',
    );
  const logs = ruleLogsPolicy(s);
  const logPoints =
    logs === 'Keeps logs' ? 0 : logs === 'No logs' && standing(s.provenance.logging, s.name) ? 3 : 1.5;
  points += logPoints;
  lines.push(
    `Logging, at its less favourable reading: ${logs}${logs === 'No logs' && logPoints < 3 ? ', stated only by our launch data or a weak source' : ''} (${String(logPoints)} of 3)`,
  );
  return { key: 'trust', points, lines, owner, audit: !!audit, logs };
}

function costPart(s: ScoreFacts): ScorePart & { cover: Cover | undefined; lifetime: PlanFacts | undefined } {
  const cover = cheapestCover(recurringPlans(s.plans), COST_MONTHS);
  const lifetime = s.plans.find((p) => p.period === 'one-time');
  const lines: string[] = [];
  let points = 0;
  if (cover) {
    const cost = cover.total.high;
    points = round1(Math.max(0, Math.min(10, (10 * (COST_WORST - cost)) / (COST_WORST - COST_BEST))));
    const renewal =
      cover.times > 1
        ? cover.plan.renewal
          ? ', with its recorded renewal price'
          : ', renewed at its first price (renewal price not in our data)'
        : '';
    lines.push(
      `Two-year cost: $${toCents(cost).toFixed(2)} on the ${cover.plan.name} plan${renewal} (${String(points)} of 10)`,
    );
  } else lines.push('No recurring plan with a stated term in our data (0 of 10)');
  if (lifetime)
    lines.push(
      `The ${lifetime.name} plan (one payment) is not counted: a lifetime plan lasts only as long as the company keeps it, so it never wins on price`,
    );
  for (const plan of s.plans.filter((p) => p.period === 'month' && p.months === undefined))
    lines.push(`${plan.name}, ${formatUsd(plan.price)} a month, is not counted: its term is not in our data`);
  return { key: 'cost', points, lines, cover, lifetime };
}

function devicesPart(s: ScoreFacts): ScorePart {
  const n = ruleDevices(s);
  const points = n === null ? 0 : Math.min(10, n);
  const said = n === null ? 'not in our data' : n === Number.POSITIVE_INFINITY ? 'unlimited' : String(n);
  return {
    key: 'devices',
    points,
    lines: [`Devices at once, at the less favourable reading: ${said} (${String(points)} of 10)`],
  };
}

function refundPart(s: ScoreFacts): ScorePart {
  const days = ruleRefundDays(s);
  const points = days === null ? 0 : round1(Math.min(10, days / 3));
  const said = days === null ? 'not in our data' : days === 0 ? 'no refund' : `${String(days)} days`;
  return {
    key: 'refund',
    points,
    lines: [`Money-back window, at the less favourable reading: ${said} (${String(points)} of 10)`],
  };
}

function featuresPart(s: ScoreFacts): ScorePart {
  const lines: string[] = [];
  let points = 0;
  /** Counts a feature: full, or half where only a weak source states it; unknown counts nothing. */
  const add = (label: string, full: number, value: number | null, p: Provenance | null | undefined) => {
    if (value === null || value === 0) {
      lines.push(`${label}: ${value === null ? 'not in our data' : 'no'} (0 of ${String(full)})`);
      return;
    }
    const weak = !standing(p, s.name) && !!p?.source;
    const got = weak ? value / 2 : value;
    points += got;
    lines.push(`${label}${weak ? ', from a weak source only' : ''} (${String(got)} of ${String(full)})`);
  };
  const { killSwitch: ks, openSource: os, provenance: pv } = s;
  const anon = paysAnonymously(s.payment);
  const wireGuard = s.protocols.length === 0 ? null : hasWireGuard(s.protocols) ? 1.5 : 0;
  const killSwitch = ks === null ? null : !ks.available ? 0 : ks.scope === 'system-wide' ? 1.5 : 1;
  const apps = os === null ? null : os.some((c) => c.platform !== 'browser') ? 1.5 : os.length > 0 ? 0.5 : 0;
  const signup = s.signup === null ? null : s.signup === 'account-number' ? 1.5 : 0;
  const ram = s.infrastructure === null ? null : s.infrastructure === 'ram-only' ? 1.5 : 1;
  const ports = s.portForwarding === null ? null : s.portForwarding.available ? 0.5 : 0;
  add('WireGuard or a protocol built on it', 1.5, wireGuard, pv.protocols);
  add('Kill switch', 1.5, killSwitch, pv.killSwitch);
  add('Open-source apps', 1.5, apps, pv.openSource);
  add('Anonymous payment (cash or Monero)', 1.5, anon === null ? null : anon ? 1.5 : 0, pv.payment);
  add('Sign-up with an account number, no e-mail', 1.5, signup, pv.signup);
  add('RAM-only servers', 1.5, ram, pv.infrastructure);
  add('IPv6 tunnelled or blocked', 0.5, s.ipv6 === null ? null : 0.5, pv.ipv6);
  add('Port forwarding', 0.5, ports, pv.portForwarding);
  return { key: 'features', points: round1(points), lines };
}

/** A provider's scorecard as of `today` (for the age of an audit). */
export function scoreCard(s: ScoreFacts, today: Date = new Date()): ScoreCard {
  const trust = trustPart(s, today);
  const cost = costPart(s);
  const missing = [
    // Short, for the bottom line of a compare page's first screen; /about#how-we-score says what counts.
    trust.owner ? null : 'a known owner',
    trust.audit ? null : 'an independent audit',
    trust.logs === 'Keeps logs' ? 'a clean logging record' : null,
  ].filter((m): m is string => m !== null);
  return {
    minimums: { met: missing.length === 0, missing },
    parts: {
      trust: { key: 'trust', points: trust.points, lines: trust.lines },
      cost: { key: 'cost', points: cost.points, lines: cost.lines },
      devices: devicesPart(s),
      refund: refundPart(s),
      features: featuresPart(s),
    },
    cover: cost.cover,
    lifetime: cost.lifetime,
  };
}

/** Each part's share of the overall score under a preset: its points times its weight, to one decimal. */
export function contributions(
  card: Pick<ScoreCard, 'parts'>,
  preset: PresetKey = DEFAULT_PRESET,
): Record<PartKey, number> {
  const w = PRESETS[preset].weights;
  return Object.fromEntries(
    SCORE_PARTS.map(({ key }) => [key, round1(card.parts[key].points * w[key])]),
  ) as Record<PartKey, number>;
}

/** The overall score out of 10 under a preset: the sum of the contributions shown, so the parts add up to it. */
export function overallScore(card: Pick<ScoreCard, 'parts'>, preset: PresetKey = DEFAULT_PRESET): number {
  return round1(Object.values(contributions(card, preset)).reduce((sum, n) => sum + n, 0));
}

/** A score as pages show it: "7.8/10". */
export const formatScore = (n: number) => `${n.toFixed(1)}/10`;

/** A provider as the model orders and picks it: its name and its scorecard's minimums and parts. */
interface Scored {
  name: string;
  score: Pick<ScoreCard, 'parts' | 'minimums'>;
}

/** The trust minimums there are (a known owner, an independent audit, a clean logging record). */
export const MINIMUMS = 3;

/** How many of the trust minimums a provider meets, 0 to MINIMUMS. */
export const minimumsMet = (score: Pick<ScoreCard, 'minimums'>): number =>
  MINIMUMS - score.minimums.missing.length;

/**
 * Whom the model puts first for most readers: more trust minimums met, then the higher score, then A to Z.
 */
export function byModel<S extends Scored>(preset: PresetKey = DEFAULT_PRESET) {
  return (a: S, b: S): number =>
    minimumsMet(b.score) - minimumsMet(a.score) ||
    overallScore(b.score, preset) - overallScore(a.score, preset) ||
    a.name.localeCompare(b.name);
}

/** The badge for the provider first under each preset, in the order of PRESETS ("balanced" first). */
const PRESET_BADGES: Readonly<Record<PresetKey, string>> = {
  balanced: 'Top score',
  cost: 'Lowest cost',
  privacy: 'Privacy first',
  devices: 'Many devices',
};

/** Each preset's badge for the provider first under it (one first under several keeps the first), by slug. */
export function modelBadges(services: readonly (Scored & { slug: string })[]): Map<string, string> {
  const badges = new Map<string, string>();
  for (const preset of Object.keys(PRESETS) as PresetKey[]) {
    const first = [...services].sort(byModel(preset))[0];
    if (first && !badges.has(first.slug)) badges.set(first.slug, PRESET_BADGES[preset]);
  }
  return badges;
}

/** A pick between two providers for most readers: the winner's side, or null where the model sees no clear pick. */
export interface ModelPick {
  side: 0 | 1 | null;
  /**
   * Why, in one line: "it meets our trust minimums and Surfshark does not", "it meets more of our trust
   * minimums (2 of 3 against 0: VeePN lacks …)" or the parts that decide.
   */
  reason: string;
  /** Where there is no clear pick: what would decide it for the reader. */
  decider: string | null;
}

/** The part labels a side leads on by at least half a point of contribution, largest lead first. */
function leads(a: Pick<ScoreCard, 'parts'>, b: Pick<ScoreCard, 'parts'>, preset: PresetKey): string[] {
  const [ca, cb] = [contributions(a, preset), contributions(b, preset)];
  return SCORE_PARTS.map((p) => ({ p, d: ca[p.key] - cb[p.key] }))
    .filter((x) => x.d >= 0.5)
    .sort((x, y) => y.d - x.d)
    .map((x) => x.p.label.toLowerCase());
}

/**
 * The pick between `a` and `b` under a preset: the one that meets more of the trust minimums when they differ; else
 * the higher overall score, unless the two are within MARGIN (no clear pick, with what would decide it).
 */
export function modelPick(a: Scored, b: Scored, preset: PresetKey = DEFAULT_PRESET): ModelPick {
  const [ma, mb] = [minimumsMet(a.score), minimumsMet(b.score)];
  if (ma !== mb) {
    const side = ma > mb ? 0 : 1;
    const [win, lose] = side === 0 ? [a, b] : [b, a];
    const lacks = lose.score.minimums.missing.filter((m) => !win.score.minimums.missing.includes(m));
    return {
      side,
      reason: win.score.minimums.met
        ? `it meets our trust minimums and ${lose.name} does not (${lose.score.minimums.missing[0] ?? ''} is missing)`
        : `it meets more of our trust minimums (${String(Math.max(ma, mb))} of ${String(MINIMUMS)} against ${String(Math.min(ma, mb))}: ${lose.name} lacks ${lacks.join(' and ')})`,
      decider: null,
    };
  }
  const [sa, sb] = [overallScore(a.score, preset), overallScore(b.score, preset)];
  if (Math.abs(sa - sb) < MARGIN) {
    const aLeads = leads(a.score, b.score, preset);
    const bLeads = leads(b.score, a.score, preset);
    const parts = [
      aLeads.length ? `${a.name} if you care most about ${aLeads.join(' and ')}` : null,
      bLeads.length ? `${b.name} if you care most about ${bLeads.join(' and ')}` : null,
    ].filter(Boolean);
    return {
      side: null,
      reason: `their scores (${formatScore(sa)} and ${formatScore(sb)}) are within ${String(MARGIN)} of each other`,
      decider: parts.length
        ? `Choose ${parts.join('; choose ')}.`
        : 'Nothing in our data sets them apart: price your own plan at checkout.',
    };
  }
  const side = sa > sb ? 0 : 1;
  const [win, lose] = side === 0 ? [a, b] : [b, a];
  const led = leads(win.score, lose.score, preset);
  return {
    side,
    reason: `a higher score (${formatScore(Math.max(sa, sb))} against ${formatScore(Math.min(sa, sb))})${led.length ? `, ahead on ${led.join(' and ')}` : ''}`,
    decider: null,
  };
}
