/**
 * /data's facts of each provider: one column per fact (its label, its value as pages show it, the fact group
 * whose record it reads and links to) and the groups a phone folds them into. The desktop table
 * (src/components/data/FactsTable.astro) and the phone cards (FactCards.astro) read the same columns, so both show
 * the same figures and the same short marks.
 */
import { withDisputes } from './evidence';
import { factValueText, paysAnonymously } from './fact-values';
import { NOT_IN_DATA } from './format';
import { auditShort, factGroupValue } from './open-data';
import type { FactGroupKey, Provenance } from './provenance';
import type { VpnService } from './vpn-service';

/** One fact of a provider: its label, its value as pages show it (null: not in our data), its group and provenance. */
export interface FactColumn {
  key: string;
  label: string;
  /** The fact group whose full record (/data#{slug}-{fact}) the value's mark links to. */
  fact: FactGroupKey;
  value: (s: VpnService) => string | null;
  provenance: (s: VpnService) => Provenance | null;
}

const cellOf = (key: keyof VpnService['comparison']) => (s: VpnService) => s.comparison[key].value;

/** A feature fact's column: its words with any disputing readings; the payment column adds the anonymity rule's answer. */
const featureColumn = (fact: FactGroupKey, label: string): FactColumn => ({
  key: fact,
  label,
  fact,
  value: (s) => {
    const text = factValueText(fact, s[fact as keyof VpnService]);
    if (text === NOT_IN_DATA) return null;
    const anonymous = fact === 'payment' ? paysAnonymously(s.payment) : null;
    const shown =
      anonymous === null
        ? text
        : `${text}: ${anonymous ? 'can be paid anonymously' : 'no anonymous payment'}`;
    return withDisputes(shown, s.provenance[fact]);
  },
  provenance: (s) => s.provenance[fact] ?? null,
});

/** The facts, in the table's column order. */
export const FACT_COLUMNS: readonly FactColumn[] = [
  {
    key: 'long-term',
    fact: 'pricing',
    label: 'Lowest long-term price',
    value: cellOf('lowestLongTermPrice'),
    provenance: (s) => s.provenance.pricing,
  },
  {
    key: 'monthly',
    fact: 'pricing',
    label: 'Monthly price',
    value: cellOf('standardMonthlyPrice'),
    provenance: (s) => s.provenance.pricing,
  },
  {
    key: 'devices',
    fact: 'devices',
    label: 'Devices',
    value: cellOf('simultaneousConnections'),
    provenance: (s) => s.provenance.devices,
  },
  {
    key: 'network',
    fact: 'network',
    label: 'Network',
    value: cellOf('serverNetwork'),
    provenance: (s) => s.provenance.network,
  },
  {
    key: 'money-back',
    fact: 'refund',
    label: 'Money-back',
    value: cellOf('moneyBackGuarantee'),
    provenance: (s) => s.provenance.refund,
  },
  {
    key: 'free',
    fact: 'freePlan',
    label: 'Free version',
    value: cellOf('freeVersion'),
    provenance: (s) => s.comparison.freeVersion.provenance,
  },
  {
    key: 'jurisdiction',
    fact: 'jurisdiction',
    label: 'Jurisdiction',
    value: (s) => s.jurisdiction,
    provenance: (s) => s.provenance.jurisdiction,
  },
  {
    key: 'logging',
    fact: 'logging',
    label: 'Logging policy',
    value: (s) => s.logsPolicy,
    provenance: (s) => s.provenance.logging,
  },
  {
    key: 'standout',
    fact: 'standout',
    label: 'Standout feature',
    value: cellOf('standoutFeature'),
    provenance: (s) => s.provenance.standout,
  },
  {
    key: 'owner',
    fact: 'ownership',
    label: 'Owner',
    value: (s) => factGroupValue(s, 'ownership'),
    provenance: (s) => s.ownership?.provenance ?? null,
  },
  {
    key: 'audits',
    fact: 'audits',
    label: 'Independent audits',
    value: (s) => (s.audits && s.audits.length > 0 ? s.audits.map(auditShort).join('; ') : null),
    provenance: (s) => s.audits?.[0]?.provenance ?? null,
  },
  {
    key: 'renewal',
    fact: 'renewal',
    label: 'Renewal prices',
    value: (s) => factGroupValue(s, 'renewal'),
    provenance: (s) => s.plans.find((p) => p.renewal)?.renewal?.provenance ?? null,
  },
  featureColumn('protocols', 'Protocols'),
  featureColumn('killSwitch', 'Kill switch'),
  featureColumn('openSource', 'Open-source apps'),
  featureColumn('portForwarding', 'Port forwarding'),
  featureColumn('payment', 'Payment'),
  featureColumn('signup', 'Sign-up data'),
  featureColumn('ipv6', 'IPv6'),
  featureColumn('infrastructure', 'Server storage'),
];

/** How a phone folds a provider's facts: each group under its title, its first fact shown while folded. */
export const FACT_GROUPS: readonly { title: string; keys: readonly string[] }[] = [
  { title: 'Price', keys: ['long-term', 'monthly', 'renewal'] },
  { title: 'Devices and network', keys: ['devices', 'network'] },
  { title: 'Refund and free version', keys: ['money-back', 'free'] },
  { title: 'Law and logging', keys: ['jurisdiction', 'logging'] },
  { title: 'Owner and audits', keys: ['owner', 'audits'] },
  { title: 'Standout feature', keys: ['standout'] },
  { title: 'Protocols and kill switch', keys: ['protocols', 'killSwitch', 'ipv6'] },
  { title: 'Apps and servers', keys: ['openSource', 'portForwarding', 'infrastructure'] },
  { title: 'Payment and sign-up', keys: ['payment', 'signup'] },
];

/** The columns of a group, in its order. @throws Error for a key no column has. */
export function groupColumns(keys: readonly string[]): FactColumn[] {
  return keys.map((key) => {
    const column = FACT_COLUMNS.find((c) => c.key === key);
    if (!column) throw new Error(`no fact column "${key}"`);
    return column;
  });
}

/** Every provider's facts in table order, for the table's one provenance note. */
export function tableFacts(
  services: readonly VpnService[],
): { provenance: Provenance | null; hasValue: boolean }[] {
  return services.flatMap((s) =>
    FACT_COLUMNS.map((c) => ({ provenance: c.provenance(s), hasValue: c.value(s) !== null })),
  );
}
