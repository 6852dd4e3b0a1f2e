/** Test fixture: the paths the built sitemap lists (dist/sitemap-index.xml and the sitemaps it names). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, type HTMLElement } from 'node-html-parser';

const locs = (file: string) =>
  [...readFileSync(join('dist', file), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (m) => new URL(m[1] ?? '').pathname,
  );

/** Every path of the built sitemap, "/" first as the sitemap lists it. Throws when there is no build. */
export function sitemapPaths(): string[] {
  return locs('sitemap-index.xml').flatMap(locs);
}

/** The built page of a path, parsed: "/" is dist/index.html, "/vpn/nordvpn" is dist/vpn/nordvpn.html. */
export function builtPage(path: string): HTMLElement {
  return parse(readFileSync(join('dist', `${path === '/' ? '/index' : path}.html`), 'utf8'));
}
