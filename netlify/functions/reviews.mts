/**
 * GET /api/vpn-services/{id}/reviews and /review-stats: a service's published reviews and their stats.
 * Other methods (POST has its own function) get a JSON 405 rather than the HTML not-found page.
 */
import type { Config, Context } from '@netlify/functions';
import { jsonError } from '../../src/server/http';
import { listReviewsResponse, reviewStatsResponse } from '../../src/server/reviews-api';
import { reviewDeps } from '../../src/server/netlify-deps';

export default async (request: Request, context: Context): Promise<Response> => {
  const stats = new URL(request.url).pathname.endsWith('/review-stats');
  if (request.method !== 'GET') {
    const response = jsonError(405, 'Method not allowed');
    response.headers.set('allow', stats ? 'GET' : 'GET, POST');
    return response;
  }
  const deps = reviewDeps(request);
  const id = context.params['id'] ?? '';
  return stats ? reviewStatsResponse(deps, id) : listReviewsResponse(deps, id);
};

export const config: Config = {
  path: ['/api/vpn-services/:id/reviews', '/api/vpn-services/:id/review-stats'],
  // Every method but POST, which reviews-submit.mts answers.
  method: ['GET', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
};
