/**
 * The evidence coverage of the providers: per provider and fact group, what stands behind it (its best
 * source's grade and date, "disputed" with both sides, a dated search, the launch data, or nothing), and the
 * counts per class. For `npm run facts -- coverage`.
 */
import { disputingReadings } from './evidence';
import {
  countsAsEvidence,
  FACT_GROUPS,
  factRecords,
  provenanceState,
  type FactGroupKey,
  type ProvenanceFields,
  type SourceInfo,
} from './provenance';

const day = (d: Date | undefined) => d?.toISOString().slice(0, 10) ?? '';

/** The order in which one source beats another for a cell: checked evidence first, weak last. */
const RANK = ['primary', 'reputable', 'data-file', 'undated', 'historical', 'weak'] as const;
/**
 * What stands behind a cell, in the order the counts list them: a source by grade (RANK); a check; disputed;
 * a search that found none; the launch data; nothing.
 */
const CLASSES = [...RANK, 'checked', 'disputed', 'searched', 'compiled', 'unknown'] as const;
type CoverageClass = (typeof CLASSES)[number];

/**
 * One cell: "primary 2026-03", "primary undated", "disputed: primary undated vs data-file 2026-06-27",
 * "searched 2026-12-06", "launch data".
 */
export interface CoverageCell {
  group: FactGroupKey;
  cls: CoverageClass;
  text: string;
}

/** A source's class: its grade, or historical, or undated. */
function sourceClass(s: SourceInfo): CoverageClass {
  if (s.grade === 'weak') return 'weak';
  if (s.historical) return 'historical';
  return s.date === undefined ? 'undated' : s.grade;
}

/**
 * A source in a cell's words: class and date ("weak 2026-03"), or grade and "undated" ("primary undated").
 */
function sourceLabel(s: SourceInfo): string {
  const cls = sourceClass(s);
  return cls === 'undated' ? `${s.grade} undated` : `${cls} ${s.date ?? 'undated'}`;
}

/**
 * The cell of one group: the best source stating its value (the main one or one that agrees; over every item
 * of a group of several, with their number), or "disputed" when any item's fact is disputed.
 */
export function coverageCell(s: ProvenanceFields, group: FactGroupKey): CoverageCell {
  const facts = factRecords(s).filter((f) => f.group === group);
  const items = facts.length > 1 ? ` (${String(facts.length)} items)` : '';
  const checked = facts.find((f) => f.state === 'checked')?.provenance;
  if (checked) return { group, cls: 'checked', text: `checked ${day(checked.checkedAt)}${items}` };
  const disputed = facts.find((f) => disputingReadings(f.provenance).length > 0)?.provenance;
  if (disputed) {
    const other = disputingReadings(disputed)
      .map((r) => sourceLabel(r.source))
      .join(', ');
    const own = disputed.source
      ? sourceLabel(disputed.source)
      : `${disputed.compiledAt ? 'launch data' : 'not in our data'}${disputed.searchedAt ? `, searched ${day(disputed.searchedAt)}` : ''}`;
    return { group, cls: 'disputed', text: `disputed: ${own} vs ${other}${items}` };
  }
  const sources = facts.flatMap((f) =>
    f.provenance?.source ? [f.provenance.source, ...(f.provenance.also ?? [])] : [],
  );
  const best = [...sources].sort(
    (a, b) =>
      CLASSES.indexOf(sourceClass(a)) - CLASSES.indexOf(sourceClass(b)) ||
      (b.date ?? '').localeCompare(a.date ?? ''),
  )[0];
  if (best) return { group, cls: sourceClass(best), text: `${sourceLabel(best)}${items}` };
  const p = facts[0]?.provenance ?? null;
  const state = provenanceState(p);
  if (state === 'searched') return { group, cls: 'searched', text: `searched ${day(p?.searchedAt)}` };
  return state === 'compiled'
    ? { group, cls: 'compiled', text: 'launch data' }
    : { group, cls: 'unknown', text: 'not in our data' };
}

/** How many cells are in each class. */
export function countClasses(cells: readonly CoverageCell[]): Record<CoverageClass, number> {
  const counts = Object.fromEntries(CLASSES.map((c) => [c, 0])) as Record<CoverageClass, number>;
  for (const cell of cells) counts[cell.cls] += 1;
  return counts;
}

/** Whether a cell is checked, or rests on a primary, reputable or data-file source dated within two years. */
export function isDatedEvidence(s: ProvenanceFields, cell: CoverageCell): boolean {
  if (cell.cls === 'checked') return true;
  if (cell.cls === 'disputed')
    return factRecords(s).some(
      (f) =>
        f.group === cell.group &&
        [f.provenance?.source, ...(f.provenance?.also ?? [])].some((x) => countsAsEvidence(x)),
    );
  return cell.cls === 'primary' || cell.cls === 'reputable' || cell.cls === 'data-file';
}

/**
 * The table as text: a header, a row per provider ("| slug | cell | cell … |"), then the counts per class and
 * the share of cells with current dated evidence; `groups`: the fact groups shown (all by default).
 */
export function coverageTable(
  files: readonly ProvenanceFields[],
  groups: readonly FactGroupKey[] = FACT_GROUPS.map((g) => g.key),
): string {
  const table = files.map((s) => ({ s, cells: groups.map((g) => coverageCell(s, g)) }));
  const cells = table.flatMap((row) => row.cells);
  const counts = countClasses(cells);
  const dated = table.flatMap((row) => row.cells.filter((c) => isDatedEvidence(row.s, c))).length;
  const rows = table.map((row) => `| ${row.s.slug} | ${row.cells.map((c) => c.text).join(' | ')} |`);
  const listed = Object.entries(counts)
    .filter(([, n]) => n > 0)
    .map(([cls, n]) => `${String(n)} ${cls}`)
    .join(', ');
  return [
    `| provider | ${groups.join(' | ')} |`,
    `|${' --- |'.repeat(groups.length + 1)}`,
    ...rows,
    '',
    `${String(cells.length)} cells: ${listed}.`,
    `${String(dated)} of ${String(cells.length)} (${String(Math.round((100 * dated) / Math.max(cells.length, 1)))} %) rest on a check or a primary, reputable or data-file source dated within two years.`,
  ].join('\n');
}
