/**
 * /data's facts of each provider: one column per fact (its label, its value as pages show it, where it comes
 * from) and the groups a phone folds them into. The desktop table (src/components/data/FactsTable.astro) and the
 * phone cards (FactCards.astro) read the same columns, so both show the same figures and marks.
 */
import { auditShort, factGroupValue } from './open-data';
import {
  PROVENANCE_STATES,
  provenanceState,
  provenanceSummary,
  sourceLabel,
  type Provenance,
} from './provenance';
import type { VpnService } from './vpn-service';

/** One fact of a provider: its label, its value as pages show it (null: not in our data), its provenance. */
export interface FactColumn {
  key: string;
  label: string;
  value: (s: VpnService) => string | null;
  provenance: (s: VpnService) => Provenance | null;
}

const cellOf = (key: keyof VpnService['comparison']) => (s: VpnService) => s.comparison[key].value;

/** The facts, in the table's column order. */
export const FACT_COLUMNS: readonly FactColumn[] = [
  {
    key: 'long-term',
    label: 'Lowest long-term price',
    value: cellOf('lowestLongTermPrice'),
    provenance: (s) => s.provenance.pricing,
  },
  {
    key: 'monthly',
    label: 'Monthly price',
    value: cellOf('standardMonthlyPrice'),
    provenance: (s) => s.provenance.pricing,
  },
  {
    key: 'devices',
    label: 'Devices',
    value: cellOf('simultaneousConnections'),
    provenance: (s) => s.provenance.devices,
  },
  {
    key: 'network',
    label: 'Network',
    value: cellOf('serverNetwork'),
    provenance: (s) => s.provenance.network,
  },
  {
    key: 'money-back',
    label: 'Money-back',
    value: cellOf('moneyBackGuarantee'),
    provenance: (s) => s.provenance.refund,
  },
  {
    key: 'free',
    label: 'Free version',
    value: cellOf('freeVersion'),
    provenance: (s) => s.provenance.refund,
  },
  {
    key: 'jurisdiction',
    label: 'Jurisdiction',
    value: (s) => s.jurisdiction,
    provenance: (s) => s.provenance.jurisdiction,
  },
  {
    key: 'logging',
    label: 'Logging policy',
    value: (s) => s.logsPolicy,
    provenance: (s) => s.provenance.logging,
  },
  {
    key: 'standout',
    label: 'Standout feature',
    value: cellOf('standoutFeature'),
    provenance: (s) => s.provenance.standout,
  },
  {
    key: 'owner',
    label: 'Owner',
    value: (s) => factGroupValue(s, 'ownership'),
    provenance: (s) => s.ownership?.provenance ?? null,
  },
  {
    key: 'audits',
    label: 'Independent audits',
    value: (s) => (s.audits && s.audits.length > 0 ? s.audits.map(auditShort).join('; ') : null),
    provenance: (s) => s.audits?.[0]?.provenance ?? null,
  },
  {
    key: 'renewal',
    label: 'Renewal prices',
    value: (s) => factGroupValue(s, 'renewal'),
    provenance: (s) => s.plans.find((p) => p.renewal)?.renewal?.provenance ?? null,
  },
];

/** How a phone folds a provider's facts: each group under its title, its first fact shown while folded. */
export const FACT_GROUPS: readonly { title: string; keys: readonly string[] }[] = [
  { title: 'Price', keys: ['long-term', 'monthly', 'renewal'] },
  { title: 'Devices and network', keys: ['devices', 'network'] },
  { title: 'Refund and free version', keys: ['money-back', 'free'] },
  { title: 'Law and logging', keys: ['jurisdiction', 'logging'] },
  { title: 'Owner and audits', keys: ['owner', 'audits'] },
  { title: 'Standout feature', keys: ['standout'] },
];

/** The columns of a group, in its order. @throws Error for a key no column has. */
export function groupColumns(keys: readonly string[]): FactColumn[] {
  return keys.map((key) => {
    const column = FACT_COLUMNS.find((c) => c.key === key);
    if (!column) throw new Error(`no fact column "${key}"`);
    return column;
  });
}

/**
 * Which facts carry a mark: those whose provenance differs from the one the table's note states (the most
 * common), as `marked(row, column)` over `services` in their order and FACT_COLUMNS; and the facts as the note
 * reads them.
 */
export function factMarks(services: readonly VpnService[]): {
  facts: { provenance: Provenance | null; hasValue: boolean }[];
  marked: (row: number, column: number) => boolean;
} {
  const facts = services.flatMap((s) =>
    FACT_COLUMNS.map((c) => ({ provenance: c.provenance(s), hasValue: c.value(s) !== null })),
  );
  const set = new Set(provenanceSummary(facts, null).marked);
  return { facts, marked: (row, column) => set.has(row * FACT_COLUMNS.length + column) };
}

/** A mark's words: a sourced figure's source kind and own date ("a publication (CNET), February 2, 2022"), else its state. */
export function markLabel(p: Provenance | null): string {
  return (
    (p && provenanceState(p) === 'sourced' ? sourceLabel(p) : null) ??
    PROVENANCE_STATES.find((x) => x.state === provenanceState(p))?.label.toLowerCase() ??
    ''
  );
}
