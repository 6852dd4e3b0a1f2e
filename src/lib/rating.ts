/**
 * Rating rules: stars, bars and the overall-score method published on /about; ratings are numbers out of 5.
 */

type Point = readonly [x: number, y: number];

/**
 * The star drawn everywhere: a five-pointed polygon in a 20x20 cell, symmetric about x = 10, x 1.5 to 18.5.
 */
const STAR_POINTS: readonly Point[] = [
  [10, 1.5],
  [12.6, 6.8],
  [18.5, 7.7],
  [14.2, 11.8],
  [15.2, 17.6],
  [10, 14.9],
  [4.8, 17.6],
  [5.8, 11.8],
  [1.5, 7.7],
  [7.4, 6.8],
];

/** STAR_POINTS as an SVG path. */
export const STAR_PATH = `M${STAR_POINTS.map(([x, y]) => `${x} ${y}`).join('L')}Z`;

/** Left edge (x) of each of the five 20-unit star cells in a 100x20 row. */
export const STAR_CELLS = [0, 20, 40, 60, 80] as const;

const tenths = (n: number) => String(Math.round(n * 10) / 10);
/** One star in relative steps from its first corner, closed (which returns to that corner). */
const STAR_STEPS = `l${STAR_POINTS.slice(1)
  .map(([x, y], i) => {
    const [px = 0, py = 0] = STAR_POINTS[i] ?? [];
    return `${tenths(x - px)} ${tenths(y - py)}`;
  })
  .join(' ')}z`;

/** The row of five stars (STAR_PATH in each of STAR_CELLS) as one SVG path, each a cell right of the last. */
export const STAR_ROW_PATH = STAR_CELLS.map((x, i) =>
  i === 0
    ? `M${x + (STAR_POINTS[0]?.[0] ?? 0)} ${STAR_POINTS[0]?.[1] ?? 0}${STAR_STEPS}`
    : `m${x - (STAR_CELLS[i - 1] ?? 0)} 0${STAR_STEPS}`,
).join('');

/** A rating clamped to 0-5. Throws a TypeError on a number that is not finite (NaN). */
export function toRating(value: number): number {
  if (!Number.isFinite(value)) throw new TypeError(`Not a rating: ${String(value)}`);
  return Math.min(5, Math.max(0, value));
}

/** Area of a polygon (shoelace formula). */
function area(points: readonly Point[]): number {
  let twice = 0;
  points.forEach(([x1, y1], i) => {
    const [x2, y2] = points[(i + 1) % points.length] ?? [x1, y1];
    twice += x1 * y2 - x2 * y1;
  });
  return Math.abs(twice) / 2;
}

/** The part of a polygon left of the vertical line at `x` (Sutherland-Hodgman against one edge). */
function leftOf(points: readonly Point[], x: number): Point[] {
  return points.flatMap((a, i): Point[] => {
    const b = points[(i + 1) % points.length] ?? a;
    const kept: Point[] = a[0] <= x ? [a] : [];
    if (a[0] <= x !== b[0] <= x) kept.push([x, a[1] + ((x - a[0]) / (b[0] - a[0])) * (b[1] - a[1])]);
    return kept;
  });
}

const STAR_AREA = area(STAR_POINTS);

/** The share (0-1) of one star's area left of `x` in its cell. */
export function starAreaShare(x: number): number {
  return area(leftOf(STAR_POINTS, x)) / STAR_AREA;
}

/**
 * How far the fill of a row of five stars reaches, in the row's 100 units (to 0.01), so the painted share of
 * the stars' area is the rating's share of 5: whole stars, then the line across the next star that leaves
 * `fraction` of its area to its left. By area, not width, since a star's points hold little of it (4.2 ->
 * 86.86, 4.8 -> 93.14; 4.5 -> 90, 5 -> 100). Clamped like `toRating`.
 */
export function starFillX(value: number): number {
  const rating = toRating(value);
  const whole = Math.floor(rating);
  if (whole >= 5) return 100;
  const fraction = rating - whole;
  let x = 0;
  if (fraction > 0) {
    // Bisection: the area share grows with x, from 0 at the star's left point (1.5) to 1 at its right (18.5).
    let [low, high] = [1.5, 18.5];
    for (let step = 0; step < 40; step++) {
      const mid = (low + high) / 2;
      if (starAreaShare(mid) < fraction) low = mid;
      else high = mid;
    }
    x = (low + high) / 2;
  }
  return Math.round((whole * 20 + x) * 100) / 100;
}

/** The one rule for showing a rating: one decimal, 4 -> "4.0", 4.25 -> "4.3" (clamped like `toRating`). */
export function formatRating(value: number): string {
  return toRating(value).toFixed(1);
}

/** The accessible name of a row of stars: "Rated 4.8 out of 5". */
export function ratingLabel(value: number): string {
  return `Rated ${formatRating(value)} out of 5`;
}
