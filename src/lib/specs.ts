/**
 * Derived facts of a provider page: the Quick Specs lines, the rating rows and the page's description. Derived from the one
 * VpnService record, so a figure changed in content/ changes everywhere it appears.
 */
import { protocolWords } from './fact-values';
import { formatDevices, formatStatedCount, NOT_IN_DATA } from './format';
import { startingPrice, type Usd } from './price';
import { formatScore } from './rating';

/** One line of a spec list. */
export interface Spec {
  label: string;
  value: string;
}

/** The fields Quick Specs reads. */
export interface SpecFields {
  serverCount: number;
  serverCountIsMinimum: boolean;
  countryCount: number;
  countryCountIsMinimum: boolean;
  deviceLimit: number | readonly [number, number] | null;
  logsPolicy: string;
  jurisdiction: string;
  /** Standard protocols by name, the provider's own as `{ name, basedOn }` (src/data/schemas.ts). */
  protocols: readonly (string | { name: string; basedOn: string })[];
  protocolCount?: number | undefined;
  encryption: readonly string[];
  moneyBackDays: number | null;
  partnership?: string | undefined;
}

/** A money-back window in Quick Specs' words: 30 -> "30 days"; null -> "Not in our data". */
export function moneyBackText(days: number | null): string {
  return days === null ? NOT_IN_DATA : `${days} days`;
}

/**
 * Quick Specs: Servers, Countries, Devices, Logs Policy, Jurisdiction, Protocols, Encryption, and
 * Money-back (or Partnership for a VPN sold on a partner's technology). Unknown values read "Not in our data".
 */
export function quickSpecs(s: SpecFields): Spec[] {
  const protocols =
    s.protocols.length > 0
      ? s.protocols.map(protocolWords).join(', ')
      : s.protocolCount
        ? `${s.protocolCount} protocols (names not in our data)`
        : NOT_IN_DATA;
  const last: Spec = s.partnership
    ? { label: 'Partnership', value: s.partnership }
    : { label: 'Money-back', value: moneyBackText(s.moneyBackDays) };
  return [
    { label: 'Servers', value: formatStatedCount(s.serverCount, s.serverCountIsMinimum) },
    { label: 'Countries', value: formatStatedCount(s.countryCount, s.countryCountIsMinimum) },
    { label: 'Devices', value: formatDevices(s.deviceLimit) },
    { label: 'Logs Policy', value: s.logsPolicy },
    { label: 'Jurisdiction', value: s.jurisdiction },
    { label: 'Protocols', value: protocols },
    { label: 'Encryption', value: s.encryption.length > 0 ? s.encryption.join(', ') : NOT_IN_DATA },
    last,
  ];
}

/** The category ratings a provider page can show, in display order. */
export interface RatingFields {
  speedRating: number | null;
  securityRating: number | null;
  featuresRating: number | null;
  valueRating: number | null;
  supportRating: number | null;
  easeuseRating: number | null;
}

/** Performance Ratings split into those published (drawn as bars) and the names of those not yet rated. */
export function ratingRows(r: RatingFields): {
  rated: { label: string; value: number }[];
  unrated: string[];
} {
  const rows: [string, number | null][] = [
    ['Speed', r.speedRating],
    ['Security', r.securityRating],
    ['Features', r.featuresRating],
    ['Value', r.valueRating],
    ['Support', r.supportRating],
    ['Ease of Use', r.easeuseRating],
  ];
  return {
    rated: rows.flatMap(([label, value]) => (value === null ? [] : [{ label, value }])),
    unrated: rows.flatMap(([label, value]) => (value === null ? [label] : [])),
  };
}

/** The fields a provider's meta description reads. */
export interface DescriptionFields {
  name: string;
  rating: number;
  serverCount: number;
  serverCountIsMinimum: boolean;
  countryCount: number;
  countryCountIsMinimum: boolean;
  pricePerMonth: Usd | null;
  moneyBackDays: number | null;
}

/** A provider page's meta description built from its facts: score, network, price and refund window. */
export function providerDescription(s: DescriptionFields): string {
  const refund = s.moneyBackDays ? `, ${s.moneyBackDays}-day money-back` : '';
  return (
    `${s.name} review: ${formatScore(s.rating)}. ${formatStatedCount(s.serverCount, s.serverCountIsMinimum)} servers in ` +
    `${formatStatedCount(s.countryCount, s.countryCountIsMinimum)} countries${s.pricePerMonth === null ? '' : `, from ${startingPrice(s.pricePerMonth)}`}${refund}. ` +
    'Pros, cons, pricing and our verdict.'
  );
}
