/**
 * Progressive enhancement of the static comparison table: sort its provider columns and choose which providers
 * to show. The table stays complete without JavaScript; this island only reorders and hides its cells.
 */
import { useEffect, useState } from 'react';
import { SORT_OPTIONS, orderSlugs, type SortBy, type SortKeys } from '../lib/comparison';

interface Props {
  /** id of the <table> to enhance; its provider cells carry data-slug. */
  tableId: string;
  services: SortKeys[];
}

/** Moves every row's provider cells into `order` and hides those not in `shown`. */
function applyToTable(table: HTMLTableElement, order: string[], shown: Set<string>) {
  for (const row of table.rows) {
    const cells = new Map(
      [...row.querySelectorAll<HTMLElement>(':scope > [data-slug]')].map((cell) => [
        cell.dataset.slug ?? '',
        cell,
      ]),
    );
    for (const slug of order) {
      const cell = cells.get(slug);
      if (!cell) continue;
      cell.hidden = !shown.has(slug);
      row.append(cell);
    }
  }
}

export default function MatrixControls({ tableId, services }: Props) {
  // Rendered only after hydration, so visitors without JavaScript never see controls that do nothing.
  const [ready, setReady] = useState(false);
  const [sortBy, setSortBy] = useState<SortBy>('default');
  const [shown, setShown] = useState(() => new Set(services.map((s) => s.slug)));

  // eslint-disable-next-line react-hooks/set-state-in-effect -- the controls show only once hydrated
  useEffect(() => setReady(true), []);
  useEffect(() => {
    const table = document.getElementById(tableId);
    if (table instanceof HTMLTableElement) applyToTable(table, orderSlugs(services, sortBy), shown);
  }, [tableId, services, sortBy, shown]);

  const toggle = (slug: string) =>
    setShown((current) => {
      const next = new Set(current);
      if (next.has(slug) && next.size > 1) next.delete(slug);
      else next.add(slug);
      return next;
    });

  // The placeholder keeps the controls' height, so the table does not move when they appear.
  if (!ready) return <div className="mt-6 min-h-[6.5rem] md:min-h-11" />;
  const sortLabel = SORT_OPTIONS.find((o) => o.value === sortBy)?.label ?? '';
  return (
    <div className="mt-6 flex min-h-[6.5rem] flex-wrap content-start items-start gap-4 md:min-h-11">
      <label className="flex items-center gap-2 text-sm font-medium">
        Sort by
        <select
          value={sortBy}
          onChange={(e) => setSortBy(e.target.value as SortBy)}
          className="rounded-md border border-line bg-card px-3 py-2 text-ink"
        >
          {SORT_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </label>
      <details className="relative text-sm">
        <summary className="cursor-pointer rounded-md border border-line bg-card px-3 py-2 font-medium">
          Choose providers ({shown.size} of {services.length} shown)
        </summary>
        <fieldset className="absolute z-20 mt-2 grid w-72 gap-1 rounded-xl border border-line bg-card p-3 shadow-lg">
          <legend className="sr-only">Providers to show</legend>
          {services.map((s) => (
            <label key={s.slug} className="flex items-center gap-2 rounded px-1 py-1 hover:bg-sunken">
              <input
                type="checkbox"
                checked={shown.has(s.slug)}
                onChange={() => toggle(s.slug)}
                className="h-4 w-4"
              />
              {s.name}
            </label>
          ))}
        </fieldset>
      </details>
      <p className="sr-only" aria-live="polite">
        Sorted by {sortLabel}, showing {shown.size} of {services.length} providers.
      </p>
    </div>
  );
}
