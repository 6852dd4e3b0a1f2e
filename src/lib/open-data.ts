/**
 * The open data set behind /data: each provider's facts as the site states them, with their provenance, as a
 * JSON document (the collection's own fields, dates as YYYY-MM-DD) and as a CSV table of one row per provider.
 */
import { formatDevices, formatPlanPrice, formatStatedCount, isoDate } from './format';
import { countStates, factRecords, FACT_GROUPS, type ProvenanceFields } from './provenance';

/** The licence of the data set. */
export const DATA_LICENCE = {
  name: 'CC BY 4.0',
  url: 'https://creativecommons.org/licenses/by/4.0/',
} as const;

/** The facts a provider-page fact group covers, as a page shows them. */
export interface FactGroupFields {
  plans: readonly { name: string; price: string; period: 'month' | 'year' | 'one-time' | null }[];
  serverCount: number;
  serverCountIsMinimum: boolean;
  countryCount: number;
  countryCountIsMinimum: boolean;
  deviceLimit: number | readonly [number, number] | null;
  moneyBackDays: number | null;
  freeTrial: string | null;
  freeTier: string | null;
  jurisdiction: string;
}

/** The value of fact group `key` in words: "Monthly Basic $12.99/month; …", "7,900+ servers, 126 countries". */
export function factGroupValue(s: FactGroupFields, key: (typeof FACT_GROUPS)[number]['key']): string {
  switch (key) {
    case 'pricing':
      return s.plans.map((p) => `${p.name} ${formatPlanPrice(p)}`).join('; ');
    case 'network':
      return `${formatStatedCount(s.serverCount, s.serverCountIsMinimum)} servers, ${formatStatedCount(s.countryCount, s.countryCountIsMinimum)} countries`;
    case 'devices':
      return formatDevices(s.deviceLimit);
    case 'refund':
      return [
        s.moneyBackDays === null
          ? 'No money-back window published'
          : `${String(s.moneyBackDays)}-day money-back window`,
        s.freeTrial && `free trial: ${s.freeTrial}`,
        s.freeTier && `free tier: ${s.freeTier}`,
      ]
        .filter(Boolean)
        .join('; ');
    case 'jurisdiction':
      return s.jurisdiction;
  }
}

/** A value with every Date replaced by its YYYY-MM-DD day, as the JSON download and its schema have them. */
export function withIsoDates(value: unknown): unknown {
  if (value instanceof Date) return isoDate(value);
  if (Array.isArray(value)) return value.map(withIsoDates);
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withIsoDates(v)]));
  return value;
}

/** One CSV field: quoted when it holds a comma, quote or line break (RFC 4180). */
function csvField(value: string | number | boolean | null): string {
  const text = value === null ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows to CSV text: CRLF line ends, the first row the header. */
export function toCsv(rows: readonly (readonly (string | number | boolean | null)[])[]): string {
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/** The fields a CSV row reads. */
export type CsvFields = FactGroupFields &
  ProvenanceFields & { slug: string; rating: number; pricePerMonth: string; logsPolicy: string };

/** The CSV download: a header row, then one row per provider with its facts and how many are in each state. */
export function providersCsv(services: readonly CsvFields[]): string {
  const header = [
    'slug',
    'name',
    'overall_score',
    'lowest_price_usd_per_month',
    'plans',
    'servers',
    'servers_at_least',
    'countries',
    'countries_at_least',
    'devices',
    'money_back_days',
    'free_trial',
    'free_tier',
    'jurisdiction',
    'logs_policy',
    'facts_checked',
    'facts_compiled_only',
    'facts_unknown',
    'compiled_at',
  ];
  const rows = services.map((s) => {
    const facts = factRecords(s);
    const counts = countStates(facts.map((f) => f.state));
    const compiled = [...new Set(facts.map((f) => isoDate(f.provenance.compiledAt)))].sort();
    return [
      s.slug,
      s.name,
      s.rating,
      s.pricePerMonth,
      factGroupValue(s, 'pricing'),
      s.serverCount,
      s.serverCountIsMinimum,
      s.countryCount,
      s.countryCountIsMinimum,
      formatDevices(s.deviceLimit),
      s.moneyBackDays,
      s.freeTrial,
      s.freeTier,
      s.jurisdiction,
      s.logsPolicy,
      counts.checked,
      counts.compiled,
      counts.unknown,
      compiled.join(' '),
    ];
  });
  return toCsv([header, ...rows]);
}
