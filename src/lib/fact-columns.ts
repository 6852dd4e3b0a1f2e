/**
 * /data's facts of each provider: one column per fact of its table (src/components/data/FactsTable.astro): its
 * label, its value as pages show it, and the fact group whose record it reads and its short mark links to.
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

/** A comparison cell's column: the cell's value and the record it states (for a price, about that price). */
const cellColumn = (
  key: string,
  fact: FactGroupKey,
  label: string,
  cell: keyof VpnService['comparison'],
): FactColumn => ({
  key,
  fact,
  label,
  value: (s) => s.comparison[cell].value,
  provenance: (s) => s.comparison[cell].provenance,
});

/** A column of a fact kept in one record (`provenance.<fact>`), the record its mark states. */
const recordColumn = (
  key: string,
  fact: FactGroupKey,
  label: string,
  value: FactColumn['value'],
): FactColumn => ({ key, fact, label, value, provenance: (s) => s.provenance[fact] ?? null });

/** A feature fact's column: its words with any disputing readings; the payment column adds the anonymity rule's answer. */
const featureColumn = (fact: FactGroupKey, label: string): FactColumn =>
  recordColumn(fact, fact, label, (s) => {
    const text = factValueText(fact, s[fact as keyof VpnService]);
    if (text === NOT_IN_DATA) return null;
    const anonymous = fact === 'payment' ? paysAnonymously(s.payment) : null;
    const shown =
      anonymous === null
        ? text
        : `${text}: ${anonymous ? 'can be paid anonymously' : 'no anonymous payment'}`;
    return withDisputes(shown, s.provenance[fact]);
  });

/** The facts, in the table's column order. */
export const FACT_COLUMNS: readonly FactColumn[] = [
  cellColumn('long-term', 'pricing', 'Lowest long-term price', 'lowestLongTermPrice'),
  cellColumn('monthly', 'pricing', 'Monthly price', 'standardMonthlyPrice'),
  cellColumn('devices', 'devices', 'Devices', 'simultaneousConnections'),
  cellColumn('network', 'network', 'Network', 'serverNetwork'),
  cellColumn('money-back', 'refund', 'Money-back', 'moneyBackGuarantee'),
  cellColumn('free', 'freePlan', 'Free version', 'freeVersion'),
  recordColumn('jurisdiction', 'jurisdiction', 'Jurisdiction', (s) => s.jurisdiction),
  recordColumn('logging', 'logging', 'Logging policy', (s) => s.logsPolicy),
  cellColumn('standout', 'standout', 'Standout feature', 'standoutFeature'),
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

/** Every provider's facts in table order, for the table's one provenance note. */
export function tableFacts(
  services: readonly VpnService[],
): { provenance: Provenance | null; hasValue: boolean }[] {
  return services.flatMap((s) =>
    FACT_COLUMNS.map((c) => ({ provenance: c.provenance(s), hasValue: c.value(s) !== null })),
  );
}
