/**
 * The site's security headers, which every answer carries: the built files through dist/_headers, the
 * function pages from that file in their bundle, the API's JSON from src/server/http.ts.
 */

/** What every answer carries besides its Content-Security-Policy. */
export const SECURITY_HEADERS = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy':
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
} as const;

/** The text of dist/_headers: every path gets the security headers and the pages' `policy`. */
export function headersFile(policy: string): string {
  const lines = Object.entries({ ...SECURITY_HEADERS, 'Content-Security-Policy': policy }).map(
    ([name, value]) => `  ${name}: ${value}`,
  );
  return `/*\n${lines.join('\n')}\n`;
}

/**
 * The headers a `_headers` file (Netlify's format) gives every path, its `/*` block, as written by `headersFile`.
 * @throws Error when the file has no `/*` block (a build that did not finish).
 */
export function everyPathHeaders(text: string): Record<string, string> {
  const lines = text.split('\n');
  const start = lines.indexOf('/*');
  if (start < 0) throw new Error('the _headers file has no /* block');
  const headers: Record<string, string> = {};
  for (const line of lines.slice(start + 1)) {
    const header = /^\s+([^:\s]+):\s*(.*)$/.exec(line);
    if (!header) break;
    headers[header[1] ?? ''] = header[2] ?? '';
  }
  return headers;
}
