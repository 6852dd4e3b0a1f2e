/**
 * The evidence coverage of the provider files: one cell per provider and fact group saying what stands behind the
 * group (its source's kind and date, a dated search, the launch data, or nothing), and the counts per state. For
 * `npm run facts -- coverage`.
 */
import {
  countStates,
  FACT_GROUPS,
  factRecords,
  provenanceState,
  type FactGroupKey,
  type ProvenanceFields,
  type ProvenanceState,
} from './provenance';
import { bestSource } from './source-quality';

const day = (d: Date | undefined) => d?.toISOString().slice(0, 10) ?? '';

/** One cell: "publication 2026-04", "checked 2026-12-02", "searched 2026-12-01", "launch data", "not in our data". */
export interface CoverageCell {
  group: FactGroupKey;
  state: ProvenanceState;
  text: string;
}

/**
 * The cell of one group: for a group of several items (audits, renewal prices), the best of their sources by the
 * source-quality rule, with the number of items ("auditor 2025-12-12 (4 items)").
 */
export function coverageCell(s: ProvenanceFields, group: FactGroupKey): CoverageCell {
  const facts = factRecords(s).filter((f) => f.group === group);
  const checked = facts.find((f) => f.state === 'checked')?.provenance;
  const best = bestSource(
    facts.flatMap((f) => (f.state === 'sourced' && f.provenance ? [f.provenance] : [])),
  );
  const items = facts.length > 1 ? ` (${String(facts.length)} items)` : '';
  if (checked) return { group, state: 'checked', text: `checked ${day(checked.checkedAt)}${items}` };
  if (best)
    return {
      group,
      state: 'sourced',
      text: `${best.sourceKind ?? 'source'} ${best.sourceDate ?? ''}${items}`,
    };
  const p = facts[0]?.provenance ?? null;
  const state = provenanceState(p);
  if (state === 'searched') return { group, state, text: `searched ${day(p?.searchedAt)}` };
  return { group, state, text: state === 'compiled' ? 'launch data' : 'not in our data' };
}

/** The table as text: a header, a row per provider ("slug | cell | cell …"), then the counts per state. */
export function coverageTable(files: readonly ProvenanceFields[]): string {
  const groups = FACT_GROUPS.map((g) => g.key);
  const table = files.map((s) => ({ slug: s.slug, cells: groups.map((g) => coverageCell(s, g)) }));
  const counts = countStates(table.flatMap((row) => row.cells.map((c) => c.state)));
  const rows = table.map((row) => `| ${row.slug} | ${row.cells.map((c) => c.text).join(' | ')} |`);
  const total = files.length * groups.length;
  return [
    `| provider | ${groups.join(' | ')} |`,
    `|${' --- |'.repeat(groups.length + 1)}`,
    ...rows,
    '',
    `${String(total)} cells: ${String(counts.checked)} checked, ${String(counts.sourced)} with a dated source, ${String(counts.searched)} searched (no dated source found), ${String(counts.compiled)} launch data only, ${String(counts.unknown)} not in our data.`,
  ].join('\n');
}
