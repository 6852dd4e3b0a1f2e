/**
 * The guide list's search box and category filter (island, hydrated on the visitor's first use of the form).
 * The cards are static HTML passed in as children; this island hides those that do not match, keeps the
 * title, count and empty state in step, and mirrors the filter in the URL query, to share a filtered list.
 */
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  GUIDE_CATEGORIES,
  guideFilterQuery,
  guideListTitle,
  guidesFoundLabel,
  matchesGuide,
  parseGuideFilter,
  type CategoryFilter,
  type GuideFilter as Filter,
  type GuideFilterFields,
} from '../lib/guides';

/** What the island knows of a guide: the fields the filter reads, and the slug its card carries as data-guide. */
interface FilterableGuide extends GuideFilterFields {
  slug: string;
}

interface Props {
  guides: readonly FilterableGuide[];
  /** The cards: elements with data-guide="{slug}". */
  children?: ReactNode;
}

const UNFILTERED: Filter = { q: '', category: 'all' };

export default function GuideFilter({ guides, children }: Props) {
  const cards = useRef<HTMLDivElement>(null);
  const search = useRef<HTMLInputElement>(null);
  const category = useRef<HTMLSelectElement>(null);
  // The first render equals the built HTML (the unfiltered list); right after, the island applies what the
  // visitor typed or chose while it was loading, else the URL's filter.
  const [filter, setFilter] = useState<Filter>(UNFILTERED);
  const update = (next: Filter) => {
    setFilter(next);
    history.replaceState(history.state, '', `${location.pathname}${guideFilterQuery(next)}${location.hash}`);
  };
  useEffect(() => {
    const fields = new URLSearchParams({
      q: search.current?.value ?? '',
      category: category.current?.value ?? '',
    });
    const typed = parseGuideFilter(`?${fields.toString()}`);
    if (guideFilterQuery(typed) === '') setFilter(parseGuideFilter(window.location.search));
    else update(typed);
  }, []);

  const visible = useMemo(
    () =>
      new Set(
        guides.filter((guide) => matchesGuide(guide, filter.q, filter.category)).map((guide) => guide.slug),
      ),
    [guides, filter],
  );
  useEffect(() => {
    for (const card of cards.current?.querySelectorAll<HTMLElement>('[data-guide]') ?? []) {
      card.hidden = !visible.has(card.dataset['guide'] ?? '');
    }
  }, [visible]);

  const showAll = () => {
    update(UNFILTERED);
    search.current?.focus();
  };

  return (
    <>
      {/* A real GET form, so Enter before hydration reloads the list filtered; hidden without scripting. */}
      <noscript>
        <p className="text-sm" data-testid="guide-filter-noscript">
          Searching and filtering the guides need JavaScript, which is off in this browser: every guide is
          listed below.
        </p>
      </noscript>
      <div className="js-only">
        <form
          role="search"
          aria-label="Guides"
          action="/guides"
          method="get"
          onSubmit={(event) => event.preventDefault()}
          className="flex flex-col gap-3 sm:flex-row"
        >
          <div className="relative flex-1">
            <label htmlFor="guide-search" className="sr-only">
              Search guides
            </label>
            <svg
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-muted"
              width="20"
              height="20"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <circle cx="11" cy="11" r="7" />
              <path d="m20 20-4-4" strokeLinecap="round" />
            </svg>
            <input
              ref={search}
              id="guide-search"
              type="search"
              name="q"
              value={filter.q}
              onChange={(event) => update({ ...filter, q: event.target.value })}
              placeholder="Search guides..."
              autoComplete="off"
              className="w-full rounded-md border border-muted bg-card py-3 pr-3 pl-10 text-ink placeholder:text-muted"
            />
          </div>
          <label htmlFor="guide-category" className="sr-only">
            Category
          </label>
          <select
            ref={category}
            id="guide-category"
            name="category"
            value={filter.category}
            onChange={(event) => update({ ...filter, category: event.target.value as CategoryFilter })}
            className="rounded-md border border-muted bg-card px-3 py-3 text-ink sm:w-56"
          >
            <option value="all">All Categories</option>
            {Object.entries(GUIDE_CATEGORIES).map(([value, { label }]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </form>
      </div>

      <div className="mt-10 flex flex-wrap items-center justify-between gap-3">
        <h2 id="guide-list-title" className="text-2xl font-bold tracking-tight">
          {guideListTitle(filter.category)}
        </h2>
        <p
          role="status"
          className="rounded-full bg-brand-soft px-3 py-1 text-sm font-semibold text-brand-strong"
        >
          {guidesFoundLabel(visible.size)}
        </p>
      </div>

      <div ref={cards} className="mt-6">
        {children}
      </div>

      {visible.size === 0 && (
        <div className="card p-10 text-center">
          <h3 className="text-xl font-bold">No Guides Found</h3>
          <p className="mt-2 text-muted">
            Try adjusting your search terms or category filter to find relevant guides.
          </p>
          <button
            type="button"
            onClick={showAll}
            className="mt-6 rounded-md bg-brand px-5 py-3 font-semibold text-on-brand hover:bg-brand-strong"
          >
            Show all guides
          </button>
        </div>
      )}
    </>
  );
}
