/**
 * Rating rules: stars, bars and the overall-score method published on /about.
 * Ratings are out of 5; the spec lets a rating arrive as a number or a decimal string.
 */

export type Star = 'full' | 'half' | 'empty';

/** The star drawn everywhere, on a 20x20 grid; symmetric about x = 10. */
export const STAR_PATH = 'M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z';

/** The left half of STAR_PATH, filled over an empty star to draw a half star (no gradient ids to collide). */
export const STAR_LEFT_HALF_PATH = 'M10 1.5 7.4 6.8l-5.9.9 4.3 4.1-1 5.8 5.2-2.7z';

/** A rating as a number; strings such as "4.8" are parsed as decimals (spec section 3). */
export function toRating(value: number | string): number {
  const n = typeof value === 'number' ? value : Number.parseFloat(value);
  if (!Number.isFinite(n)) throw new TypeError(`Not a rating: ${String(value)}`);
  return Math.min(5, Math.max(0, n));
}

/**
 * Five stars for a rating. Cards fill the whole part only ("rating rounded down");
 * the reviews listing adds a half star when there is a fraction.
 */
export function stars(value: number | string, { half = false }: { half?: boolean } = {}): Star[] {
  const rating = toRating(value);
  const full = Math.floor(rating);
  const hasHalf = half && rating - full > 0;
  return Array.from({ length: 5 }, (_, i): Star =>
    i < full ? 'full' : i === full && hasHalf ? 'half' : 'empty',
  );
}

/** One decimal, as shown next to stars: 4 -> "4.0". */
export function formatRating(value: number | string): string {
  return toRating(value).toFixed(1);
}

/** Width of a rating bar in percent: the rating x 20. */
export function barPercent(value: number | string): number {
  return Math.round(toRating(value) * 20 * 10) / 10;
}
