/**
 * Page weight budgets over a built site: which JavaScript each page loads, compressed,
 * and the total CSS. Pure functions over file contents, so the check can be shown failing on a made-up site.
 *
 * A page's JavaScript is counted at two moments, with every module each entry imports statically:
 * - before any visitor action: <script src> modules and the islands that hydrate on their own
 *   (client:load, idle, visible, media);
 * - once everything is live: the above plus the islands that wait for the visitor (client:interaction).
 * Modules imported dynamically (the review form, loaded when a visitor opens it) are not counted.
 *
 * A page's HTML, with everything it carries inline, is also held to the first round trip (FIRST_FLIGHT_BYTES).
 */
import { gzipSync } from 'node:zlib';
import { FIRST_FLIGHT_BYTES } from '../../src/lib/precompress';

export { FIRST_FLIGHT_BYTES };

/** Budgets in bytes of compressed text. */
export interface Budgets {
  /** JavaScript loaded before any visitor action by a page whose islands all wait for one (0). */
  waitingPageJs: number;
  /** The same on a not-found page, which matches its address at load to suggest the page it meant. */
  notFoundPageJs: number;
  /** Largest JavaScript any page loads, once all its islands are live. */
  pageJs: number;
  /** All CSS of the site. */
  totalCss: number;
  /** Everything a phone fetches for the home page before any visitor action, response headers included. */
  homePhoneTransfer: number;
}

export const BUDGETS: Budgets = {
  waitingPageJs: 0,
  notFoundPageJs: 2 * 1024,
  pageJs: 80 * 1024,
  totalCss: 30 * 1024,
  homePhoneTransfer: 60 * 1024,
};

/** The pages (path and served size in bytes) that do not fit the first round trip, largest first. */
export function overFirstFlight(
  pages: readonly { page: string; bytes: number }[],
  limit = FIRST_FLIGHT_BYTES,
): string[] {
  return [...pages]
    .filter((p) => p.bytes > limit)
    .sort((a, b) => b.bytes - a.bytes)
    .map((p) => `${p.page}: ${p.bytes} B of HTML (Brotli 11), over the first round trip's ${limit} B`);
}

/** Compressed size, gzip at its highest level (what a CDN sends to a browser without Brotli). */
export function compressedSize(text: string | Uint8Array): number {
  return gzipSync(text, { level: 9 }).length;
}

/**
 * The scripts a page starts: `eager`, the module URLs fetched before any visitor action; `live`, those fetched
 * once every island has hydrated; `waitsForVisitor`, true when every island waits for an interaction.
 */
export function pageEntryScripts(html: string): {
  eager: string[];
  live: string[];
  waitsForVisitor: boolean;
} {
  const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
  const eager = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)].map((m) => m[1]!);
  const live = [...eager];
  let waitsForVisitor = true;
  for (const [tag] of html.matchAll(/<astro-island\b[^>]*>/g)) {
    const urls = [
      attr(tag, 'component-url'),
      attr(tag, 'renderer-url'),
      attr(tag, 'before-hydration-url'),
      // Astro's island runtime, which the build moved out of the page (src/lib/island-runtime.ts).
      attr(tag, 'runtime-url'),
    ].filter((u): u is string => Boolean(u));
    live.push(...urls);
    if (attr(tag, 'client') !== 'interaction') {
      eager.push(...urls);
      waitsForVisitor = false;
    }
  }
  return { eager: [...new Set(eager)], live: [...new Set(live)], waitsForVisitor };
}

/** Static imports of a JavaScript module, resolved against its URL path (dynamic import() is not followed). */
export function staticImports(source: string, fromPath: string): string[] {
  const specifiers = [
    ...source.matchAll(/\bimport\s*(?:[\w*{}\s,$]+\s*from\s*)?["']([^"']+)["']/g),
    ...source.matchAll(/\bexport\s*[\w*{}\s,$]+\s*from\s*["']([^"']+)["']/g),
  ].map((m) => m[1]!);
  return specifiers
    .filter((s) => s.startsWith('.') || s.startsWith('/'))
    .map((s) => new URL(s, `http://x${fromPath}`).pathname);
}

/** Every module a set of entry URLs loads, following static imports. `read` returns a module's source. */
export function moduleClosure(entries: readonly string[], read: (urlPath: string) => string): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const next = queue.pop()!;
    if (seen.has(next)) continue;
    seen.add(next);
    queue.push(...staticImports(read(next), next));
  }
  return seen;
}

/** Inline script text of a page (island loaders and other hashed inline scripts), not JSON-LD or JSON data. */
function inlineScripts(html: string): string[] {
  return [
    ...html.matchAll(
      /<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g,
    ),
  ].map((m) => m[1]!);
}

export interface PageWeight {
  page: string;
  waitsForVisitor: boolean;
  /** Compressed bytes of JavaScript files loaded before any visitor action, and once every island is live. */
  eagerJs: number;
  liveJs: number;
  /** Compressed bytes of inline scripts. */
  inlineJs: number;
}

/** Measures one page: `read` returns the text of a file under the site root by URL path. */
export function weighPage(page: string, html: string, read: (urlPath: string) => string): PageWeight {
  const { eager, live, waitsForVisitor } = pageEntryScripts(html);
  const size = (modules: Set<string>) => [...modules].reduce((sum, m) => sum + compressedSize(read(m)), 0);
  const inline = inlineScripts(html).join('\n');
  return {
    page,
    waitsForVisitor,
    eagerJs: size(moduleClosure(eager, read)),
    liveJs: size(moduleClosure(live, read)),
    inlineJs: inline ? compressedSize(inline) : 0,
  };
}

/** Every broken budget, as sentences; empty when the site is within budget. */
export function budgetViolations(
  pages: readonly PageWeight[],
  totalCss: number,
  budgets: Budgets = BUDGETS,
): string[] {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const problems: string[] = [];
  for (const p of pages) {
    const notFound = /(^|\/)404\.html$/.test(p.page);
    if (p.waitsForVisitor && p.eagerJs > (notFound ? budgets.notFoundPageJs : budgets.waitingPageJs)) {
      problems.push(`${p.page} loads ${kb(p.eagerJs)} of JavaScript before any visitor action`);
    }
    if (p.liveJs + p.inlineJs > budgets.pageJs)
      problems.push(
        `${p.page} loads ${kb(p.liveJs + p.inlineJs)} of JavaScript (budget ${kb(budgets.pageJs)})`,
      );
  }
  if (totalCss > budgets.totalCss)
    problems.push(`CSS totals ${kb(totalCss)} (budget ${kb(budgets.totalCss)})`);
  return problems;
}
