/**
 * The /api/* paths that are not functions, for the catch-alls api-not-found (GET, HEAD) and api-methods: the
 * prerendered JSON of the read-only API (GET and HEAD only), and the JSON 404 of every other path.
 */
import { jsonError, methodNotAllowed, noStore } from './http';

/**
 * Paths of the prerendered API (src/pages/api/): the lists (and their .json files behind the rewrites in
 * netlify.toml), one service or guide by slug (top and featured included), the OpenAPI document.
 */
const PRERENDERED = /^\/api\/(?:(?:vpn-services|guides)(?:\.json|\/[^/]+)?|openapi\.json)\/?$/;

/** The JSON 404 of an /api/* path no file or function answers: an unknown slug says which kind it is. */
export function apiNotFound(path: string): Response {
  const error = /^\/api\/vpn-services\/[^/]+\/?$/.test(path)
    ? 'VPN service not found'
    : /^\/api\/guides\/[^/]+\/?$/.test(path)
      ? 'Guide not found'
      : 'Not found';
  return noStore(jsonError(404, error));
}

/** A method other than GET or HEAD on an /api/* path no function answers: 405 on the prerendered API, else 404. */
export function apiOtherMethod(path: string): Response {
  return PRERENDERED.test(path) ? methodNotAllowed(['GET', 'HEAD']) : apiNotFound(path);
}
