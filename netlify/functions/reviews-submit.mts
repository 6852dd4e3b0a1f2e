/**
 * POST /api/vpn-services/{id}/reviews: stores a submission as pending moderation. Limits: REVIEWS_RATE_LIMIT
 * well-formed submissions per client per 10 minutes (default 5, in Blobs); at the edge 20 requests a minute.
 */
import type { Config, Context } from '@netlify/functions';
import { submitReviewResponse } from '../../src/server/reviews-api';
import { clientAddress, reviewDeps } from '../../src/server/netlify-deps';
import { answering } from '../../src/server/http';

export default answering('reviews-submit', async (request: Request, context: Context) =>
  submitReviewResponse(reviewDeps(context), request, context.params['id'] ?? '', clientAddress(context)),
);

export const config: Config = {
  path: '/api/vpn-services/:id/reviews',
  method: 'POST',
  // Counts every request, broken ones too, so it is set loose enough that no page can lock a visitor out for long.
  rateLimit: { windowLimit: 20, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
