/**
 * The open data set behind /data: each provider's facts with their provenance, as JSON (the published
 * VpnService, dates as YYYY-MM-DD) and as CSV, one row per provider, columns defined by CSV_COLUMNS.
 */
import { factValueText, networkText } from './fact-values';
import { formatDevices, isoDate, NOT_IN_DATA } from './format';
import { monthlyPlans } from './plans';
import { formatPlanPrice, storedUsd } from './price';
import {
  countStates,
  factRecords,
  formatPartialDate,
  type FactGroupKey,
  type ProvenanceFields,
} from './provenance';
import { serviceJson, type VpnService } from './vpn-service';

/** The licence of the data set. */
export const DATA_LICENCE = {
  name: 'CC BY 4.0',
  url: 'https://creativecommons.org/licenses/by/4.0/',
} as const;

const SCOPES = {
  apps: 'apps',
  infrastructure: 'servers and infrastructure',
  'no-logs': 'no-logs policy',
  other: '',
};

type Audit = NonNullable<VpnService['audits']>[number];
const auditBy = (a: Audit) => `${a.firm}, ${a.date ? formatPartialDate(a.date) : 'date not stated'}`;

/** An audit in words: "Deloitte, December 12, 2025: no-logs policy (…)"; a scope of "other" is said by its text. */
export function auditText(a: Audit): string {
  const scope = SCOPES[a.scope];
  const text = a.scopeText ?? 'scope not in our data';
  return `${auditBy(a)}: ${scope === '' ? text : a.scopeText ? `${scope} (${a.scopeText})` : scope}`;
}

/** An audit in a few words, for tables: "Deloitte, December 12, 2025 (no-logs policy)". */
export function auditShort(a: Audit): string {
  return `${auditBy(a)} (${SCOPES[a.scope] || 'other scope'})`;
}

/** The ownership in words: "Proton AG; parent: Proton Foundation (…); since 2024". */
export function ownershipText(o: NonNullable<VpnService['ownership']>): string {
  return [o.owner, o.parent && `parent: ${o.parent}`, o.since && `since ${o.since}`]
    .filter(Boolean)
    .join('; ');
}

/** The renewal prices in words: "Monthly Basic renews at $12.99/month". */
function renewalText(plans: VpnService['plans']): string | null {
  const lines = plans.flatMap((p) =>
    p.renewal
      ? [
          `${p.name} renews at ${formatPlanPrice({ price: p.renewal.price, period: p.renewal.period })}${p.renewal.months ? ` for ${String(p.renewal.months)} months` : ''}`,
        ]
      : [],
  );
  return lines.length === 0 ? null : lines.join('; ');
}

/** The value of fact group `key` in words ("Monthly Basic $12.99/mo; …", "7,900+ servers, 126 countries"); null when not in our data. */
export function factGroupValue(s: VpnService, key: FactGroupKey): string | null {
  switch (key) {
    case 'pricing':
      return s.plans
        .map((p) => `${p.name} ${formatPlanPrice(p)}${p.billed ? ` (billed ${p.billed.text})` : ''}`)
        .join('; ');
    case 'network':
      return s.serverCount === null && s.countryCount === null ? null : networkText(s);
    case 'devices':
      return s.deviceLimit === null ? null : formatDevices(s.deviceLimit);
    case 'refund':
      return s.moneyBackDays === null ? null : `${String(s.moneyBackDays)}-day money-back window`;
    case 'trial':
      return s.freeTrial;
    case 'freePlan':
      return s.freeTier;
    case 'jurisdiction':
      return s.jurisdiction;
    case 'logging':
      return s.logsPolicy;
    case 'standout':
      return s.standoutFeature;
    case 'ownership':
      return s.ownership ? ownershipText(s.ownership) : null;
    case 'audits':
      return s.audits && s.audits.length > 0 ? s.audits.map(auditText).join('; ') : null;
    case 'renewal':
      return renewalText(s.plans);
    default: {
      const text = factValueText(key, s[key]);
      return text === NOT_IN_DATA ? null : text;
    }
  }
}

/** The /data/vpn-services.json document: the licence and every provider as the API writes it, dates as days. */
export function openDataDocument(services: readonly VpnService[]): {
  licence: typeof DATA_LICENCE;
  services: unknown;
} {
  return { licence: DATA_LICENCE, services: withIsoDates(services.map(serviceJson)) };
}

/** A value with every Date replaced by its YYYY-MM-DD day, as the JSON download and its schema have them. */
function withIsoDates(value: unknown): unknown {
  if (value instanceof Date) return isoDate(value);
  if (Array.isArray(value)) return value.map(withIsoDates);
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withIsoDates(v)]));
  return value;
}

/**
 * One CSV field, quoted when it holds a comma, quote or line break (RFC 4180); a text beginning with `=`,
 * `+`, `-`, `@`, a tab or a CR gets a leading quote, so no spreadsheet runs it (OWASP's CSV injection).
 */
export function csvField(value: string | number | boolean | null): string {
  const raw = value === null ? '' : String(value);
  const text = typeof value === 'string' && /^[=+\-@\t\r]/.test(raw) ? `'${raw}` : raw;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows to CSV text: CRLF line ends, the first row the header. */
export function toCsv(rows: readonly (readonly (string | number | boolean | null)[])[]): string {
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

type Row = VpnService & ProvenanceFields;

/** A CSV column: its name, what it holds (the data dictionary on /data) and its value for a provider. */
export interface CsvColumn {
  name: string;
  meaning: string;
  value: (s: Row) => string | number | boolean | null;
}

const states = (s: Row) => countStates(factRecords(s).map((f) => f.state));

/** The CSV's columns in order, each defined for the data dictionary. An empty field means "not in our data". */
export const CSV_COLUMNS: readonly CsvColumn[] = [
  {
    name: 'slug',
    meaning: "The provider's identifier, as in its page address /vpn/{slug}.",
    value: (s) => s.slug,
  },
  { name: 'name', meaning: "The provider's name as it styles it.", value: (s) => s.name },
  {
    name: 'score_out_of_10',
    meaning:
      'Our score out of 10 (balanced priorities), as our pages show and rank by it: the published model, /about#how-we-score. The JSON has its parts.',
    value: (s) => s.score.overall.toFixed(1),
  },
  {
    name: 'launch_rating_out_of_5',
    meaning:
      "The launch data set's rating out of 5, kept for the record; no page uses it. Empty for providers added since.",
    value: (s) => s.rating,
  },
  {
    name: 'lowest_price_usd_per_month',
    meaning:
      "US dollars per month of the cheapest plan with a term longer than a month. A yearly price counts as a twelfth of it (ESET: $49.99 a year is 4.17); one-time plans (FastestVPN's lifetime plan) are not counted.",
    value: (s) => (s.pricePerMonth === null ? null : storedUsd(s.pricePerMonth)),
  },
  {
    name: 'standard_monthly_price_usd',
    meaning:
      'US dollars for a plan billed month to month; a range such as 9.99-12.99 where our data gives one. Empty when our data has no monthly plan.',
    value: (s) => {
      const monthly = monthlyPlans<VpnService['plans'][number]>(s.plans);
      return monthly.length > 0
        ? monthly.map((p) => storedUsd(p.price)).join(', ')
        : s.comparison.standardMonthlyPrice.value;
    },
  },
  {
    name: 'plans',
    meaning:
      'Every plan as sold: name, price with its term (/week, /mo per month, /year, lifetime (one payment)) and, where our data gives it, the bill up front.',
    value: (s) => factGroupValue(s, 'pricing'),
  },
  {
    name: 'servers',
    meaning: 'Number of servers as stated.',
    value: (s) => s.serverCount,
  },
  {
    name: 'servers_at_least',
    meaning: 'true when the server figure is a stated minimum (shown with a "+"), false for an exact count.',
    value: (s) => s.serverCountIsMinimum,
  },
  {
    name: 'countries',
    meaning: 'Number of countries with servers, as stated.',
    value: (s) => s.countryCount,
  },
  {
    name: 'countries_at_least',
    meaning: 'true when the country figure is a stated minimum (shown with a "+").',
    value: (s) => s.countryCountIsMinimum,
  },
  {
    name: 'devices',
    meaning:
      'Simultaneous devices per subscription: a number, "Unlimited", or a range such as 5-10 where it depends on the plan (ESET: 5 or 10 by bundle).',
    value: (s) => (s.deviceLimit === null ? null : formatDevices(s.deviceLimit)),
  },
  { name: 'money_back_days', meaning: 'Money-back window in days.', value: (s) => s.moneyBackDays },
  {
    name: 'free_trial',
    meaning: 'The free trial, as text; empty when our data lists none.',
    value: (s) => s.freeTrial,
  },
  {
    name: 'free_tier',
    meaning: 'The free version, as text; empty when our data lists none.',
    value: (s) => s.freeTier,
  },
  { name: 'jurisdiction', meaning: "The provider's legal home.", value: (s) => s.jurisdiction },
  { name: 'logs_policy', meaning: 'The logging policy as our data gives it.', value: (s) => s.logsPolicy },
  {
    name: 'owner',
    meaning: 'The company that runs the service, as a public source names it (see the JSON for the source).',
    value: (s) => s.ownership?.owner ?? null,
  },
  {
    name: 'parent_company',
    meaning: 'Its parent company or main shareholder, where the source names one.',
    value: (s) => s.ownership?.parent ?? null,
  },
  {
    name: 'audits',
    meaning:
      'Independent audits a public source reports: firm, date as printed, and scope (apps, servers and infrastructure, no-logs policy). Separated by semicolons.',
    value: (s) => factGroupValue(s, 'audits'),
  },
  {
    name: 'renewal_prices',
    meaning: 'The price after the first term, per plan, where a public source gives it.',
    value: (s) => factGroupValue(s, 'renewal'),
  },
  {
    name: 'matrix_column',
    meaning: "The provider's column in the home page comparison; empty when it is not in the comparison.",
    value: (s) => s.matrixColumn ?? null,
  },
  ...(
    [
      [
        'facts_checked',
        'checked',
        "How many of its facts an editor has checked against the provider's own page.",
      ],
      ['facts_sourced', 'sourced', 'How many come from a named public source someone here read.'],
      ['facts_compiled_only', 'compiled', 'How many are from our launch data set only, not yet checked.'],
      ['facts_unknown', 'unknown', 'How many fact groups have no value in our data.'],
    ] as const
  ).map(([name, state, meaning]) => ({ name, meaning, value: (s: Row) => states(s)[state] })),
  {
    name: 'compiled_at',
    meaning: 'The day(s) its launch figures were compiled, YYYY-MM-DD.',
    value: (s) =>
      [
        ...new Set(
          factRecords(s).flatMap((f) => (f.provenance?.compiledAt ? [isoDate(f.provenance.compiledAt)] : [])),
        ),
      ]
        .sort()
        .join(' '),
  },
  {
    name: 'notes',
    meaning: 'The editors\' notes on how figures from the launch data set were read, separated by " | ".',
    value: (s) => s.notes.join(' | '),
  },
];

/** The CSV download: a header row, then one row per provider. */
export function providersCsv(services: readonly Row[]): string {
  return toCsv([CSV_COLUMNS.map((c) => c.name), ...services.map((s) => CSV_COLUMNS.map((c) => c.value(s)))]);
}
