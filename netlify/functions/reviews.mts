/**
 * GET (and HEAD) /api/vpn-services/{id}/reviews?page=n and /review-stats: a service's published reviews and
 * their stats, cacheable by the CDN. Other methods but POST (reviews-submit.mts) get a JSON 405 with Allow.
 */
import type { Context } from '@netlify/functions';
import { forMethod, methodNotAllowed } from '../../src/server/http';
import { listReviewsResponse, reviewStatsResponse } from '../../src/server/reviews-api';
import { reviewDeps } from '../../src/server/netlify-deps';

export default async (request: Request, context: Context): Promise<Response> => {
  const stats = new URL(request.url).pathname.endsWith('/review-stats');
  if (request.method !== 'GET' && request.method !== 'HEAD')
    return methodNotAllowed(stats ? ['GET', 'HEAD'] : ['GET', 'HEAD', 'POST']);
  const deps = reviewDeps(context);
  const id = context.params['id'] ?? '';
  return forMethod(
    request,
    await (stats ? reviewStatsResponse(deps, id) : listReviewsResponse(deps, request, id)),
  );
};

// Not typed as Config: its method list lacks HEAD, which Netlify routes (zip-it-and-ship-it accepts it). The
// object stays a literal, as Netlify's bundler reads it without running the code.
export const config = {
  path: ['/api/vpn-services/:id/reviews', '/api/vpn-services/:id/review-stats'],
  method: ['GET', 'HEAD', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
};
