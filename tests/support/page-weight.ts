/**
 * Page weight budgets over a built site: which JavaScript each page loads, compressed,
 * and the total CSS. Pure functions over file contents, so the check can be shown failing on a made-up site.
 *
 * What a page "loads" is what the browser fetches before any visitor action: <script src> modules and the
 * islands that hydrate on their own (client:load, idle, visible), with every module they import statically.
 * Modules imported dynamically (the review form, loaded when a visitor opens it) are not counted, and islands
 * hydrated only on small screens (client:media) count for the phone view only.
 */
import { gzipSync } from 'node:zlib';

/** Budgets in bytes of gzip-compressed text. */
export interface Budgets {
  /** JavaScript files a page may load at desktop width when it has no island of its own (0). */
  islandFreeDesktopJs: number;
  /** Largest JavaScript any page loads, at any width. */
  pageJs: number;
  /** All CSS of the site. */
  totalCss: number;
}

export const BUDGETS: Budgets = { islandFreeDesktopJs: 0, pageJs: 80 * 1024, totalCss: 30 * 1024 };

/** Compressed size, gzip at its highest level (what a CDN sends to a browser without Brotli). */
export function compressedSize(text: string | Uint8Array): number {
  return gzipSync(text, { level: 9 }).length;
}

/** The scripts a page starts: per viewport, the module URLs it fetches. */
export function pageEntryScripts(html: string): { desktop: string[]; phone: string[]; islandFree: boolean } {
  const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
  const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)].map((m) => m[1]!);
  const desktop = [...scripts];
  const phone = [...scripts];
  let islandFree = true;
  for (const [tag] of html.matchAll(/<astro-island\b[^>]*>/g)) {
    const urls = [
      attr(tag, 'component-url'),
      attr(tag, 'renderer-url'),
      attr(tag, 'before-hydration-url'),
    ].filter((u): u is string => Boolean(u));
    phone.push(...urls);
    if (attr(tag, 'client') !== 'media') {
      desktop.push(...urls);
      islandFree = false;
    }
  }
  return { desktop: [...new Set(desktop)], phone: [...new Set(phone)], islandFree };
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

/** Inline script text of a page (island loaders and other hashed inline scripts), not JSON-LD data. */
export function inlineScripts(html: string): string[] {
  return [
    ...html.matchAll(
      /<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g,
    ),
  ].map((m) => m[1]!);
}

export interface PageWeight {
  page: string;
  islandFree: boolean;
  /** Compressed bytes of JavaScript files loaded at desktop and at phone width. */
  desktopJs: number;
  phoneJs: number;
  /** Compressed bytes of inline scripts. */
  inlineJs: number;
}

/** Measures one page: `read` returns the text of a file under the site root by URL path. */
export function weighPage(page: string, html: string, read: (urlPath: string) => string): PageWeight {
  const { desktop, phone, islandFree } = pageEntryScripts(html);
  const size = (modules: Set<string>) => [...modules].reduce((sum, m) => sum + compressedSize(read(m)), 0);
  const inline = inlineScripts(html).join('\n');
  return {
    page,
    islandFree,
    desktopJs: size(moduleClosure(desktop, read)),
    phoneJs: size(moduleClosure(phone, read)),
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
    if (p.islandFree && p.desktopJs > budgets.islandFreeDesktopJs) {
      problems.push(`${p.page} has no island but loads ${kb(p.desktopJs)} of JavaScript at desktop width`);
    }
    const largest = Math.max(p.desktopJs, p.phoneJs) + p.inlineJs;
    if (largest > budgets.pageJs)
      problems.push(`${p.page} loads ${kb(largest)} of JavaScript (budget ${kb(budgets.pageJs)})`);
  }
  if (totalCss > budgets.totalCss)
    problems.push(`CSS totals ${kb(totalCss)} (budget ${kb(budgets.totalCss)})`);
  return problems;
}
