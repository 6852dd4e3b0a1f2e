/**
 * The public review endpoints, independent of Netlify:
 *   GET  /api/vpn-services/{id}/reviews[?before=n]  published UserReview[], newest published first, 20 a page;
 *                                                   X-Total-Count: all published; Link: rel="next" (a cursor)
 *   GET  /api/vpn-services/{id}/review-stats        ReviewStats
 *   POST /api/vpn-services/{id}/reviews             201 { id, status: "pending" }
 * {id} is the numeric id or the slug; `before` a place in the order of publication (from 0), so pages never
 * shift. GETs are cached by the CDN under the tag reviews-<serviceId> until moderation purges it. Errors are
 * JSON { error } with 400, 404, 413, 415, 429 or 503, never cached.
 */
import type { BlobStore } from './blob-json';
import { json, jsonError, noStore, publicCacheHeaders, withHeader } from './http';
import { readJsonBody } from './http-body';
import type { RateLimiter } from './rate-limit';
import { createReview, newReviewId, placeParam, readPublishedPage, readStats } from './review-store';
import { findService, type ServiceRef } from './service-directory';
import {
  MAX_SUBMISSION_BYTES,
  reviewSubmissionSchema,
  toIssues,
  type UserReview,
} from '../lib/review-schema';

export interface ReviewsDeps {
  /** Opens the Blobs store; called per request (getStore throws at module scope in production). */
  store: () => BlobStore;
  /** Submissions per client; null = no limit (REVIEWS_RATE_LIMIT=0). */
  limiter: RateLimiter | null;
  now?: () => Date;
  newId?: () => string;
}

const UNAVAILABLE = 'Reviews are temporarily unavailable. Please try again later.';

/** Resolves the service or answers 404; a failing store answers 503. Errors are never cached. */
async function withService(
  idOrSlug: string,
  then: (service: ServiceRef) => Promise<Response>,
): Promise<Response> {
  const service = findService(idOrSlug);
  if (!service) return noStore(jsonError(404, 'VPN service not found'));
  try {
    return await then(service);
  } catch (error) {
    console.error('reviews: Blobs store failed', error);
    return noStore(jsonError(503, UNAVAILABLE));
  }
}

export function listReviewsResponse(
  deps: ReviewsDeps,
  request: Request,
  idOrSlug: string,
): Promise<Response> {
  const url = new URL(request.url);
  const refuse = (error: string) => Promise.resolve(noStore(jsonError(400, error)));
  if (url.searchParams.has('page'))
    return refuse('page is not supported: follow the Link header, whose rel="next" gives ?before=<n>');
  const cursor = placeParam(url, 'before');
  if ('error' in cursor)
    return refuse('before must be one whole number from 0 (the rel="next" link of the previous page)');
  return withService(idOrSlug, async (service) => {
    const page = await readPublishedPage(deps.store(), service.id, cursor.place);
    const headers: Record<string, string> = {
      'X-Total-Count': String(page.total),
      ...publicCacheHeaders(service.id, 'before'),
    };
    if (page.next !== null) headers['Link'] = `<${url.pathname}?before=${page.next}>; rel="next"`;
    return json(page.reviews, 200, headers);
  });
}

export function reviewStatsResponse(deps: ReviewsDeps, idOrSlug: string): Promise<Response> {
  return withService(idOrSlug, async (service) =>
    json(await readStats(deps.store(), service.id), 200, publicCacheHeaders(service.id, 'before')),
  );
}

/**
 * Validates and stores a submission as pending. `client` identifies the sender for the rate limit (undefined:
 * not limited); only a well-formed submission counts, so no other page can spend a visitor's budget.
 */
export function submitReviewResponse(
  deps: ReviewsDeps,
  request: Request,
  idOrSlug: string,
  client: string | undefined,
): Promise<Response> {
  return withService(idOrSlug, async (service) => {
    const body = await readJsonBody(request, MAX_SUBMISSION_BYTES);
    if (!body.ok) return noStore(body.response);
    const parsed = reviewSubmissionSchema.safeParse(body.value);
    if (!parsed.success) return noStore(jsonError(400, 'Invalid review', { issues: toIssues(parsed.error) }));

    if (deps.limiter && client !== undefined) {
      const limit = await deps.limiter.hit(client);
      if (!limit.allowed) {
        const response = jsonError(429, 'Too many reviews from your connection. Please try again later.');
        return noStore(withHeader(response, 'Retry-After', String(limit.retryAfterSeconds)));
      }
    }
    const { website: _honeypot, ...submission } = parsed.data;
    const review: UserReview = {
      ...submission,
      id: deps.newId?.() ?? newReviewId(),
      serviceId: service.id,
      createdAt: (deps.now?.() ?? new Date()).toISOString(),
      status: 'pending',
      isVerified: false,
    };
    await createReview(deps.store(), review);
    return noStore(json({ id: review.id, status: review.status }, 201));
  });
}
