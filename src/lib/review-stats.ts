/** ReviewStats: the summary of one service's published reviews. */
/** How many published reviews gave each whole rating, keyed 1 to 5. */
export type RatingDistribution = Record<1 | 2 | 3 | 4 | 5, number>;

/**
 * GET /api/vpn-services/{id}/review-stats (schema: src/lib/api-schemas.ts); zod-free for the reviews island.
 */
export interface ReviewStats {
  totalReviews: number;
  /** Mean rating, one decimal; 0 when there are no reviews. */
  averageRating: number;
  ratingDistribution: RatingDistribution;
}

/** A distribution with no reviews. */
export const EMPTY_DISTRIBUTION: RatingDistribution = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };

/** The distribution with more ratings counted (whole stars 1 to 5; anything else is ignored). */
export function addRatings(distribution: RatingDistribution, ratings: readonly number[]): RatingDistribution {
  const next = { ...distribution };
  for (const rating of ratings) {
    if (Number.isInteger(rating) && rating >= 1 && rating <= 5) next[rating as 1 | 2 | 3 | 4 | 5] += 1;
  }
  return next;
}

/** ReviewStats from a rating distribution: the total and the mean to one decimal. */
export function statsFromDistribution(ratingDistribution: RatingDistribution): ReviewStats {
  let total = 0;
  let sum = 0;
  for (const stars of [1, 2, 3, 4, 5] as const) {
    total += ratingDistribution[stars];
    sum += stars * ratingDistribution[stars];
  }
  return {
    totalReviews: total,
    averageRating: total === 0 ? 0 : Math.round((sum / total) * 10) / 10,
    ratingDistribution: { ...ratingDistribution },
  };
}

/** Share of reviews with a rating, in whole percent, for the distribution bars. */
export function distributionPercent(stats: ReviewStats, rating: 1 | 2 | 3 | 4 | 5): number {
  return stats.totalReviews === 0
    ? 0
    : Math.round((stats.ratingDistribution[rating] / stats.totalReviews) * 100);
}
