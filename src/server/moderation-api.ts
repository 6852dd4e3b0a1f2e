/**
 * Token-protected moderation endpoints:
 *   GET  /api/moderation/reviews?status=pending|published|rejected   UserReview[]
 *   POST /api/moderation/reviews/{reviewId}/approve  { verified?: boolean }   200 UserReview | 404 | 409
 *   POST /api/moderation/reviews/{reviewId}/reject   { reason: string }       200 UserReview | 404 | 409
 * Every request needs `Authorization: Bearer <MODERATION_TOKEN>`. A token shorter than 32 characters is not
 * accepted: moderation stays disabled (503). After 10 wrong tokens from one client in 10 minutes, that client
 * gets 429 until the window ends, before any token is compared. Every answer is JSON with Cache-Control
 * no-store. Approving purges the CDN cache of the service's public review answers.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { approveBodySchema, rejectBodySchema } from './api-schemas';
import type { BlobStore } from './blob-json';
import { json, jsonError, methodNotAllowed, noStore, reviewsCacheTag, withHeader } from './http';
import { readJsonBody } from './http-body';
import type { RateLimiter } from './rate-limit';
import { isReviewId, listForModeration, moderateReview, type ModerationChange } from './review-store';
import { REVIEW_STATUSES, toIssues, type ReviewStatus } from '../lib/review-schema';

/** Shortest moderation token accepted: 32 characters, out of reach of guessing. */
export const MIN_TOKEN_LENGTH = 32;

export interface ModerationDeps {
  store: () => BlobStore;
  /** MODERATION_TOKEN. */
  token: string | undefined;
  /** Counts wrong tokens per client; null = not limited. */
  authLimiter: RateLimiter | null;
  /** Purges CDN cache tags (Netlify's purgeCache; a no-op where there is no CDN). */
  purge: (tags: string[]) => Promise<void>;
  now?: () => Date;
}

const digest = (value: string) => createHash('sha256').update(value).digest();
let warned = false;

/** Why moderation is off, or undefined when the configured token is usable. Logs the reason once. */
function disabledReason(token: string | undefined): string | undefined {
  const reason = !token
    ? 'MODERATION_TOKEN is not set'
    : token.length < MIN_TOKEN_LENGTH
      ? `MODERATION_TOKEN is shorter than ${MIN_TOKEN_LENGTH} characters`
      : undefined;
  if (reason && !warned) {
    warned = true;
    console.error(
      `moderation: disabled because ${reason}; set a random token of at least ${MIN_TOKEN_LENGTH} characters`,
    );
  }
  return reason;
}

/** null when the request carries the configured token; otherwise the answer to send (503, 401 or 429). */
async function checkModerationToken(
  deps: Pick<ModerationDeps, 'token' | 'authLimiter'>,
  request: Request,
  client: string | undefined,
): Promise<Response | null> {
  if (disabledReason(deps.token) || !deps.token)
    return jsonError(
      503,
      `Moderation is disabled: set MODERATION_TOKEN (at least ${MIN_TOKEN_LENGTH} characters) to enable it`,
    );
  const limiter = client === undefined ? null : deps.authLimiter;
  if (limiter && client !== undefined) {
    const state = await limiter.check(client);
    if (!state.allowed) {
      const response = jsonError(429, 'Too many wrong moderation tokens. Try again later.');
      return withHeader(response, 'Retry-After', String(state.retryAfterSeconds));
    }
  }
  const given = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1] ?? '';
  // Compare fixed-length digests in constant time, so the comparison reveals nothing about the token.
  if (timingSafeEqual(digest(given), digest(deps.token))) return null;
  if (limiter && client !== undefined) await limiter.hit(client);
  return withHeader(jsonError(401, 'Invalid or missing moderation token'), 'WWW-Authenticate', 'Bearer');
}

async function listResponse(deps: ModerationDeps, status: string | null): Promise<Response> {
  const wanted = (status ?? 'pending') as ReviewStatus;
  if (!REVIEW_STATUSES.includes(wanted))
    return jsonError(400, 'status must be pending, published or rejected');
  return json(await listForModeration(deps.store(), wanted, deps.now?.()));
}

async function actionResponse(
  deps: ModerationDeps,
  request: Request,
  reviewId: string,
  action: string,
): Promise<Response> {
  if (action !== 'approve' && action !== 'reject') return jsonError(404, 'Unknown moderation action');
  if (!isReviewId(reviewId)) return jsonError(404, 'No review with that id');
  const body = await readJsonBody(request);
  if (!body.ok) return body.response;
  let change: ModerationChange;
  if (action === 'approve') {
    const parsed = approveBodySchema.safeParse(body.value ?? {});
    if (!parsed.success) return jsonError(400, 'Invalid approval', { issues: toIssues(parsed.error) });
    change = { status: 'published', isVerified: parsed.data.verified === true };
  } else {
    const parsed = rejectBodySchema.safeParse(body.value);
    if (!parsed.success) {
      const issues = toIssues(parsed.error);
      return jsonError(400, issues[0]?.message ?? 'Invalid rejection', { issues });
    }
    change = { status: 'rejected', rejectionReason: parsed.data.reason };
  }
  const result = await moderateReview(deps.store(), reviewId, change, deps.now?.());
  if (result.outcome === 'missing') return jsonError(404, 'No review with that id');
  if (result.outcome === 'conflict') return jsonError(409, `This review is already ${result.status}`);
  if (result.review.status === 'published') {
    // The next visitor must see it: drop the CDN's copies of this service's public answers now.
    await deps
      .purge([reviewsCacheTag(result.review.serviceId)])
      .catch((error: unknown) => console.error('moderation: purging the CDN cache failed', error));
  }
  return json(result.review);
}

/**
 * Every moderation request: the token first (so nothing is revealed without it), then the route.
 * `params` are the path's reviewId and action (both absent for the list); `client` is the caller's address.
 */
export async function moderationResponse(
  deps: ModerationDeps,
  request: Request,
  params: { reviewId?: string | undefined; action?: string | undefined },
  client: string | undefined,
): Promise<Response> {
  try {
    const refused = await checkModerationToken(deps, request, client);
    if (refused) return noStore(refused);
    const { reviewId, action } = params;
    if (reviewId === undefined || action === undefined) {
      if (request.method !== 'GET' && request.method !== 'HEAD')
        return noStore(methodNotAllowed(['GET', 'HEAD']));
      return noStore(await listResponse(deps, new URL(request.url).searchParams.get('status')));
    }
    if (request.method !== 'POST') return noStore(methodNotAllowed(['POST']));
    return noStore(await actionResponse(deps, request, reviewId, action));
  } catch (error) {
    console.error('moderation: Blobs store failed', error);
    return noStore(jsonError(503, 'Review storage is unavailable'));
  }
}
