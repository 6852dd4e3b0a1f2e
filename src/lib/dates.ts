/**
 * Content dates, one rule for guides, provider pages, About and the legal pages: `publishedAt` is the day the text
 * was first published (its file's first commit), and `updatedAt` the day the text last changed after that, set
 * only when it did. A page's title year follows the same dates, never the day of the build.
 */

/** Anything dated by that rule. */
export interface Dated {
  publishedAt: Date;
  updatedAt?: Date | undefined;
}

/** A fact that records the day someone compared it with the provider's own page, once that has happened. */
export interface Checkable {
  checkedAt?: Date | undefined;
  /** A search record (ownership, audits) carries only the day of its search, never a check. */
  searchedAt?: Date | undefined;
}

/** The day the text last changed: its update, else its publication. */
export function lastChanged(content: Dated): Date {
  return content.updatedAt ?? content.publishedAt;
}

/**
 * The day a provider page last changed or was checked: the newest of its text's last change and every
 * `checkedAt` recorded on its fact groups (`provenance`). A check changes what the page says about a fact
 * ("checked on {date}") without an edit of its text, so it dates the page as an edit does.
 */
export function lastChangedOrChecked(
  content: Dated & { provenance?: Readonly<Record<string, Checkable | undefined>> },
): Date {
  const checks = Object.values(content.provenance ?? {})
    .map((fact) => fact?.checkedAt)
    .filter((date): date is Date => date !== undefined);
  return newest([lastChanged(content), ...checks]);
}

/**
 * The newest of some dates.
 * @throws Error when there is none.
 */
export function newest(dates: Iterable<Date>): Date {
  let latest: Date | undefined;
  for (const date of dates) if (!latest || date.getTime() > latest.getTime()) latest = date;
  if (!latest) throw new Error('newest() needs at least one date');
  return latest;
}

/**
 * The year a page title carries ("NordVPN Review 2026"): the calendar year (UTC, as content dates are stored) of
 * the latest update or check of what the page shows. It never reads the clock, so a rebuild in a new year does not
 * retitle a page nobody changed: a page last updated 2026-12-31 and built on 2027-01-02 keeps 2026.
 * Pages that show several entries (home, /reviews, compare pairs, rankings) pass each entry's date.
 * @throws Error when no date is given: a title year needs a dated source.
 */
export function titleYear(dates: Iterable<Date>): number {
  return newest(dates).getUTCFullYear();
}

/**
 * Whether `value` is a real calendar day written YYYY-MM-DD: "2026-02-30" and "2026-11-5" are not (a Date would
 * roll the first over to March 2), nor "Nov 5 2026" or a date and time.
 */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
