/**
 * GET and HEAD of every other /api/* path: 404 JSON for an unknown slug or path. Prerendered files win
 * (preferStatic); the other functions' paths and the list rewrites of netlify.toml are excluded.
 */
import { answering, forMethod } from '../../src/server/http';
import { apiNotFound } from '../../src/server/api-paths';

export default answering('api-not-found', (request: Request) =>
  forMethod(request, apiNotFound(new URL(request.url).pathname)),
);

// Not typed as Config, whose methods lack HEAD (Netlify routes it); a literal, as Netlify's bundler reads it.
export const config = {
  path: '/api/*',
  excludedPath: [
    '/api/vpn-services',
    '/api/guides',
    '/api/health',
    '/api/vpn-services/:id/reviews',
    '/api/vpn-services/:id/review-stats',
    '/api/moderation/reviews',
    '/api/moderation/reviews/:reviewId/:action',
  ],
  method: ['GET', 'HEAD'],
  preferStatic: true,
};
