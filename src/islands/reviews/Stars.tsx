/**
 * Five read-only stars for a rating out of 5, filled in proportion to it (starFillX in src/lib/rating.ts: 4.8
 * paints four stars and 80 % of the fifth), outlined so the empty part keeps 3:1 against the page; the fill
 * is the row clipped by a nested <svg> (no ids to collide). Read as one image, "Rated 4.8 out of 5"; put the
 * number beside it. Also rendered by Astro cards with no client directive (HTML only).
 */
import { STAR_ROW_PATH, ratingLabel, starFillX } from '../../lib/rating';

interface Props {
  rating: number;
  /** Pixel size of each star. */
  size?: number;
  /** Hidden from assistive technology: the number beside it says the score (our score out of 10, drawn as 5 stars). */
  decorative?: boolean;
}

export default function Stars({ rating, size = 16, decorative = false }: Props) {
  const fillX = starFillX(rating);
  return (
    <svg
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': ratingLabel(rating) })}
      width={size * 5}
      height={size}
      viewBox="0 0 100 20"
      className="shrink-0 stroke-star"
      strokeWidth="1.2"
      strokeLinejoin="round"
    >
      <path d={STAR_ROW_PATH} fill="none" />
      <svg width={fillX} height="20" className="fill-star">
        <path d={STAR_ROW_PATH} />
      </svg>
    </svg>
  );
}
