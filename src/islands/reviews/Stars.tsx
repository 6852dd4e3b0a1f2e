/** Five read-only stars for a whole-star rating, read as one image: "Rated 4 out of 5". */
import { STAR_PATH } from '../../lib/rating';

export default function Stars({ rating, size = 16 }: { rating: number; size?: number }) {
  return (
    <span role="img" aria-label={`Rated ${rating} out of 5`} className="inline-flex gap-0.5">
      {[1, 2, 3, 4, 5].map((n) => (
        <svg key={n} aria-hidden="true" width={size} height={size} viewBox="0 0 20 20">
          <path
            d={STAR_PATH}
            fill={n <= Math.round(rating) ? 'var(--star)' : 'transparent'}
            stroke="var(--star)"
            strokeWidth="1.2"
          />
        </svg>
      ))}
    </span>
  );
}
