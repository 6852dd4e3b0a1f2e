/**
 * The pages a browser pass visits, read from the build at test time so a new page is covered with no code change:
 * every path of the built sitemap, and each not-found page of dist/ (dist/404.html, dist/vpn/404.html…) reached
 * the way a visitor reaches it, through a path that does not exist in its folder.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { sitemapPaths } from '../../support/sitemap';

export interface SitePage {
  /** The path the browser asks for. */
  url: string;
  /** The status the server answers with: 200, or 404 for a not-found page. */
  status: 200 | 404;
  /**
   * Pages built from one template share a kind, their path with the slug as a star: "/vpn/*", "/compare/*" (and
   * likewise a provider's user-reviews pages), "/about" (one of a kind), "404 /vpn/".
   */
  kind: string;
}

/** Top-level pages written in content/pages/*.md share one template. */
const contentPages = new Set(
  existsSync('content/pages')
    ? readdirSync('content/pages').map((file) => `/${file.replace(/\.mdx?$/, '')}`)
    : [],
);

/** A page's kind: its path with the segment that names the page (a slug) as `*`, the second of three or more. */
function kindOf(path: string): string {
  const parts = path.split('/').filter(Boolean);
  if (parts.length >= 3) return `/${[parts[0], '*', ...parts.slice(2)].join('/')}`;
  if (parts.length === 2) return `/${parts[0] ?? ''}/*`;
  return contentPages.has(path) ? '/{content page}' : path;
}

/** Not-found pages in dist/: `404.html` in any folder. */
function notFoundPages(dir = ''): SitePage[] {
  return readdirSync(join('dist', dir), { withFileTypes: true }).flatMap((entry) => {
    const file = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return ['_astro', 'api', 'og'].includes(file) ? [] : notFoundPages(file);
    if (entry.name !== '404.html') return [];
    const folder = dir ? `/${dir}/` : '/';
    return [{ url: `${folder}no-such-page-here`, status: 404 as const, kind: `404 ${folder}` }];
  });
}

/** Every page to visit: the sitemap in its order, then the not-found pages. Throws when there is no build. */
export function sitePages(): SitePage[] {
  if (!existsSync('dist/sitemap-index.xml'))
    throw new Error('dist/ has no sitemap: run `npm run build` before the browser tests');
  return [
    ...sitemapPaths().map((url) => ({ url, status: 200 as const, kind: kindOf(url) })),
    ...notFoundPages(),
  ];
}
