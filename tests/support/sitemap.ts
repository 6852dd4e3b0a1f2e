/** Test fixture: the paths the built sitemap lists (dist/sitemap-index.xml and the sitemaps it names). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const locs = (file: string) =>
  [...readFileSync(join('dist', file), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (m) => new URL(m[1] ?? '').pathname,
  );

/** Every path of the built sitemap, "/" first as the sitemap lists it. Throws when there is no build. */
export function sitemapPaths(): string[] {
  return locs('sitemap-index.xml').flatMap(locs);
}

/**
 * The sitemap for checks that drive a browser page by page: every page, except that of the 78 compare pages,
 * which share one template and one component set, only `comparePages` are kept (the first, last and two between).
 */
export function sitemapSample(comparePages = 4): string[] {
  const paths = sitemapPaths();
  const compare = paths.filter((p) => p.startsWith('/compare/'));
  const step = Math.max(1, Math.floor((compare.length - 1) / Math.max(1, comparePages - 1)));
  const kept = new Set(compare.filter((_, i) => i % step === 0).slice(0, comparePages - 1));
  if (compare.length > 0) kept.add(compare[compare.length - 1] ?? '');
  return paths.filter((p) => !p.startsWith('/compare/') || kept.has(p));
}
