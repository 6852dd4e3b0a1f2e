/** Before the specs: the provider of LONG_REVIEWS gets its 25 published reviews, long words included. */
import { test as setup, expect } from './fixtures';
import { LONG_REVIEWS, longReview, publishReview } from './lib/published-reviews';

setup(
  `publish ${LONG_REVIEWS.count} reviews to ${LONG_REVIEWS.slug}`,
  async ({ request, moderationToken }) => {
    for (let i = 0; i < LONG_REVIEWS.count; i++)
      await publishReview(request, moderationToken, LONG_REVIEWS.slug, longReview(i));
    const stats = await request.get(`/api/vpn-services/${LONG_REVIEWS.slug}/review-stats`);
    expect(((await stats.json()) as { totalReviews: number }).totalReviews).toBe(LONG_REVIEWS.count);
  },
);
