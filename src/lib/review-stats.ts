/** ReviewStats: the summary of one service's published reviews. */

export interface ReviewStats {
  totalReviews: number;
  /** Mean rating, one decimal; 0 when there are no reviews. */
  averageRating: number;
  /** How many reviews gave each whole rating, keyed 1 to 5. */
  ratingDistribution: Record<1 | 2 | 3 | 4 | 5, number>;
}

/** Stats from published reviews' ratings (whole stars 1 to 5; anything else is ignored). */
export function computeStats(reviews: readonly { rating: number }[]): ReviewStats {
  const ratingDistribution: ReviewStats['ratingDistribution'] = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  let total = 0;
  let sum = 0;
  for (const { rating } of reviews) {
    if (!Number.isInteger(rating) || rating < 1 || rating > 5) continue;
    ratingDistribution[rating as 1 | 2 | 3 | 4 | 5] += 1;
    total += 1;
    sum += rating;
  }
  return {
    totalReviews: total,
    averageRating: total === 0 ? 0 : Math.round((sum / total) * 10) / 10,
    ratingDistribution,
  };
}

/** Share of reviews with a rating, in whole percent, for the distribution bars. */
export function distributionPercent(stats: ReviewStats, rating: 1 | 2 | 3 | 4 | 5): number {
  return stats.totalReviews === 0
    ? 0
    : Math.round((stats.ratingDistribution[rating] / stats.totalReviews) * 100);
}
