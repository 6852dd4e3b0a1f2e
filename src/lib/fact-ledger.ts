/**
 * The fact ledger: every figure and state a reader sees of a provider, read from any past shape of its file
 * (`content/vpn-services/<slug>.json` at some commit), and the changes between two such readings. Files are
 * read as plain JSON (older commits have older shapes), and only fields that keep their meaning: text that
 * repeats a figure is never read, so reformatting or renaming records no change. A field a snapshot lacks is
 * "not recorded", never a change to or from unknown. Text facts are compared as rendered, their tokens
 * resolved against the same version's fields (./templates); a flag a version lacks reads as its pages showed
 * it.
 */
import { formatDate, formatDevices, formatDiscount, formatStatedCount } from './format';
import { deviceLimitOf, isCount, isObject, LOGS_POLICIES, type Json } from './fact-values';
import { isHistorical, sourceGrade } from './evidence';
import { formatPlanPrice, isUsd, planPeriod, storedUsd, usd, usdSchema, type Usd } from './price';
import { formatScore, overallScore, scoreCard, type ScoreFacts } from './score';
import { SOURCE_KINDS } from './schemas';
import { refusedHost } from './source-quality';
import type { PlanFacts } from './plans';
import { FACT_GROUPS, groupLabel, type Provenance, type SourceInfo } from './provenance';
import { resolveText, type TemplateContext, type TokenFacts } from './templates';

/** Where readers look for a change first: prices, then other figures, then provenance states. */
type FactKind = 'price' | 'figure' | 'state';

const KIND_ORDER: Record<FactKind, number> = { price: 0, figure: 1, state: 2 };

/** A scalar a fact's value is made of; `undefined` = the snapshot's shape does not record it. */
type Part = string | number | boolean | null | undefined;

/** One value of a fact. */
export interface FactValue {
  /** As pages show it: "7,900+", "$3.39/mo", "checked on December 2, 2026 against". */
  text: string;
  /** A page the value names, shown as a link after `text` (the page a fact was checked against). */
  href?: string | undefined;
  /** What equality compares. A part one side does not record is not compared (an added `termMonths`). */
  parts: Readonly<Record<string, Part>>;
}

/** One fact of one provider in one snapshot. */
interface Fact {
  /** Stable id, the history CSV's `fact` column: "servers", "plan:2-Year Basic", "provenance:pricing". */
  key: string;
  /** The field it is read from; a family a snapshot lacks is not recorded there. */
  family: string;
  /** What it is, as a change names it: "Servers", "2-Year Basic plan", "Source of prices and plans". */
  label: string;
  kind: FactKind;
  /** `null` = recorded as unknown or none (shown as "not in our data"). */
  value: FactValue | null;
  /** A source record's launch state (`compiledAt`), which it keeps under a newer source: its old value when new. */
  compiled?: FactValue | undefined;
}

/** Every fact of a provider at one commit, and which field families that commit's shape records. */
export interface FactSnapshot {
  /** The provider's display name at that commit (its slug when the file has none). */
  name: string;
  facts: ReadonlyMap<string, Fact>;
  families: ReadonlySet<string>;
  /** Texts the ledger could not render for a reason other than a field the version lacks (reported as warnings). */
  problems: readonly string[];
}

/** A fact that changed: `old` or `new` is null where it was not in our data (a plan added or removed). */
export interface FactChange {
  key: string;
  label: string;
  kind: FactKind;
  old: FactValue | null;
  new: FactValue | null;
}

const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v : undefined);

/** An amount read by today's boundary schema (`usdSchema`), never cast; else undefined. */
const usdOf = (v: unknown): Usd | undefined => {
  const read = usdSchema.safeParse(v);
  return read.success ? read.data : undefined;
};

/** A value whose text is its only part. */
const textValue = (t: string): FactValue => ({ text: t, parts: { text: t } });

/**
 * A sentence as compared: its words and figures, without case, punctuation or spacing (rewording is no
 * change).
 */
const comparableText = (t: string) =>
  t
    .toLowerCase()
    .replace(/[^\p{L}\p{N}$%+]+/gu, ' ')
    .trim();

/** A count with its "N+" flag ("7,900+"); a version without the flag reads `missing`, as pages showed it. */
function statedCount(count: unknown, isMinimum: unknown, missing: boolean): FactValue | null {
  if (!isCount(count)) return null;
  const minimum = typeof isMinimum === 'boolean' ? isMinimum : missing;
  return { text: formatStatedCount(count, minimum), parts: { count, minimum } };
}

/** Simultaneous devices (deviceLimitOf); null = unknown. */
function devices(limit: unknown): FactValue | null {
  const read = deviceLimitOf(limit);
  return read === undefined ? null : textValue(formatDevices(read));
}

/** A plan's price and period, its term and extra months where recorded, its discount ("77% off"). */
function planPrice(plan: PlanFacts | null): FactValue | null {
  if (!plan) return null;
  const { price, period, months, extraMonths } = plan;
  const discount = plan.discount ?? null;
  const words = [
    formatPlanPrice({ price, period }),
    months !== undefined && `${String(months)}-month term`,
    extraMonths !== undefined && `${String(extraMonths)} extra months`,
    discount !== null && `${String(discount)}% off`,
  ];
  return {
    text: words.filter(Boolean).join(', '),
    parts: { price: storedUsd(price), period, months, extraMonths, discount },
  };
}

/** The header price's discount ("Save 77%"): an older `discountPercentage`, else the popular plan's. */
function headerDiscount(s: Json): FactValue {
  const popular = Array.isArray(s.plans)
    ? s.plans.filter(isObject).find((p) => p.popular === true)
    : undefined;
  const stored = 'discountPercentage' in s ? s.discountPercentage : popular?.discount;
  const discount = isCount(stored) ? stored : null;
  return { text: formatDiscount(discount) ?? 'none shown', parts: { discount } };
}

/** What a plan costs after its first term (`renewal`: price, period and months per renewal). */
function renewalPrice(renewal: Json): FactValue | null {
  const amount = usdOf(renewal.price);
  if (amount === undefined) return null;
  const period = planPeriod(renewal.period);
  const months = isCount(renewal.months) ? renewal.months : null;
  const price = formatPlanPrice({ price: amount, period });
  return {
    text: months === null ? price : `${price}, renewing for ${String(months)} months`,
    parts: { price: storedUsd(amount), period, months },
  };
}

const monthYear = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A date as precise as it is recorded: "2025", "2025-10" (October 2025), "2025-12-12" (December 12, 2025). */
function spokenDate(v: unknown): string | undefined {
  if (typeof v !== 'string') return undefined;
  if (/^\d{4}$/.test(v)) return v;
  const date = new Date(v.length === 7 ? `${v}-01` : v);
  if (Number.isNaN(date.getTime())) return undefined;
  return v.length === 7 ? monthYear.format(date) : formatDate(date);
}

/**
 * A provenance record as the ledger compares it (any past shape, not provenanceState's schema): *checked*
 * (`checkedAt` and `checkedUrl`, or `sourceUrl` before the source registry), *sourced* ("Tom's Guide, January
 * 14, 2026": `sourceName`, `sourceDate`, linking `sourceUrl`), *compiled* (`compiledAt`), *searched*
 * (`searchedAt` alone), else null. `readAt`, and a search beside a launch date, change no figure and are not
 * compared.
 */
function ledgerProvenance(p: Json): FactValue | null {
  const url = text(p.sourceUrl);
  const checkedAt = spokenDate(p.checkedAt);
  const checkedUrl = text(p.checkedUrl) ?? url;
  if (checkedAt && checkedUrl)
    return {
      text: `checked against the provider's own page on ${checkedAt}`,
      href: checkedUrl,
      parts: { state: 'checked', date: checkedAt, url: checkedUrl },
    };
  if (url) {
    const name = text(p.sourceName);
    const dated = spokenDate(p.sourceDate);
    // A withdrawn source (a scraped copy) or one on a staging host stays in the record, unlinked.
    const linked = p.sourceWithdrawn !== true && linkableHost(url);
    return {
      text: `${name ?? 'a public source'}, ${dated ?? 'undated'}`,
      ...(linked ? { href: url } : {}),
      // The address and the date the source carries decide; its name and kind are labels (a relabel is no change).
      parts: { state: 'sourced', url, date: dated ?? null },
    };
  }
  const compiledAt = spokenDate(p.compiledAt);
  if (compiledAt)
    return {
      text: `our launch data set, compiled ${compiledAt}`,
      parts: { state: 'compiled', date: compiledAt },
    };
  const searchedAt = spokenDate(p.searchedAt);
  if (searchedAt)
    return { text: `no dated source found (searched ${searchedAt})`, parts: { state: 'searched' } };
  return null;
}

/** Whether a source's address may be linked: not a staging, preview or local host. */
function linkableHost(url: string): boolean {
  try {
    return refusedHost(new URL(url).hostname) === null;
  } catch {
    return false;
  }
}

/** How a fact group's source is named: "Source of prices and plans". */
function stateLabel(group: string): string {
  const label = groupLabel(group);
  return `Source of ${label.charAt(0).toLowerCase()}${label.slice(1)}`;
}

/**
 * A version's plan as tokens and the score read it (its term `months`, `termMonths` in older drafts); null
 * without a name or a price that parses (a token reading it then fails, reported by `snapshotFacts`).
 */
function versionPlan(plan: Json): PlanFacts | null {
  const name = text(plan.name);
  const price = usdOf(plan.price);
  if (name === undefined || price === undefined) return null;
  return {
    name,
    price,
    period: planPeriod(plan.period),
    months: [plan.months, plan.termMonths].find(isCount),
    extraMonths: isCount(plan.extraMonths) ? plan.extraMonths : undefined,
    billed: plan.billed === true ? true : usdOf(plan.billed),
    originalPrice: plan.originalPrice === 'monthly' ? 'monthly' : usdOf(plan.originalPrice),
    discount: isCount(plan.discount) ? plan.discount : undefined,
    popular: plan.popular === true,
  };
}

const versionPlans = (plans: unknown): PlanFacts[] =>
  Array.isArray(plans) ? plans.filter(isObject).flatMap((plan) => versionPlan(plan) ?? []) : [];

/** A field an older version of a file does not record: a token that reads it leaves its text unrecorded. */
class NotRecorded extends Error {
  override name = 'NotRecorded';
}

/** A token that reads another provider (`[[nordvpn.servers]]`) or a site-wide count or range: not in one file. */
const READS_OUTSIDE_FILE = /\[\[[^\]]*(\b[a-z][a-z0-9-]*\.[a-zA-Z]|\bcount\(|\brange\()/;

/**
 * What tokens read in one version of a file: its fields (one it lacks throws NotRecorded when read), plans,
 * flags as its pages showed them and check dates. Tokens reading beyond the file are refused first
 * (READS_OUTSIDE_FILE).
 */
function versionContext(s: Json, slug: string): TemplateContext {
  const provenance = isObject(s.provenance) ? s.provenance : {};
  const need = <T>(value: T | undefined, field: string): T => {
    if (value === undefined) throw new NotRecorded(`${field} is not recorded in this version`);
    return value;
  };
  const count = (field: string) => (isCount(s[field]) ? s[field] : undefined);
  const rating = (field: string) => (isCount(s[field]) ? s[field] : null);
  const self: TokenFacts = {
    slug,
    name: text(s.name) ?? slug,
    get serverCount() {
      return need(count('serverCount'), 'serverCount');
    },
    serverCountIsMinimum: typeof s.serverCountIsMinimum === 'boolean' ? s.serverCountIsMinimum : true,
    get countryCount() {
      return need(count('countryCount'), 'countryCount');
    },
    countryCountIsMinimum: s.countryCountIsMinimum === true,
    get deviceLimit() {
      return deviceLimitOf(s.deviceLimit) ?? need(s.deviceLimit === null ? null : undefined, 'deviceLimit');
    },
    get moneyBackDays() {
      return s.moneyBackDays === null ? null : need(count('moneyBackDays'), 'moneyBackDays');
    },
    get jurisdiction() {
      return need(text(s.jurisdiction), 'jurisdiction');
    },
    get rating() {
      return need(count('rating'), 'rating');
    },
    speedRating: rating('speedRating'),
    securityRating: rating('securityRating'),
    featuresRating: rating('featuresRating'),
    valueRating: rating('valueRating'),
    supportRating: rating('supportRating'),
    freeTier: text(s.freeTier) ?? null,
    freeTrial: text(s.freeTrial) ?? null,
    founded: count('founded'),
    protocolCount: count('protocolCount'),
    plans: versionPlans(s.plans),
    provenance: Object.fromEntries(
      Object.entries(provenance).map(([group, p]) => {
        const at = isObject(p) ? text(p.checkedAt) : undefined;
        return [group, { checkedAt: at === undefined ? undefined : new Date(at) }];
      }),
    ),
  };
  const none = { min: 0, max: 0 };
  return {
    self,
    providers: new Map(),
    counts: { reviewed: 0, compared: 0, rated: 0, rows: 0 },
    ranges: { longTermPrice: none, monthlyPrice: none, moneyBackDays: none },
  };
}

/** The company behind the service (`ownership`: owner, parent, since). */
function ownership(o: Json): FactValue | null {
  const owner = text(o.owner);
  if (owner === undefined) return null;
  const parent = text(o.parent) ?? null;
  const since = text(o.since) ?? null;
  const words = [owner, parent && `parent: ${parent}`, since && `since ${since}`].filter(Boolean);
  return { text: words.join('; '), parts: { owner, parent, since } };
}

const AUDIT_SCOPES: Readonly<Record<string, string>> = {
  apps: 'apps',
  infrastructure: 'servers and infrastructure',
  'no-logs': 'no-logs policy',
  other: 'other',
};

/** An independent audit (`audits[]`): what it covered, linking its report where one is recorded. */
function audit(a: Json): FactValue {
  const scope = text(a.scopeText) ?? AUDIT_SCOPES[String(a.scope)] ?? 'scope not in our data';
  const report = text(a.reportUrl);
  return {
    text: scope,
    href: report,
    parts: { scope: text(a.scope) ?? null, scopeText: text(a.scopeText) ?? null, report: report ?? null },
  };
}

/**
 * Every fact of one provider file (`json`, parsed; not an object: an empty snapshot) at some commit: the
 * figures and texts readers see, each plan's price and renewal price, ownership, audits, the model's score,
 * and the provenance state of each fact group and each renewal, ownership and audit record.
 */
export function snapshotFacts(json: unknown, slug = '', asOf: Date = new Date()): FactSnapshot {
  const facts = new Map<string, Fact>();
  const families = new Set<string>();
  const s = isObject(json) ? json : {};
  const ctx = versionContext(s, slug);
  const problems: string[] = [];
  /**
   * A text as its version showed it; undefined (not recorded) where a token reads beyond the file or version.
   */
  const render = (t: string) => {
    if (READS_OUTSIDE_FILE.test(t)) return undefined;
    try {
      return resolveText(t, ctx, slug);
    } catch (error) {
      if (!(error instanceof Error && error.cause instanceof NotRecorded))
        problems.push(error instanceof Error ? error.message : String(error));
      return undefined;
    }
  };
  /** A text fact as rendered; not recorded where `render` cannot render it. */
  const textFact = (family: string, label: string, v: unknown) => {
    const t = text(v);
    const shown = t === undefined ? null : render(t);
    if (shown === null) add(family, family, label, 'figure', null);
    else if (shown !== undefined)
      add(family, family, label, 'figure', { text: shown, parts: { text: comparableText(shown) } });
  };
  const add = (
    family: string,
    key: string,
    label: string,
    kind: FactKind,
    value: FactValue | null,
    compiled?: FactValue | null,
  ) => {
    families.add(family);
    let unique = key;
    for (let n = 2; facts.has(unique); n += 1) unique = `${key} (${String(n)})`;
    facts.set(unique, { key: unique, family, label, kind, value, compiled: compiled ?? undefined });
  };
  /** A record's provenance as a state fact of the same family as the fact it belongs to. */
  const addState = (family: string, key: string, label: string, p: unknown) => {
    if (!isObject(p)) return;
    const compiled = ledgerProvenance({ compiledAt: p.compiledAt });
    add(family, `provenance:${key}`, label, 'state', ledgerProvenance(p), compiled);
  };
  const figure = (field: string, key: string, label: string, read: (v: unknown) => FactValue | null) => {
    if (field in s) add(key, key, label, 'figure', read(s[field]));
  };
  const textField = (field: string, key: string, label: string) => {
    if (field in s) textFact(key, label, s[field]);
  };

  if (Array.isArray(s.plans)) {
    families.add('plans');
    for (const plan of s.plans.filter(isObject)) {
      const name = text(plan.name);
      if (name === undefined) continue;
      add('plans', `plan:${name}`, `${name} plan`, 'price', planPrice(versionPlan(plan)));
      if (isObject(plan.renewal)) {
        add('renewal', `renewal:${name}`, `${name} plan, renewal price`, 'price', renewalPrice(plan.renewal));
        addState(
          'renewal',
          `renewal:${name}`,
          `Source of the ${name} renewal price`,
          plan.renewal.provenance,
        );
      }
    }
  }
  if (Array.isArray(s.plans) || 'discountPercentage' in s)
    add('discount', 'discount', 'Discount shown with the price', 'price', headerDiscount(s));
  figure('serverCount', 'servers', 'Servers', (v) => statedCount(v, s.serverCountIsMinimum, true));
  figure('countryCount', 'countries', 'Countries', (v) => statedCount(v, s.countryCountIsMinimum, false));
  figure('deviceLimit', 'devices', 'Simultaneous devices', devices);
  figure('moneyBackDays', 'money-back', 'Money-back window', (v) =>
    isCount(v) ? textValue(`${String(v)} days`) : null,
  );
  textField('freeTrial', 'free-trial', 'Free trial');
  textField('freeTier', 'free-tier', 'Free tier');
  textField('jurisdiction', 'jurisdiction', 'Jurisdiction');
  textField('logsPolicy', 'logs-policy', 'Logs policy');
  // The standout feature has its own field; older files kept it only in the comparison matrix's cell.
  const matrix = isObject(s.comparison) ? s.comparison : {};
  if ('standoutFeature' in s) textField('standoutFeature', 'standout', 'Standout feature');
  else if (isObject(matrix.standoutFeature))
    textFact('standout', 'Standout feature', matrix.standoutFeature.value);
  // A file whose provenance records a search for the owner records ownership, found or not.
  if ('ownership' in s || (isObject(s.provenance) && 'ownership' in s.provenance)) {
    const o = isObject(s.ownership) ? s.ownership : {};
    add('ownership', 'ownership', 'Ownership', 'figure', ownership(o));
    addState('ownership', 'ownership', 'Source of ownership', o.provenance);
  }
  if (Array.isArray(s.audits)) {
    families.add('audits');
    for (const a of s.audits.filter(isObject)) {
      const firm = text(a.firm);
      if (firm === undefined) continue;
      const when = spokenDate(a.date);
      const id = `${firm} ${typeof a.date === 'string' ? a.date : ''}`.trim();
      add('audits', `audit:${id}`, `Audit by ${firm}${when ? `, ${when}` : ''}`, 'figure', audit(a));
      addState('audits', `audit:${id}`, `Source of the audit by ${firm}`, a.provenance);
    }
  }
  if (isObject(s.provenance)) {
    families.add('provenance');
    for (const [group, p] of Object.entries(s.provenance))
      addState('provenance', group, stateLabel(group), p);
  }
  // The model's score, in the shape it came with (a record per fact): a fact moving it moves the score.
  if (isObject(s.provenance) && 'trial' in s.provenance) {
    const overall = versionScore(s, slug, asOf);
    if (overall !== null)
      add('score', 'score', 'Our score (balanced)', 'figure', {
        text: formatScore(overall),
        parts: { score: overall },
      });
  }
  return { name: text(s.name) ?? slug, facts, families, problems };
}

/** A version's fact record as the model reads it: its inline source graded as of `asOf`, its readings likewise. */
function versionRecord(p: unknown, asOf: Date): Provenance {
  if (!isObject(p)) return {};
  const source = (r: Json): SourceInfo | undefined => {
    const url = text(r.sourceUrl);
    if (url === undefined) return undefined;
    const kind = SOURCE_KINDS.find((k) => k === r.sourceKind) ?? 'other';
    const date = text(r.sourceDate);
    return {
      id: url,
      name: text(r.sourceName) ?? url,
      url,
      kind,
      grade: sourceGrade(kind, r.sourceWeak === true ? 'weak' : undefined),
      date,
      readAt: asOf,
      historical: isHistorical(date, asOf),
      publisher: { id: '', name: text(r.sourceName) ?? url, vpnBrands: [] },
    };
  };
  const main = source(p);
  return {
    ...(main ? { source: main } : {}),
    also: Array.isArray(p.also) ? p.also.filter(isObject).flatMap((a) => source(a) ?? []) : undefined,
    readings: Array.isArray(p.readings)
      ? p.readings.filter(isObject).flatMap((r) => {
          const src = source(r);
          return src ? [{ source: src, value: r.value, text: '', appliesTo: text(r.appliesTo) }] : [];
        })
      : undefined,
  };
}

/**
 * The balanced score (src/lib/score.ts) of one version of a provider file, its prices in USD at the registry's
 * rates of that version; null where a price is in a currency the version's registry gives no rate for.
 */
function versionScore(s: Json, slug: string, asOf: Date): number | null {
  const prov = isObject(s.provenance) ? s.provenance : {};
  const rates = isObject(s.exchangeRates) ? s.exchangeRates : {};
  const plans: PlanFacts[] = [];
  const raw = Array.isArray(s.plans) ? s.plans.filter(isObject) : [];
  for (const [i, plan] of versionPlans(s.plans).entries()) {
    const stored = raw.find((r) => r.name === plan.name) ?? raw[i] ?? {};
    const currency = text(stored.currency) ?? 'USD';
    const rate = currency === 'USD' ? 1 : rates[currency];
    if (!isCount(rate)) return null;
    const inUsd = (a: Usd) => usd(a.low * rate, a.high * rate);
    const r = isObject(stored.renewal) ? stored.renewal : {};
    const renewal = usdOf(r.price);
    const period = planPeriod(r.period);
    const months = isCount(r.months) ? r.months : undefined;
    plans.push({
      ...plan,
      price: inUsd(plan.price),
      ...(isUsd(plan.billed) ? { billed: inUsd(plan.billed) } : {}),
      ...(renewal && (period === 'month' || period === 'year')
        ? { renewal: { price: inUsd(renewal), period, months } }
        : {}),
    });
  }
  const logs = LOGS_POLICIES.find((l) => l === s.logsPolicy) ?? 'Keeps logs';
  const owner = isObject(s.ownership) ? s.ownership : undefined;
  const facts: ScoreFacts = {
    slug,
    name: text(s.name) ?? slug,
    plans,
    deviceLimit: deviceLimitOf(s.deviceLimit) ?? null,
    moneyBackDays: isCount(s.moneyBackDays) ? s.moneyBackDays : null,
    logsPolicy: logs,
    ownership:
      owner && text(owner.owner)
        ? { owner: text(owner.owner) ?? '', provenance: versionRecord(owner.provenance, asOf) }
        : undefined,
    audits: Array.isArray(s.audits)
      ? s.audits.filter(isObject).map((a) => ({
          firm: text(a.firm) ?? '',
          date: text(a.date),
          scope: text(a.scope) ?? 'other',
          provenance: versionRecord(a.provenance, asOf),
        }))
      : undefined,
    protocols: Array.isArray(s.protocols) ? (s.protocols as ScoreFacts['protocols']) : [],
    killSwitch:
      isObject(s.killSwitch) && typeof s.killSwitch.available === 'boolean'
        ? { available: s.killSwitch.available, scope: text(s.killSwitch.scope) }
        : null,
    openSource: Array.isArray(s.openSource)
      ? s.openSource.filter(isObject).map((c) => ({ platform: text(c.platform) ?? '' }))
      : null,
    payment: Array.isArray(s.payment) ? s.payment.filter((m): m is string => typeof m === 'string') : null,
    signup: text(s.signup) ?? null,
    ipv6: text(s.ipv6) ?? null,
    infrastructure: text(s.infrastructure) ?? null,
    portForwarding:
      isObject(s.portForwarding) && typeof s.portForwarding.available === 'boolean'
        ? { available: s.portForwarding.available }
        : null,
    // Every group's record (the model reads those it scores).
    provenance: Object.fromEntries(
      FACT_GROUPS.map((g) => [g.key, versionRecord(prov[g.key], asOf)]),
    ) as ScoreFacts['provenance'],
  };
  return overallScore(scoreCard(facts, asOf));
}

/**
 * A provider file's text with every fact's `source` id replaced by the source it names in `registry` (the
 * text of content/sources.json at the same commit), inline as older versions wrote it (`sourceUrl`,
 * `sourceName`, `sourceDate`, `sourceKind`, and `sourceWeak`, `sourceWithdrawn`), plus the registry's
 * `exchangeRates`. An id the registry lacks stays as it is; a text or registry that is not JSON passes
 * unchanged; null stays null.
 */
export function inlineSources(text: string | null, registry: string | null): string | null {
  if (text === null) return null;
  let file: unknown;
  let sources: unknown;
  try {
    file = JSON.parse(text);
    sources = registry === null ? [] : JSON.parse(registry);
  } catch {
    return text;
  }
  const byId = new Map(
    (Array.isArray(sources) ? sources : []).flatMap((e) =>
      isObject(e) && typeof e.id === 'string' ? [[e.id, e] as const] : [],
    ),
  );
  const visit = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(visit);
    if (!isObject(value)) return value;
    const out: Json = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, visit(v)]));
    const source = typeof value.source === 'string' ? byId.get(value.source) : undefined;
    if (source) {
      delete out.source;
      Object.assign(out, {
        sourceUrl: source.url,
        sourceName: source.name,
        ...(source.date === undefined ? {} : { sourceDate: source.date }),
        sourceKind: source.kind,
        ...(source.weak === undefined ? {} : { sourceWeak: true }),
        ...(source.withdrawn === undefined ? {} : { sourceWithdrawn: true }),
      });
    }
    return out;
  };
  const resolved = visit(file);
  // The registry's exchange rates, for a version's prices in another currency (its score is in USD).
  const rates = Object.fromEntries(
    [...byId.values()].flatMap((e) =>
      isObject(e.exchangeRate) && typeof e.exchangeRate.currency === 'string' && isCount(e.exchangeRate.usd)
        ? [[e.exchangeRate.currency, e.exchangeRate.usd]]
        : [],
    ),
  );
  return JSON.stringify(isObject(resolved) ? { ...resolved, exchangeRates: rates } : resolved, null, 2);
}

/** Two values are the same when every part both record is equal; null (not in our data) equals only null. */
export function sameValue(a: FactValue | null, b: FactValue | null): boolean {
  if (a === null || b === null) return a === b;
  const keys = new Set([...Object.keys(a.parts), ...Object.keys(b.parts)]);
  return [...keys].every(
    (k) => a.parts[k] === undefined || b.parts[k] === undefined || a.parts[k] === b.parts[k],
  );
}

/**
 * The changes from `before` to `after`, prices first, then figures, then states, each in file order. A first
 * snapshot or a removal (either undefined) changes nothing. A fact both record changes when its value
 * differs; one only `after` records changes from "not in our data" (or from its launch state, `compiled`)
 * when it has a value other than a *compiled* or *searched* state; one only `before` records is removed when
 * `after` still records its family (else it was renamed or moved), except a state, which goes with its record
 * unsaid.
 */
export function compareSnapshots(
  before: FactSnapshot | undefined,
  after: FactSnapshot | undefined,
): FactChange[] {
  if (!before || !after) return [];
  const changes: FactChange[] = [];
  const change = (f: Fact, old: FactValue | null, next: FactValue | null) =>
    changes.push({ key: f.key, label: f.label, kind: f.kind, old, new: next });
  for (const fact of after.facts.values()) {
    const old = before.facts.get(fact.key);
    if (old) {
      if (!sameValue(old.value, fact.value)) change(fact, old.value, fact.value);
    } else if (fact.value !== null && !['compiled', 'searched'].includes(String(fact.value.parts.state)))
      change(fact, fact.compiled ?? null, fact.value);
  }
  for (const fact of before.facts.values())
    if (
      !after.facts.has(fact.key) &&
      after.families.has(fact.family) &&
      fact.value !== null &&
      fact.kind !== 'state'
    )
      change(fact, fact.value, null);
  // Array#sort is stable: each kind keeps file order.
  return changes.sort((x, y) => KIND_ORDER[x.kind] - KIND_ORDER[y.kind]);
}
