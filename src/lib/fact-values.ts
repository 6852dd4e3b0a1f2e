/**
 * Every fact value in a reader's words, one formatter per fact key, so a stored value and a source's reading
 * are said alike ("10 devices or 5"); a missing value is "Not in our data", never "no".
 */
import { formatCount, formatDevices, formatStatedCount, listWords, NOT_IN_DATA } from './format';
import { formatPlanPrice, isUsd, planPeriod, usd, type Usd } from './price';
import { formatPartialDate, type FactGroupKey } from './provenance';

/** The logging policies a source may state, from least to most kept (the rules read the order). */
export const LOGS_POLICIES = ['No logs', 'Limited logs', 'Keeps logs'] as const;

/** The platforms a feature names, in a reader's words. */
const PLATFORM_NAMES: Readonly<Record<string, string>> = {
  windows: 'Windows',
  macos: 'macOS',
  linux: 'Linux',
  android: 'Android',
  ios: 'iOS',
  router: 'routers',
  browser: 'browser extensions',
};

/** Payment methods in a reader's words. */
const PAYMENT_NAMES: Readonly<Record<string, string>> = {
  card: 'card',
  paypal: 'PayPal',
  crypto: 'cryptocurrency',
  monero: 'Monero',
  cash: 'cash by post',
  'gift-card': 'gift cards',
  'app-store': 'app-store billing',
  'bank-transfer': 'bank transfer',
};

/** The payment rule stated on pages: an account can be paid anonymously with cash or Monero. */
export const ANONYMOUS_PAYMENT_RULE =
  'Paid anonymously means cash or Monero: a card, PayPal, an app store or a bank names the payer, and most cryptocurrencies keep a public ledger.';

/** Whether a list of payment methods allows an anonymous payment, by ANONYMOUS_PAYMENT_RULE; null = unknown. */
export function paysAnonymously(methods: readonly string[] | null | undefined): boolean | null {
  if (!methods) return null;
  return methods.includes('cash') || methods.includes('monero');
}

/** The stored values of three features in a reader's words. */
const VALUE_WORDS: Readonly<Record<'signup' | 'ipv6' | 'infrastructure', Readonly<Record<string, string>>>> =
  {
    signup: {
      'account-number': 'an account number only, no e-mail',
      email: 'an e-mail address',
      'personal-data': 'personal data beyond an e-mail address',
    },
    ipv6: { tunnelled: 'IPv6 goes through the VPN', blocked: 'IPv6 is blocked to prevent leaks' },
    infrastructure: {
      'ram-only': 'RAM-only servers (nothing kept on disk)',
      'full-disk-encryption': 'full-disk encryption on the servers',
    },
  };

/** A stored value read without a schema (a reading's `value`, an older file in the ledger). */
export type Json = Record<string, unknown>;
export const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
export const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** A device limit: a count (0 = unlimited) or [min, max] where it depends on the plan; else undefined. */
export const deviceLimitOf = (v: unknown): number | [number, number] | undefined => {
  if (isCount(v)) return v;
  return Array.isArray(v) && v.length === 2 && isCount(v[0]) && isCount(v[1]) ? [v[0], v[1]] : undefined;
};

const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

/** An amount as stored ("3.39", a Usd, or a number) as a Usd; undefined for anything else. */
function amount(v: unknown): Usd | undefined {
  if (isUsd(v)) return v;
  if (isCount(v)) return usd(v);
  const text = str(v);
  if (text === undefined || !/^\d+(\.\d+)?(-\d+(\.\d+)?)?$/.test(text)) return undefined;
  const [low = 0, high = low] = text.split('-').map(Number);
  return usd(low, high);
}

/** A price with its currency: "$4.99/month", "€5.00/month". */
function price(v: Json): string | undefined {
  const a = amount(v.price);
  if (!a) return undefined;
  const text = formatPlanPrice({ price: a, period: planPeriod(v.period) });
  return v.currency === 'EUR' ? text.replace('$', '€') : text;
}

/** A protocol in words: "WireGuard", "NordLynx (based on WireGuard)", "Hydra (its own design)". */
export function protocolWords(p: unknown): string {
  if (typeof p === 'string') return p;
  if (!isObject(p)) return '';
  const name = str(p.name) ?? '';
  return p.basedOn === 'own' ? `${name} (its own design)` : `${name} (based on ${String(p.basedOn)})`;
}

/** A provider's network in words: "8,000+ servers in 129 countries", "69+ countries"; else NOT_IN_DATA. */
export function networkText(s: {
  serverCount: number | null;
  serverCountIsMinimum: boolean;
  countryCount: number | null;
  countryCountIsMinimum: boolean;
}): string {
  return factValueText('network', {
    servers: s.serverCount ?? undefined,
    serversIsMinimum: s.serverCountIsMinimum,
    countries: s.countryCount ?? undefined,
    countriesIsMinimum: s.countryCountIsMinimum,
  });
}

/**
 * The value of fact `key` in words, as a table cell or a sentence shows it; NOT_IN_DATA for a missing value. The
 * shapes are those of the provider file's fields (src/lib/schemas.ts) and of a reading's `value`.
 */
export function factValueText(key: FactGroupKey, value: unknown): string {
  if (value === null || value === undefined) return NOT_IN_DATA;
  switch (key) {
    case 'devices': {
      const limit = deviceLimitOf(value);
      if (limit === undefined) return NOT_IN_DATA;
      return limit === 0
        ? 'unlimited devices'
        : `${formatDevices(limit)} ${limit === 1 ? 'device' : 'devices'}`;
    }
    case 'refund':
      return value === 'none'
        ? 'no refund'
        : isCount(value)
          ? `${String(value)} ${value === 1 ? 'day' : 'days'}`
          : NOT_IN_DATA;
    case 'network': {
      if (!isObject(value)) return NOT_IN_DATA;
      const parts = [
        isCount(value.servers) &&
          `${formatStatedCount(value.servers, value.serversIsMinimum === true)} servers`,
        isCount(value.countries) &&
          `${formatStatedCount(value.countries, value.countriesIsMinimum === true)} countries`,
      ].filter(Boolean);
      return parts.length > 0 ? parts.join(' in ') : NOT_IN_DATA;
    }
    case 'pricing':
    case 'renewal': {
      const items = (Array.isArray(value) ? value : [value]).filter(isObject);
      const said = items.flatMap((item) => {
        const p = price(item);
        const plan = str(item.plan) ?? str(item.name);
        return p ? [plan ? `${p} (${plan})` : p] : [];
      });
      return said.length > 0 ? said.join(', ') : NOT_IN_DATA;
    }
    case 'logging':
      return isObject(value) ? (str(value.policy) ?? NOT_IN_DATA) : (str(value) ?? NOT_IN_DATA);
    case 'ownership':
      if (!isObject(value)) return str(value) ?? NOT_IN_DATA;
      return [str(value.owner), str(value.parent) && `parent: ${String(value.parent)}`]
        .filter(Boolean)
        .join('; ');
    case 'audits':
      if (value === 'none') return 'no independent audit';
      if (!isObject(value)) return str(value) ?? NOT_IN_DATA;
      return [str(value.firm), str(value.date)].filter(Boolean).join(', ') || NOT_IN_DATA;
    case 'protocols':
      return Array.isArray(value) && value.length > 0 ? value.map(protocolWords).join(', ') : NOT_IN_DATA;
    case 'killSwitch': {
      if (!isObject(value)) return NOT_IN_DATA;
      if (value.available === false) return 'none';
      const platforms = Array.isArray(value.platforms)
        ? value.platforms.map((p) => PLATFORM_NAMES[String(p)] ?? String(p))
        : [];
      const scope =
        value.scope === 'per-app' ? 'per-app only' : value.scope === 'system-wide' ? 'system-wide' : 'yes';
      return platforms.length > 0 ? `${scope}, on ${listWords(platforms)}` : scope;
    }
    case 'openSource': {
      if (!Array.isArray(value)) return NOT_IN_DATA;
      if (value.length === 0) return 'none: the apps are closed source';
      const platforms = value
        .filter(isObject)
        .map((c) => PLATFORM_NAMES[String(c.platform)] ?? String(c.platform));
      return `open source on ${listWords(platforms)}`;
    }
    case 'portForwarding': {
      if (!isObject(value)) return NOT_IN_DATA;
      // Dates in words ("September 30, 2023"), as every other date is shown: a table never breaks one at a hyphen.
      if (value.available === true)
        return str(value.since) ? `yes, since ${formatPartialDate(String(value.since))}` : 'yes';
      return str(value.removed) ? `no: removed ${formatPartialDate(String(value.removed))}` : 'no';
    }
    case 'payment':
      return Array.isArray(value) && value.length > 0
        ? listWords(value.map((m) => PAYMENT_NAMES[String(m)] ?? String(m)))
        : NOT_IN_DATA;
    // A source may state these in its own words (a reading): shown as it says them.
    case 'signup':
    case 'ipv6':
    case 'infrastructure':
      return (typeof value === 'string' ? VALUE_WORDS[key][value] : undefined) ?? str(value) ?? NOT_IN_DATA;
    default:
      if (isCount(value)) return formatCount(value);
      return str(value) ?? NOT_IN_DATA;
  }
}
