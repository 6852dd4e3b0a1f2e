/**
 * Rankings by one figure: shared places on ties ("1, 1, 3"), providers without the figure last with no place;
 * and who leads between two providers, for the compare pages.
 */
import type { Better } from './figures';

/** One ranked item: its figure and place (1 = best); `place` is null when the figure is unknown. */
export interface Ranked<T> {
  item: T;
  figure: number | null;
  place: number | null;
}

/** Orders two known figures: negative when `a` is better. */
function byBetter(a: number, b: number, better: Better): number {
  if (a === b) return 0;
  return (a < b ? -1 : 1) * (better === 'lower' ? 1 : -1);
}

/**
 * Ranks `items` by a figure (its value and better end: src/lib/figures.ts). Equal figures share a place and
 * the next place skips ("1, 1, 3"); items without the figure come last, place null. Ties keep their input
 * order.
 */
export function rank<T>(
  items: readonly T[],
  { value, better }: { value: (item: T) => number | null; better: Better },
): Ranked<T>[] {
  const withFigures = items.map((item) => ({ item, figure: value(item) }));
  const known = withFigures
    .filter((e): e is { item: T; figure: number } => e.figure !== null)
    .sort((a, b) => byBetter(a.figure, b.figure, better));
  const unknown = withFigures.filter((e) => e.figure === null);
  const ranked: Ranked<T>[] = [];
  known.forEach((entry, index) => {
    const previous = ranked[index - 1];
    const place = previous?.figure === entry.figure ? previous.place : index + 1;
    ranked.push({ ...entry, place });
  });
  return [...ranked, ...unknown.map((e) => ({ ...e, place: null }))];
}

/** Who leads between two figures: the first, the second, a tie, or unknown when either figure is missing. */
export type Lead = 'first' | 'second' | 'tie' | 'unknown';

/** The leader of a pair on one figure. An unknown figure decides nothing: the result is 'unknown'. */
export function leader(first: number | null, second: number | null, better: Better): Lead {
  if (first === null || second === null) return 'unknown';
  const order = byBetter(first, second, better);
  return order === 0 ? 'tie' : order < 0 ? 'first' : 'second';
}

/**
 * Who leads between two figures that may be ranges ("$9.99-$12.99"): a side whose whole range beats the
 * other's; equal ranges tie; overlapping ranges decide nothing ('overlap'), nor does a missing figure
 * ('unknown').
 */
export function spanLeader(
  first: { low: number; high: number } | null,
  second: { low: number; high: number } | null,
  better: Better,
): Lead | 'overlap' {
  if (first === null || second === null) return 'unknown';
  if (first.low === second.low && first.high === second.high) return 'tie';
  const beats = (x: typeof first, y: typeof first) => (better === 'lower' ? x.high < y.low : x.low > y.high);
  if (beats(first, second)) return 'first';
  if (beats(second, first)) return 'second';
  return 'overlap';
}

/** The ranked entries as list positions (structured data): places, shared on ties; the unranked left out. */
export function listPositions<T>(ranked: readonly Ranked<T>[]): { item: T; position: number }[] {
  return ranked.flatMap((r) => (r.place === null ? [] : [{ item: r.item, position: r.place }]));
}
