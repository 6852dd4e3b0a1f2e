/** The rating summary card: the average and a distribution from 5 stars down to 1. */
import { formatRating } from '../../lib/rating';
import { distributionPercent, type ReviewStats } from '../../lib/review-stats';
import Stars from './Stars';

export default function RatingSummary({ stats }: { stats: ReviewStats }) {
  return (
    <div className="mt-6 grid gap-6 rounded-xl bg-sunken p-5 sm:grid-cols-[auto_1fr]">
      <div className="text-center sm:pr-6">
        <p className="text-4xl font-bold" data-testid="average-rating">
          {formatRating(stats.averageRating)}
        </p>
        <Stars rating={stats.averageRating} size={18} />
        <p className="mt-1 text-sm text-muted">
          Based on {stats.totalReviews} {stats.totalReviews === 1 ? 'review' : 'reviews'}
        </p>
      </div>
      <ul className="space-y-1.5" aria-label="Rating distribution">
        {([5, 4, 3, 2, 1] as const).map((stars) => (
          <li key={stars} className="flex items-center gap-3 text-sm" data-testid={`distribution-${stars}`}>
            <span className="w-14 shrink-0">
              {stars} {stars === 1 ? 'star' : 'stars'}
            </span>
            <span aria-hidden="true" className="h-2 flex-1 overflow-hidden rounded-full bg-[var(--track)]">
              <span
                className="block h-full rounded-full bg-[var(--star)]"
                style={{ width: `${distributionPercent(stats, stars)}%` }}
              />
            </span>
            <span className="w-8 shrink-0 text-right">{stats.ratingDistribution[stars]}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
