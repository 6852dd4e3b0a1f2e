import { describe, expect, it } from 'vitest';
import { computeStats, distributionPercent } from './review-stats';

describe('computeStats', () => {
  it('counts, averages to one decimal and distributes by rating', () => {
    const stats = computeStats([{ rating: 5 }, { rating: 4 }, { rating: 4 }]);
    expect(stats).toEqual({
      totalReviews: 3,
      averageRating: 4.3,
      ratingDistribution: { 1: 0, 2: 0, 3: 0, 4: 2, 5: 1 },
    });
    expect(distributionPercent(stats, 4)).toBe(67);
  });

  it('is all zeros without reviews and ignores impossible ratings', () => {
    expect(computeStats([])).toEqual({
      totalReviews: 0,
      averageRating: 0,
      ratingDistribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
    });
    expect(computeStats([{ rating: 0 }, { rating: 7 }, { rating: 2.5 }, { rating: 1 }]).totalReviews).toBe(1);
    expect(distributionPercent(computeStats([]), 5)).toBe(0);
  });
});
