/** GET (and HEAD) /api/vpn-services/{id}/review-stats: a service's ReviewStats, cacheable by the CDN. */
import type { Config, Context } from '@netlify/functions';
import { answering, forMethod, methodNotAllowed } from '../../src/server/http';
import { reviewStatsResponse } from '../../src/server/reviews-api';
import { reviewDeps } from '../../src/server/netlify-deps';

export default answering('review-stats', async (request: Request, context: Context): Promise<Response> => {
  if (request.method !== 'GET' && request.method !== 'HEAD') return methodNotAllowed(['GET', 'HEAD']);
  return forMethod(request, await reviewStatsResponse(reviewDeps(context), context.params['id'] ?? ''));
});

export const config: Config = { path: '/api/vpn-services/:id/review-stats' };
