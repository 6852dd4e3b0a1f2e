/**
 * GET (and HEAD) /vpn/{slug}/reviews[?cursor=n]: a provider's approved user reviews as a page that needs no
 * JavaScript (src/server/reviews-page.ts), made from this deploy's own prerendered frame and headers, bundled with
 * the function (`includedFiles`; read from disk, never fetched from the request's origin), and a page of reviews
 * from the same Blobs store and summary as GET /api/vpn-services/{id}/reviews. Kept by Netlify's CDN (durable,
 * one copy per cursor) under the service's review cache tag, which approving a review purges. An unknown
 * provider answers the /vpn not-found page with 404, a cursor it does not understand 400, a failing store 503,
 * other methods 405; none of those is cached.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Context } from '@netlify/functions';
import { methodNotAllowed, noStore, publicCacheHeaders } from '../../src/server/http';
import { reviewStore } from '../../src/server/netlify-deps';
import { readPublishedPage } from '../../src/server/review-store';
import {
  REVIEWS_REGION,
  UNAVAILABLE_HTML,
  badCursorHtml,
  parseReviewsCursor,
  reviewsListHtml,
} from '../../src/server/reviews-page';
import { SERVICES } from '../../src/server/service-directory';
import { everyPathHeaders } from '../../src/lib/security-headers';
import { fillRegion } from '../../src/server/page-template';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The build's files it reads, two folders up from this file here and in its bundle (see `includedFiles`). */
const dist = (...parts: string[]) => path.join(here, '../../dist', ...parts);

const NOT_STORED = { 'Cache-Control': 'no-store' };

export default async (request: Request, context: Context): Promise<Response> => {
  if (request.method !== 'GET' && request.method !== 'HEAD')
    return noStore(methodNotAllowed(['GET', 'HEAD']));
  const headers = everyPathHeaders(await readFile(dist('_headers'), 'utf8'));
  const send = (html: string, status: number, caching: Record<string, string>) =>
    new Response(request.method === 'HEAD' ? null : html, {
      status,
      headers: { ...headers, ...caching, 'Content-Type': 'text/html; charset=utf-8' },
    });
  const service = SERVICES.find((s) => s.slug === context.params['slug']);
  if (!service) return send(await readFile(dist('vpn/404.html'), 'utf8'), 404, NOT_STORED);
  const frame = await readFile(dist('vpn', service.slug, 'reviews.html'), 'utf8');
  const parsed = parseReviewsCursor(new URL(request.url));
  if ('error' in parsed)
    return send(fillRegion(frame, REVIEWS_REGION, badCursorHtml(service, parsed.error)), 400, NOT_STORED);
  try {
    const page = await readPublishedPage(reviewStore(context.deploy.context), service.id, parsed.cursor);
    return send(
      fillRegion(frame, REVIEWS_REGION, reviewsListHtml(service, page, parsed.cursor)),
      200,
      publicCacheHeaders(service.id, 'cursor'),
    );
  } catch (error) {
    console.error('reviews page: Blobs store failed', error);
    return send(fillRegion(frame, REVIEWS_REGION, UNAVAILABLE_HTML), 503, NOT_STORED);
  }
};

// Not typed as Config: `includedFiles` (paths from this file's folder, as Netlify's bundler reads them) is missing
// from the type. The object stays a literal, as the bundler reads it without running the code.
export const config = {
  path: '/vpn/:slug/reviews',
  includedFiles: ['../../dist/_headers', '../../dist/vpn/404.html', '../../dist/vpn/*/reviews.html'],
};
