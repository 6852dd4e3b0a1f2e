/**
 * Derived facts of a provider page: the Quick Specs lines and the page's description, from the one VpnService
 * record, so a figure changed in content/ changes everywhere it appears.
 */
import { formatDevices, formatStatedCount, NOT_IN_DATA } from './format';
import { startingPrice, type Usd } from './price';
import { withDisputes } from './evidence';
import { factValueText, networkText } from './fact-values';
import type { Provenance } from './provenance';
import { formatScore } from './score';

/** One line of a spec list. */
export interface Spec {
  label: string;
  value: string;
}

/** The fields Quick Specs reads: the facts, and their provenance for the readings that dispute them. */
export interface SpecFields {
  serverCount: number | null;
  serverCountIsMinimum: boolean;
  countryCount: number | null;
  countryCountIsMinimum: boolean;
  deviceLimit: number | readonly [number, number] | null;
  logsPolicy: string;
  jurisdiction: string;
  protocols: readonly (string | { name: string; basedOn: string })[];
  protocolCount?: number | undefined;
  encryption: readonly string[];
  moneyBackDays: number | null;
  partnership?: string | undefined;
  provenance: Record<'network' | 'devices' | 'logging' | 'jurisdiction' | 'refund', Provenance>;
}

/** A money-back window in Quick Specs' words: 30 -> "30 days"; null -> "Not in our data". */
export function moneyBackText(days: number | null): string {
  return days === null ? NOT_IN_DATA : `${days} days`;
}

/** Quick Specs lines (Servers … Money-back, Partnership beside it); unknown values read "Not in our data". */
export function quickSpecs(s: SpecFields): Spec[] {
  const protocols =
    s.protocols.length > 0
      ? factValueText('protocols', s.protocols)
      : s.protocolCount
        ? `${s.protocolCount} protocols (names not in our data)`
        : NOT_IN_DATA;
  const p = s.provenance;
  const count = (n: number | null, minimum: boolean) =>
    n === null ? NOT_IN_DATA : formatStatedCount(n, minimum);
  const known = (value: string, record: Provenance) =>
    value === NOT_IN_DATA ? value : withDisputes(value, record);
  return [
    { label: 'Servers', value: known(count(s.serverCount, s.serverCountIsMinimum), p.network) },
    { label: 'Countries', value: count(s.countryCount, s.countryCountIsMinimum) },
    { label: 'Devices', value: known(formatDevices(s.deviceLimit), p.devices) },
    { label: 'Logs Policy', value: withDisputes(s.logsPolicy, p.logging) },
    {
      label: 'Jurisdiction',
      value: s.jurisdiction ? withDisputes(s.jurisdiction, p.jurisdiction) : NOT_IN_DATA,
    },
    { label: 'Protocols', value: protocols },
    { label: 'Encryption', value: s.encryption.length > 0 ? s.encryption.join(', ') : NOT_IN_DATA },
    // A partnership (ESET) is said beside the money-back window, never instead of it.
    ...(s.partnership ? [{ label: 'Partnership', value: s.partnership }] : []),
    { label: 'Money-back', value: known(moneyBackText(s.moneyBackDays), p.refund) },
  ];
}

/** The fields a provider's meta description reads. */
export interface DescriptionFields {
  name: string;
  score: { overall: number };
  serverCount: number | null;
  serverCountIsMinimum: boolean;
  countryCount: number | null;
  countryCountIsMinimum: boolean;
  pricePerMonth: Usd | null;
  moneyBackDays: number | null;
}

/** A provider page's meta description built from its facts: score, network, price and refund window. */
export function providerDescription(s: DescriptionFields): string {
  const refund = s.moneyBackDays ? `, ${s.moneyBackDays}-day money-back` : '';
  return (
    `${s.name} review: our score ${formatScore(s.score.overall)}. ${networkText(s)}` +
    `${s.pricePerMonth === null ? '' : `, from ${startingPrice(s.pricePerMonth)}`}${refund}. ` +
    'Pros, cons, pricing and our verdict.'
  );
}
