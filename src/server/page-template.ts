/**
 * Pages answered by a function from a prerendered page: the function fetches the built page from its own site
 * (so it has the site's frame, styles and Content-Security-Policy), puts its answer into an empty region and
 * sends it with the page's own headers, because Netlify applies no header rules to function responses.
 */
import { escapeHtml } from '../lib/format';

/**
 * The page with `inner` inside its empty `<div id="{id}"></div>`.
 * @throws Error when the page has no such region (a page changed without its function).
 */
export function fillRegion(html: string, id: string, inner: string): string {
  const region = `<div id="${id}"></div>`;
  if (!html.includes(region)) throw new Error(`the page has no empty region #${id}`);
  return html.replace(region, () => `<div id="${id}">${inner}</div>`);
}

/** The page with each named select's option of the given value selected instead of the page's default. */
export function selectOptions(html: string, chosen: Readonly<Record<string, string>>): string {
  return html.replace(/<select name="([^"]+)"[^>]*>[\s\S]*?<\/select>/g, (select: string, name: string) => {
    const value = chosen[name];
    if (value === undefined) return select;
    return select
      .replace(/(<option[^>]*?) selected(?:="[^"]*")?/g, '$1')
      .replace(`<option value="${escapeHtml(value)}"`, `<option value="${escapeHtml(value)}" selected`);
  });
}

/** Headers of the prerendered page that describe its bytes as sent, not the page: they do not carry over. */
const BYTE_HEADERS = ['content-length', 'content-encoding', 'etag', 'last-modified', 'age', 'cache-control'];

/**
 * Fetches the built page at `path` from the request's own site.
 * @throws Error when the site does not answer it with 200.
 */
export async function fetchPage(request: Request, path: string): Promise<{ html: string; headers: Headers }> {
  const response = await fetch(new URL(path, request.url), { headers: { accept: 'text/html' } });
  if (!response.ok) throw new Error(`${path} answered ${String(response.status)}`);
  const headers = new Headers(response.headers);
  for (const name of BYTE_HEADERS) headers.delete(name);
  return { html: await response.text(), headers };
}

/** The filled page as an answer with the page's headers, never stored (it depends on who asks and what). */
export function pageResponse(request: Request, html: string, headers: Headers, status = 200): Response {
  const out = new Headers(headers);
  out.set('Cache-Control', 'no-store');
  out.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(request.method === 'HEAD' ? null : html, { status, headers: out });
}
