/** robots.txt: every crawler may fetch everything; the sitemap is named by its absolute URL on the configured site. */
import type { APIRoute } from 'astro';
import { absoluteUrl } from '../lib/seo';

export const GET: APIRoute = ({ site, url }) => {
  const sitemap = absoluteUrl('/sitemap-index.xml', site ?? url.origin);
  return new Response(`User-agent: *\nAllow: /\n\nSitemap: ${sitemap}\n`, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
};
