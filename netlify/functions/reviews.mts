/**
 * GET (and HEAD) /api/vpn-services/{id}/reviews?page=n: a page of a service's published reviews, cacheable by
 * the CDN. Other methods but POST (reviews-submit.mts) get a JSON 405 with Allow.
 */
import type { Context } from '@netlify/functions';
import { answering, forMethod, methodNotAllowed } from '../../src/server/http';
import { listReviewsResponse } from '../../src/server/reviews-api';
import { reviewDeps } from '../../src/server/netlify-deps';

export default answering('reviews', async (request: Request, context: Context): Promise<Response> => {
  if (request.method !== 'GET' && request.method !== 'HEAD') return methodNotAllowed(['GET', 'HEAD', 'POST']);
  return forMethod(
    request,
    await listReviewsResponse(reviewDeps(context), request, context.params['id'] ?? ''),
  );
});

// Not typed as Config, whose methods lack HEAD (Netlify routes it); a literal, as Netlify's bundler reads it.
export const config = {
  path: '/api/vpn-services/:id/reviews',
  method: ['GET', 'HEAD', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
};
