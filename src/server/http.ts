/**
 * Responses of the API functions. Netlify applies no header rules to function responses, so each carries its
 * own: the site's security headers, a CSP that allows nothing, and a same-origin resource policy.
 */
import { API_POLICY } from '../lib/csp';
import { SECURITY_HEADERS } from '../lib/security-headers';

/** The headers of every JSON answer: a function's, and the local server's own. */
export const JSON_HEADERS = {
  ...SECURITY_HEADERS,
  'Content-Type': 'application/json; charset=utf-8',
  'Content-Security-Policy': API_POLICY,
  'Cross-Origin-Resource-Policy': 'same-origin',
} as const;

/** A JSON response body as the functions serve it; `headers` are added to the API headers. */
export function json(data: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(data), { status, headers: { ...JSON_HEADERS, ...headers } });
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
 * The caching of a public review answer (the API's JSON, the reviews page): kept by Netlify's CDN (durable)
 * until moderation purges the service's tag, at most an hour, served stale for a minute while it refreshes;
 * browsers always revalidate. Only the query parameter named `cursor` (`before` in the API) varies it.
 */
export function publicCacheHeaders(serviceId: number, cursor: string): Record<string, string> {
  return {
    'Cache-Control': 'public, max-age=0, must-revalidate',
    'Netlify-CDN-Cache-Control': 'public, durable, s-maxage=3600, stale-while-revalidate=60',
    'Netlify-Cache-Tag': reviewsCacheTag(serviceId),
    'Netlify-Vary': `query=${cursor}`,
  };
}

/**
 * An answer that depends only on the deploy and the query parameters `query`: Netlify's CDN keeps it
 * (durable) until a new deploy goes live, keyed by those parameters alone; browsers revalidate. Netlify's
 * example: https://github.com/netlify-labs/cache-control-and-swr.
 */
export function cachedUntilDeploy(query: readonly string[]): Record<string, string> {
  return {
    'Cache-Control': 'public, max-age=0, must-revalidate',
    'Netlify-CDN-Cache-Control': 'public, durable, max-age=31536000, must-revalidate',
    'Netlify-Vary': `query=${query.join('|')}`,
  };
}

/** Answers HEAD like GET: the same status and headers, no body. */
export function forMethod(request: Request, response: Response): Response {
  return request.method === 'HEAD'
    ? new Response(null, { status: response.status, headers: response.headers })
    : response;
}

/**
 * A function's handler that logs what it throws and answers a 500 JSON error with the site's headers, never
 * stored (Netlify would send its bare error page).
 */
export function answering<Rest extends unknown[]>(
  name: string,
  handler: (request: Request, ...rest: Rest) => Promise<Response> | Response,
): (request: Request, ...rest: Rest) => Promise<Response> {
  return async (request, ...rest) => {
    try {
      return await handler(request, ...rest);
    } catch (error) {
      console.error(`${name}: failed`, error);
      return forMethod(request, noStore(jsonError(500, 'Internal server error')));
    }
  };
}
