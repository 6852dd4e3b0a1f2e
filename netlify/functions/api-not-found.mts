/**
 * 404 JSON for an unknown slug under the prerendered API (/api/vpn-services/{slug}, /api/guides/{slug}).
 * Known slugs are static files, which win over this function (preferStatic), so it only ever answers misses.
 */
import type { Config } from '@netlify/functions';

export default (request: Request): Response => {
  const path = new URL(request.url).pathname;
  const what = path.startsWith('/api/guides/') ? 'Guide' : 'VPN service';
  return Response.json(
    { error: `${what} not found` },
    { status: 404, headers: { 'cache-control': 'no-store' } },
  );
};

export const config: Config = {
  path: ['/api/vpn-services/:slug', '/api/guides/:slug'],
  preferStatic: true,
};
