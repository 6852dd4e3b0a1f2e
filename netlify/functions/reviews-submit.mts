/**
 * POST /api/vpn-services/{id}/reviews: stores a submission as pending moderation.
 * Two limits: in the function, REVIEWS_RATE_LIMIT well-formed submissions per client per 10 minutes (default 5),
 * counted in Blobs by Netlify's client IP, so it holds across instances; and at Netlify's edge, as an outer guard
 * against floods, 20 requests of any kind per minute per IP and domain.
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
