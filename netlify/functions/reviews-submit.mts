/**
 * POST /api/vpn-services/{id}/reviews: stores a submission as pending moderation.
 * Netlify's rate limiting guards it at the edge per IP and domain (its window is at most 3 minutes); the
 * in-function limiter applies the site's rule, REVIEWS_RATE_LIMIT submissions per client per 10 minutes,
 * which also holds under the local emulation.
 */
import type { Config, Context } from '@netlify/functions';
import { submitReviewResponse } from '../../src/server/reviews-api';
import { reviewDeps } from '../../src/server/netlify-deps';

export default async (request: Request, context: Context): Promise<Response> =>
  submitReviewResponse(reviewDeps(request), request, context.params['id'] ?? '', context.ip || 'unknown');

export const config: Config = {
  path: '/api/vpn-services/:id/reviews',
  method: 'POST',
  rateLimit: { windowLimit: 5, windowSize: 180, aggregateBy: ['ip', 'domain'] },
};
