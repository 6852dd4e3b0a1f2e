/**
 * Five read-only stars by the site's one star rule (stars() in src/lib/rating.ts): the whole part filled, and
 * with `half` a half star for a fraction. Read as one image: "Rated 4.5 out of 5".
 */
import { STAR_LEFT_HALF_PATH, STAR_PATH, formatRating, stars } from '../../lib/rating';

interface Props {
  rating: number;
  half?: boolean;
  /** Pixel size of each star. */
  size?: number;
}

export default function Stars({ rating, half = false, size = 16 }: Props) {
  return (
    <span role="img" aria-label={`Rated ${formatRating(rating)} out of 5`} className="inline-flex gap-0.5">
      {stars(rating, { half }).map((star, i) => (
        <svg key={i} aria-hidden="true" width={size} height={size} viewBox="0 0 20 20">
          <path
            d={STAR_PATH}
            fill={star === 'full' ? 'var(--star)' : 'transparent'}
            stroke="var(--star)"
            strokeWidth="1.2"
          />
          {star === 'half' && <path d={STAR_LEFT_HALF_PATH} fill="var(--star)" />}
        </svg>
      ))}
    </span>
  );
}
