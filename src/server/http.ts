/**
 * JSON responses of the review functions. Netlify applies no header rules from netlify.toml to function
 * responses, so each answer carries its own headers.
 */

/** A JSON response body as the functions serve it. */
export function json(data: unknown, status = 200): Response {
  return new Response(JSON.stringify(data), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'X-Content-Type-Options': 'nosniff' },
  });
}

/** Every API error body: { "error": "..." }, plus optional fields such as `issues`. */
export function jsonError(status: number, error: string, extra: Record<string, unknown> = {}): Response {
  return json({ error, ...extra }, status);
}
