/**
 * Every method but GET and HEAD on the /api/* paths no other function answers: the prerendered JSON gets 405
 * with `Allow: GET, HEAD` (a static file would answer any method), any other path 404 JSON.
 */
import type { Config } from '@netlify/functions';
import { apiOtherMethod } from '../../src/server/api-paths';
import { answering } from '../../src/server/http';

export default answering('api-methods', (request: Request) => apiOtherMethod(new URL(request.url).pathname));

export const config: Config = {
  path: '/api/*',
  // The functions that answer every method of their paths themselves, 405s included.
  excludedPath: [
    '/api/health',
    '/api/vpn-services/:id/reviews',
    '/api/vpn-services/:id/review-stats',
    '/api/moderation/reviews',
    '/api/moderation/reviews/:reviewId/:action',
  ],
  method: ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
};
