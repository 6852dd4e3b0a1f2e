/** GET /api/vpn-services/{id}/reviews and /review-stats: a service's published reviews and their stats. */
import type { Config, Context } from '@netlify/functions';
import { listReviewsResponse, reviewStatsResponse } from '../../src/lib/reviews-api';
import { reviewDeps } from '../../src/lib/review-runtime';

export default async (request: Request, context: Context): Promise<Response> => {
  const deps = reviewDeps(request);
  const id = context.params['id'] ?? '';
  return new URL(request.url).pathname.endsWith('/review-stats') ? reviewStatsResponse(deps, id) : listReviewsResponse(deps, id);
};

export const config: Config = {
  path: ['/api/vpn-services/:id/reviews', '/api/vpn-services/:id/review-stats'],
  method: 'GET',
};
