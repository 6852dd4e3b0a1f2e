/**
 * Five read-only stars filled in proportion to the rating, the site's one star rule (starFillX in
 * src/lib/rating.ts), drawn as src/components/ui/Stars.astro draws it. Read as one image: "Rated 4.5 out of 5".
 */
import { STAR_ROW_PATH, ratingLabel, starFillX } from '../../lib/rating';

interface Props {
  rating: number;
  /** Pixel size of each star. */
  size?: number;
}

export default function Stars({ rating, size = 16 }: Props) {
  const fillX = starFillX(rating);
  return (
    <svg
      role="img"
      aria-label={ratingLabel(rating)}
      width={size * 5}
      height={size}
      viewBox="0 0 100 20"
      className="shrink-0 stroke-star"
      strokeWidth="1.2"
      strokeLinejoin="round"
      data-stars
    >
      <path d={STAR_ROW_PATH} fill="none" />
      <svg width={fillX} height="20" className="fill-star" data-star-fill>
        <path d={STAR_ROW_PATH} />
      </svg>
    </svg>
  );
}
