/**
 * Responses of the API functions. Netlify applies no header rules from netlify.toml to function responses,
 * so every answer carries its own: JSON with `nosniff`, a CSP that allows nothing (a JSON answer opened as a
 * page runs nothing and cannot be framed), a cross-origin resource policy of same-origin, and the same HSTS as
 * the pages (netlify.toml).
 */
import { API_POLICY } from '../lib/csp';

const API_HEADERS = {
  'Content-Type': 'application/json; charset=utf-8',
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': API_POLICY,
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
} as const;

/** A JSON response body as the functions serve it; `headers` are added to the API headers. */
export function json(data: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(data), { status, headers: { ...API_HEADERS, ...headers } });
}

/** Every API error body: { "error": "..." }, plus optional fields such as `issues`. */
export function jsonError(status: number, error: string, extra: Record<string, unknown> = {}): Response {
  return json({ error, ...extra }, status);
}

/** 405 with the methods the path answers in `Allow`, never cached. */
export function methodNotAllowed(allow: readonly string[]): Response {
  return json({ error: 'Method not allowed' }, 405, { Allow: allow.join(', '), 'Cache-Control': 'no-store' });
}

/** Sets a header on a response and returns it. */
export function withHeader(response: Response, name: string, value: string): Response {
  response.headers.set(name, value);
  return response;
}

/** Never stored by a browser or a CDN: answers that depend on the moment or on who asks. */
export const noStore = (response: Response) => withHeader(response, 'Cache-Control', 'no-store');

/** The cache tag of a service's public review answers; moderation purges it. */
export const reviewsCacheTag = (serviceId: number) => `reviews-${serviceId}`;

/**
 * The caching of a public review answer (the API's JSON, the reviews page): kept by Netlify's CDN (durable:
 * shared by all its edge nodes) until moderation purges the service's tag, at most an hour, and served stale for
 * a minute while it refreshes; browsers always revalidate. Only the query parameter named `cursor` (the page
 * cursor: `before` in the API, `cursor` on the page) makes a different answer.
 */
export function publicCacheHeaders(serviceId: number, cursor: string): Record<string, string> {
  return {
    'Cache-Control': 'public, max-age=0, must-revalidate',
    'Netlify-CDN-Cache-Control': 'public, durable, s-maxage=3600, stale-while-revalidate=60',
    'Netlify-Cache-Tag': reviewsCacheTag(serviceId),
    'Netlify-Vary': `query=${cursor}`,
  };
}

/** A public review answer of the API, cached as publicCacheHeaders says, its cursor `before`. */
export function cacheablePublic(response: Response, serviceId: number): Response {
  for (const [name, value] of Object.entries(publicCacheHeaders(serviceId, 'before')))
    response.headers.set(name, value);
  return response;
}

/** Answers HEAD like GET: the same status and headers, no body. */
export function forMethod(request: Request, response: Response): Response {
  return request.method === 'HEAD'
    ? new Response(null, { status: response.status, headers: response.headers })
    : response;
}
