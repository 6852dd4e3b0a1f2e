/**
 * The public review endpoints, independent of Netlify so they can be tested against a
 * real local Blobs store:
 *   GET  /api/vpn-services/{id}/reviews       published UserReview[], newest first
 *   GET  /api/vpn-services/{id}/review-stats  ReviewStats
 *   POST /api/vpn-services/{id}/reviews       201 { id, status: "pending" }
 * {id} is the service's numeric id or its slug. Errors are JSON { error } with 400, 404, 413, 415, 429 or 503.
 */
import { json, jsonError } from './http';
import { readJsonBody } from './http-body';
import type { Limiter } from './rate-limit';
import { reviewSubmissionSchema, toIssues, type UserReview } from '../lib/review-schema';
import { computeStats } from '../lib/review-stats';
import { createReview, listPublished, type ReviewBlobStore } from './review-store';
import type { FindService, ServiceRef } from './service-directory';

export interface ReviewsDeps {
  /** Opens the Blobs store; called per request (getStore throws at module scope in production). */
  store: () => ReviewBlobStore;
  findService: FindService;
  /** null = no per-client limit (REVIEWS_RATE_LIMIT=0). */
  limiter: Limiter | null;
  now?: () => Date;
  newId?: () => string;
}

const UNAVAILABLE = 'Reviews are temporarily unavailable. Please try again later.';
const noStore = (response: Response) => {
  response.headers.set('cache-control', 'no-store');
  return response;
};

/** Resolves the service or answers 404 (or 503 when the directory cannot be read). */
async function withService(
  deps: ReviewsDeps,
  idOrSlug: string,
  then: (service: ServiceRef) => Promise<Response>,
): Promise<Response> {
  let service: ServiceRef | undefined;
  try {
    service = await deps.findService(idOrSlug);
  } catch (error) {
    console.error('reviews: service directory unavailable', error);
    return noStore(jsonError(503, UNAVAILABLE));
  }
  if (!service) return noStore(jsonError(404, 'VPN service not found'));
  try {
    return noStore(await then(service));
  } catch (error) {
    console.error('reviews: Blobs store failed', error);
    return noStore(jsonError(503, UNAVAILABLE));
  }
}

export function listReviewsResponse(deps: ReviewsDeps, idOrSlug: string): Promise<Response> {
  return withService(deps, idOrSlug, async (service) => json(await listPublished(deps.store(), service.id)));
}

export function reviewStatsResponse(deps: ReviewsDeps, idOrSlug: string): Promise<Response> {
  return withService(deps, idOrSlug, async (service) =>
    json(computeStats(await listPublished(deps.store(), service.id))),
  );
}

/** Validates and stores a submission as pending. `clientKey` identifies the client for the rate limit. */
export function submitReviewResponse(
  deps: ReviewsDeps,
  request: Request,
  idOrSlug: string,
  clientKey: string,
): Promise<Response> {
  return withService(deps, idOrSlug, async (service) => {
    const limit = deps.limiter?.hit(clientKey);
    if (limit && !limit.allowed) {
      const response = jsonError(429, 'Too many reviews from your connection. Please try again later.');
      response.headers.set('retry-after', String(limit.retryAfterSeconds));
      return response;
    }
    const body = await readJsonBody(request);
    if (!body.ok) return body.response;
    const parsed = reviewSubmissionSchema.safeParse(body.value);
    if (!parsed.success) return jsonError(400, 'Invalid review', { issues: toIssues(parsed.error) });

    const { website: _honeypot, ...submission } = parsed.data;
    const review: UserReview = {
      ...submission,
      id: deps.newId?.() ?? crypto.randomUUID(),
      serviceId: service.id,
      createdAt: (deps.now?.() ?? new Date()).toISOString(),
      status: 'pending',
      isVerified: false,
    };
    await createReview(deps.store(), review);
    return json({ id: review.id, status: review.status }, 201);
  });
}
