/**
 * The fact ledger: every figure and state a reader sees of a provider, read from any past shape of its file
 * (`content/vpn-services/<slug>.json` at some commit), and the changes between two such readings.
 *
 * A provider file is read as plain JSON, never through today's schema, because older commits have older shapes.
 * Only fields that keep their meaning are read (`serverCount`, `deviceLimit`, `plans[].price`, `provenance.*`…);
 * text that repeats a figure (summaries, comparison cells, `pricePerMonth`) is never read, so a commit that
 * reformats a file, renames a field or rewrites a sentence records no change. A field a snapshot lacks is
 * "not recorded" there: it never counts as a change to or from unknown.
 */
import { formatDate, formatDevices, formatPlanPrice, formatStatedCount } from './format';
import { FACT_GROUPS } from './provenance';

/** Where readers look for a change first: prices, then other figures, then provenance states. */
export type FactKind = 'price' | 'figure' | 'state';

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
export interface Fact {
  /** Stable id, the history CSV's `fact` column: "servers", "plan:2-Year Basic", "provenance:pricing". */
  key: string;
  /** The field it is read from; a family a snapshot lacks is not recorded there. */
  family: string;
  /** What it is, as a change names it: "Servers", "2-Year Basic plan", "Check of prices and plans". */
  label: string;
  kind: FactKind;
  /** `null` = recorded as unknown or none (shown as "not in our data"). */
  value: FactValue | null;
}

/** Every fact of a provider at one commit, and which field families that commit's shape records. */
export interface FactSnapshot {
  /** The provider's display name at that commit (its slug when the file has none). */
  name: string;
  facts: ReadonlyMap<string, Fact>;
  families: ReadonlySet<string>;
}

/** A fact that changed: `old` or `new` is null where it was not in our data (a plan added or removed). */
export interface FactChange {
  key: string;
  label: string;
  kind: FactKind;
  old: FactValue | null;
  new: FactValue | null;
}

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** A value whose text is its only part. */
const textValue = (text: string): FactValue => ({ text, parts: { text } });

/** A count with its "N+" flag: 7900 with `isMinimum` true is "7,900+"; a missing flag is not recorded. */
function statedCount(count: unknown, isMinimum: unknown): FactValue | null {
  if (!isCount(count)) return null;
  const minimum = typeof isMinimum === 'boolean' ? isMinimum : undefined;
  return { text: formatStatedCount(count, minimum === true), parts: { count, minimum } };
}

/** Simultaneous devices: 0 = unlimited, [min, max] where it depends on the plan, null = unknown. */
function devices(limit: unknown): FactValue | null {
  if (isCount(limit)) return textValue(formatDevices(limit));
  if (Array.isArray(limit) && limit.length === 2 && limit.every(isCount))
    return textValue(formatDevices([limit[0], limit[1]] as [number, number]));
  return null;
}

const optionalText = (v: unknown): FactValue | null =>
  typeof v === 'string' && v.trim() !== '' ? textValue(v) : null;

const PERIODS = new Set(['month', 'year', 'one-time']);

/** A plan's price and billing period, and its term in months where the snapshot records one. */
function planPrice(plan: Json): FactValue | null {
  if (typeof plan.price !== 'string') return null;
  const period = typeof plan.period === 'string' && PERIODS.has(plan.period) ? plan.period : null;
  const termMonths = isCount(plan.termMonths) ? plan.termMonths : undefined;
  const price = formatPlanPrice({
    price: plan.price,
    period: period as 'month' | 'year' | 'one-time' | null,
  });
  return {
    text: termMonths === undefined ? price : `${price}, ${String(termMonths)}-month term`,
    parts: { price: plan.price, period, termMonths },
  };
}

/** What a plan costs after its first term, where the snapshot records it (`renewalPrice`, `renewalPeriod`). */
function renewalPrice(plan: Json): FactValue | null {
  if (typeof plan.renewalPrice !== 'string') return null;
  const period = typeof plan.renewalPeriod === 'string' ? plan.renewalPeriod : plan.period;
  const price = formatPlanPrice({
    price: plan.renewalPrice,
    period:
      typeof period === 'string' && PERIODS.has(period) ? (period as 'month' | 'year' | 'one-time') : null,
  });
  return {
    text: price,
    parts: { price: plan.renewalPrice, period: typeof period === 'string' ? period : null },
  };
}

/** "2026-11-21" (or a full ISO time) -> its UTC day, or undefined when it is not a date. */
function day(v: unknown): string | undefined {
  if (typeof v !== 'string') return undefined;
  const date = new Date(v);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString().slice(0, 10);
}

const longDate = (isoDay: string) => formatDate(new Date(isoDay));

/**
 * A fact group's provenance state: *checked* (`checkedAt` and the page checked against, `sourceUrl`),
 * *sourced* (a public source's `sourceUrl` and that source's date, `sourceDate`, without a check) or
 * *compiled* (`compiledAt` only).
 */
function provenanceState(p: Json): FactValue | null {
  const url = typeof p.sourceUrl === 'string' ? p.sourceUrl : undefined;
  const checkedAt = day(p.checkedAt);
  if (checkedAt && url)
    return {
      text: `checked on ${longDate(checkedAt)} against`,
      href: url,
      parts: { state: 'checked', date: checkedAt, url },
    };
  const sourceDate = day(p.sourceDate);
  if (url)
    return {
      text: sourceDate ? `sourced (dated ${longDate(sourceDate)}) from` : 'sourced from',
      href: url,
      parts: { state: 'sourced', date: sourceDate, url },
    };
  const compiledAt = day(p.compiledAt);
  if (compiledAt)
    return {
      text: `compiled on ${longDate(compiledAt)}, not yet checked`,
      parts: { state: 'compiled', date: compiledAt },
    };
  return null;
}

const GROUP_LABELS: ReadonlyMap<string, string> = new Map(FACT_GROUPS.map((g) => [g.key, g.label]));

/** How a group's state is named in a change: "Check of prices and plans", "Check of ownership". */
function stateLabel(group: string): string {
  const label = GROUP_LABELS.get(group) ?? group;
  return `Check of ${label.charAt(0).toLowerCase()}${label.slice(1)}`;
}

/**
 * The parent company or owner, where the snapshot records it: `ownership` as text, or as an object naming the
 * owner in `parent`, `owner` or `name`.
 */
function ownership(v: unknown): FactValue | null {
  if (typeof v === 'string') return optionalText(v);
  if (!isObject(v)) return null;
  return optionalText(v.parent ?? v.owner ?? v.name);
}

/** One independent audit: the firm, the day or month it was published, and what it covered. */
function audit(a: Json): { id: string; value: FactValue } | null {
  if (typeof a.firm !== 'string') return null;
  const date = typeof a.date === 'string' ? a.date : null;
  const scope = typeof a.scope === 'string' ? a.scope : null;
  const url = typeof a.reportUrl === 'string' ? a.reportUrl : undefined;
  const text = [scope && `${scope} audit`, date && `published ${date}`].filter(Boolean).join(', ') || 'audit';
  return {
    id: `${a.firm} ${date ?? ''}`.trim(),
    value: { text, href: url, parts: { firm: a.firm, date, scope, url } },
  };
}

/**
 * Every fact of one provider file as it was at some commit: the figures and states readers see (servers,
 * countries, devices, money-back window, free trial, free tier, jurisdiction, logs policy), each plan's price
 * and period by plan name, renewal prices, ownership and audits where recorded, and each fact group's
 * provenance state. `json` is the parsed file; anything not an object gives an empty snapshot.
 */
export function snapshotFacts(json: unknown, slug = ''): FactSnapshot {
  const facts = new Map<string, Fact>();
  const families = new Set<string>();
  const s = isObject(json) ? json : {};
  const add = (family: string, key: string, label: string, kind: FactKind, value: FactValue | null) => {
    families.add(family);
    let unique = key;
    for (let n = 2; facts.has(unique); n += 1) unique = `${key} (${String(n)})`;
    facts.set(unique, { key: unique, family, label, kind, value });
  };
  const single = (field: string, key: string, label: string, read: (v: unknown) => FactValue | null) => {
    if (field in s) add(key, key, label, 'figure', read(s[field]));
  };

  if (Array.isArray(s.plans)) {
    families.add('plans');
    for (const plan of s.plans.filter(isObject)) {
      if (typeof plan.name !== 'string') continue;
      add('plans', `plan:${plan.name}`, `${plan.name} plan`, 'price', planPrice(plan));
      if ('renewalPrice' in plan)
        add('renewal', `renewal:${plan.name}`, `${plan.name} plan, renewal`, 'price', renewalPrice(plan));
    }
  }
  if ('serverCount' in s)
    add('servers', 'servers', 'Servers', 'figure', statedCount(s.serverCount, s.serverCountIsMinimum));
  if ('countryCount' in s)
    add(
      'countries',
      'countries',
      'Countries',
      'figure',
      statedCount(s.countryCount, s.countryCountIsMinimum),
    );
  single('deviceLimit', 'devices', 'Simultaneous devices', devices);
  single('moneyBackDays', 'money-back', 'Money-back window', (v) =>
    isCount(v) ? textValue(`${String(v)} days`) : null,
  );
  single('freeTrial', 'free-trial', 'Free trial', optionalText);
  single('freeTier', 'free-tier', 'Free tier', optionalText);
  single('jurisdiction', 'jurisdiction', 'Jurisdiction', optionalText);
  single('logsPolicy', 'logs-policy', 'Logs policy', optionalText);
  single('ownership', 'ownership', 'Ownership', ownership);
  if (Array.isArray(s.audits)) {
    families.add('audits');
    for (const a of s.audits.filter(isObject)) {
      const read = audit(a);
      if (read) add('audits', `audit:${read.id}`, `Audit by ${read.id}`, 'figure', read.value);
    }
  }
  if (isObject(s.provenance)) {
    families.add('provenance');
    for (const [group, p] of Object.entries(s.provenance))
      if (isObject(p))
        add('provenance', `provenance:${group}`, stateLabel(group), 'state', provenanceState(p));
  }
  return { name: typeof s.name === 'string' ? s.name : slug, facts, families };
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
 * The changes from `before` to `after`, prices first, then figures, then states, each in file order.
 * Rules: a provider's first snapshot (`before` undefined) and its removal (`after` undefined) are no change of
 * a fact. A fact both record changes when its value differs. A fact only `after` records is a change from "not
 * in our data" when it has a value, except a *compiled* state (the state every launch figure already had).
 * A fact only `before` records is removed (a plan dropped) only when `after` still records its family; a
 * family `after` lacks was renamed or moved, not changed.
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
    } else if (fact.value !== null && fact.value.parts.state !== 'compiled') change(fact, null, fact.value);
  }
  for (const fact of before.facts.values())
    if (!after.facts.has(fact.key) && after.families.has(fact.family) && fact.value !== null)
      change(fact, fact.value, null);
  return changes
    .map((c, index) => ({ c, index }))
    .sort((x, y) => KIND_ORDER[x.c.kind] - KIND_ORDER[y.c.kind] || x.index - y.index)
    .map(({ c }) => c);
}
