/**
 * Content dates, one rule for every page (title years follow it): `publishedAt` is the day the text was first
 * published (its file's first commit), `updatedAt` the day it last changed after that, set only when it did.
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

/** The day a provider page last changed or was checked: its text's last change or its newest `checkedAt`. */
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
 * The year a page title carries ("NordVPN Review 2026"): the UTC year of the newest of `dates` (each entry's
 * last update or check), never the clock's, so a rebuild in a new year retitles nothing.
 * @throws Error when no date is given: a title year needs a dated source.
 */
export function titleYear(dates: Iterable<Date>): number {
  return newest(dates).getUTCFullYear();
}

/** Whether `value` is a calendar day written YYYY-MM-DD (not "2026-02-30", "2026-11-5", "Nov 5 2026"). */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
