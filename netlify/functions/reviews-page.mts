/**
 * GET (and HEAD) /vpn/{slug}/reviews[?cursor=n]: a provider's approved reviews as a page without JavaScript
 * (src/server/reviews-page.ts), from this deploy's prerendered frame and headers (`includedFiles`, never
 * fetched) and the summary GET /api/vpn-services/{id}/reviews reads. Cached by Netlify's CDN per cursor under
 * the service's review tag, which approving purges. Unknown provider: the /vpn not-found page, 404; a cursor
 * not understood 400, a failing store 503, other methods 405; none cached.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Context } from '@netlify/functions';
import { methodNotAllowed, noStore, publicCacheHeaders } from '../../src/server/http';
import { fillRegion, pageResponse } from '../../src/server/page-template';
import { reviewStore } from '../../src/server/netlify-deps';
import { placeParam, readPublishedPage } from '../../src/server/review-store';
import {
  CURSOR,
  REVIEWS_REGION,
  UNAVAILABLE_HTML,
  badCursorHtml,
  reviewsListHtml,
} from '../../src/server/reviews-page';
import { SERVICES } from '../../src/server/service-directory';
import { everyPathHeaders } from '../../src/lib/security-headers';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The build's files it reads, two folders up from this file here and in its bundle (see `includedFiles`). */
const dist = (...parts: string[]) => path.join(here, '../../dist', ...parts);

export default async (request: Request, context: Context): Promise<Response> => {
  if (request.method !== 'GET' && request.method !== 'HEAD')
    return noStore(methodNotAllowed(['GET', 'HEAD']));
  const headers = everyPathHeaders(await readFile(dist('_headers'), 'utf8'));
  const send = (html: string, status: number) => pageResponse(request, html, headers, { status });
  const service = SERVICES.find((s) => s.slug === context.params['slug']);
  if (!service) return send(await readFile(dist('vpn/404.html'), 'utf8'), 404);
  const frame = await readFile(dist('vpn', service.slug, 'reviews.html'), 'utf8');
  const parsed = placeParam(new URL(request.url), CURSOR);
  if ('error' in parsed)
    return send(fillRegion(frame, REVIEWS_REGION, badCursorHtml(service, parsed.error)), 400);
  try {
    const page = await readPublishedPage(reviewStore(context.deploy.context), service.id, parsed.place);
    const html = fillRegion(frame, REVIEWS_REGION, reviewsListHtml(service, page, parsed.place));
    return pageResponse(request, html, headers, { caching: publicCacheHeaders(service.id, 'cursor') });
  } catch (error) {
    console.error('reviews page: Blobs store failed', error);
    return send(fillRegion(frame, REVIEWS_REGION, UNAVAILABLE_HTML), 503);
  }
};

// Not typed as Config, which lacks `includedFiles`; a literal, as Netlify's bundler reads it unrun.
export const config = {
  path: '/vpn/:slug/reviews',
  includedFiles: ['../../dist/_headers', '../../dist/vpn/404.html', '../../dist/vpn/*/reviews.html'],
};
