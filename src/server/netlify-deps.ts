/**
 * Wiring of the review endpoints to Netlify: the Blobs store, the service directory and the rate limiter,
 * each created lazily inside a request (getStore throws at module scope in production) and reused by the
 * function instance afterwards.
 */
import { getStore } from '@netlify/blobs';
import { limiterFromEnv, type Limiter } from './rate-limit';
import { REVIEW_STORE, type ReviewBlobStore } from './review-store';
import type { ReviewsDeps } from './reviews-api';
import { createServiceDirectory, fetchServices, type FindService } from './service-directory';

let findService: FindService | undefined;
let limiter: Limiter | null | undefined;

/** The reviews store with strong consistency: a review that got 201 is read back at once. */
export function reviewStore(): ReviewBlobStore {
  return getStore({ name: REVIEW_STORE, consistency: 'strong' });
}

/** Dependencies of the review endpoints for a request to this site. */
export function reviewDeps(request: Request): ReviewsDeps {
  findService ??= createServiceDirectory(() => fetchServices(new URL(request.url).origin));
  limiter ??= limiterFromEnv(process.env.REVIEWS_RATE_LIMIT);
  return { store: reviewStore, findService, limiter };
}
