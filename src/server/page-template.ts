/**
 * Pages a function answers from a prerendered page of its deploy: the page and dist/_headers are read from
 * files bundled with it (`includedFiles`), never the network; the answer fills an empty region and carries
 * the headers itself (Netlify applies no header rules to function responses).
 */
import { readFile } from 'node:fs/promises';
import { escapeHtml } from '../lib/format';
import { everyPathHeaders } from '../lib/security-headers';

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

/**
 * A built page's HTML and the headers every page is sent with (the `/*` block of _headers), from `files`.
 * @throws Error when a file is missing (a function bundled without it, or no build).
 */
export async function builtPage(files: {
  html: string;
  headers: string;
}): Promise<{ html: string; headers: Record<string, string> }> {
  const [html, headers] = await Promise.all([readFile(files.html, 'utf8'), readFile(files.headers, 'utf8')]);
  return { html, headers: everyPathHeaders(headers) };
}

/** Never stored by a browser or a CDN: a page that depends on who asks. */
const NOT_STORED = { 'Cache-Control': 'no-store' } as const;

/** The filled page with the pages' headers and `caching` (default: not stored); HEAD gets no body. */
export function pageResponse(
  request: Request,
  html: string,
  headers: Readonly<Record<string, string>>,
  {
    status = 200,
    caching = NOT_STORED,
  }: { status?: number; caching?: Readonly<Record<string, string>> } = {},
): Response {
  return new Response(request.method === 'HEAD' ? null : html, {
    status,
    headers: { ...headers, ...caching, 'Content-Type': 'text/html; charset=utf-8' },
  });
}
