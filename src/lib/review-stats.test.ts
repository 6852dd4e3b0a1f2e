import { describe, expect, it } from 'vitest';
import { addRatings, distributionPercent, EMPTY_DISTRIBUTION, statsFromDistribution } from './review-stats';

describe('review stats', () => {
  it('counts, averages to one decimal and distributes by rating', () => {
    const stats = statsFromDistribution(addRatings(EMPTY_DISTRIBUTION, [5, 4, 4]));
    expect(stats).toEqual({
      totalReviews: 3,
      averageRating: 4.3,
      ratingDistribution: { 1: 0, 2: 0, 3: 0, 4: 2, 5: 1 },
    });
    expect(distributionPercent(stats, 4)).toBe(67);
  });

  it('is all zeros without reviews and ignores impossible ratings', () => {
    expect(statsFromDistribution(EMPTY_DISTRIBUTION)).toEqual({
      totalReviews: 0,
      averageRating: 0,
      ratingDistribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
    });
    expect(statsFromDistribution(addRatings(EMPTY_DISTRIBUTION, [0, 7, 2.5, 1])).totalReviews).toBe(1);
    expect(distributionPercent(statsFromDistribution(EMPTY_DISTRIBUTION), 5)).toBe(0);
  });

  it('adds to a distribution without changing the one it was given', () => {
    const before = addRatings(EMPTY_DISTRIBUTION, [3]);
    addRatings(before, [3, 3]);
    expect(before[3]).toBe(1);
  });
});
