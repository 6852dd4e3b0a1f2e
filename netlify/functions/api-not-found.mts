/**
 * Every other /api/* path: 404 JSON, for any method. Prerendered API files win over it (preferStatic), and the
 * paths of the other API functions and of the two list rewrites in netlify.toml are excluded, so it only ever
 * answers misses: an unknown slug ("VPN service not found", "Guide not found") or an unknown path.
 */
import type { Config } from '@netlify/functions';
import { forMethod, jsonError, noStore } from '../../src/server/http';

export default (request: Request): Response => {
  const path = new URL(request.url).pathname;
  const error = /^\/api\/vpn-services\/[^/]+\/?$/.test(path)
    ? 'VPN service not found'
    : /^\/api\/guides\/[^/]+\/?$/.test(path)
      ? 'Guide not found'
      : 'Not found';
  return forMethod(request, noStore(jsonError(404, error)));
};

export const config: Config = {
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
  preferStatic: true,
};
