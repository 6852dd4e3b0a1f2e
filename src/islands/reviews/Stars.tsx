/** Five read-only stars for a whole-star rating, read as one image: "Rated 4 out of 5". */
const STAR = 'M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z';

export default function Stars({ rating, size = 16 }: { rating: number; size?: number }) {
  return (
    <span role="img" aria-label={`Rated ${rating} out of 5`} className="inline-flex gap-0.5">
      {[1, 2, 3, 4, 5].map((n) => (
        <svg key={n} aria-hidden="true" width={size} height={size} viewBox="0 0 20 20">
          <path d={STAR} fill={n <= Math.round(rating) ? 'var(--star)' : 'transparent'} stroke="var(--star)" strokeWidth="1.2" />
        </svg>
      ))}
    </span>
  );
}
