/**
 * Token-protected moderation endpoints:
 *   GET  /api/moderation/reviews?status=pending|published|rejected&limit=n&before=<reviewId>
 *        UserReview[], newest submitted first, `limit` a page (default 20, at most 50); X-Total-Count, and
 *        Link rel="next" with the cursor of the next page
 *   POST /api/moderation/reviews/{reviewId}/approve  { verified?: boolean }   200 UserReview | 404 | 409
 *   POST /api/moderation/reviews/{reviewId}/reject   { reason: string }       200 UserReview | 404 | 409
 * Every request needs `Authorization: Bearer <MODERATION_TOKEN>`; a token under 32 characters disables
 * moderation (503). After 10 wrong tokens from one client in 10 minutes, its wrong tokens get 429 until the
 * window ends. Wrong methods get 405 first. Answers are JSON, no-store. Approving purges the CDN cache.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import {
  approveBodySchema,
  DEFAULT_LIST_LIMIT,
  MAX_LIST_LIMIT,
  MIN_TOKEN_LENGTH,
  rejectBodySchema,
} from '../lib/api-schemas';
import type { BlobStore } from './blob-json';
import { json, jsonError, methodNotAllowed, noStore, reviewsCacheTag, withHeader } from './http';
import { readJsonBody } from './http-body';
import type { RateLimiter } from './rate-limit';
import { isReviewId, listForModeration, moderateReview, type ModerationChange } from './review-store';
import { REVIEW_STATUSES, toIssues, type ReviewStatus } from '../lib/review-schema';

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

/** The token of an `Authorization: Bearer <token>` header (the scheme in any case), or undefined. */
function bearerToken(header: string | null): string | undefined {
  return /^bearer[ \t]+(\S+)[ \t]*$/i.exec(header ?? '')?.[1];
}

/**
 * null when the request carries the configured token; otherwise the answer to send (503, 401 or 429). The
 * token is compared first, so the right token always passes. Only a wrong Bearer token counts against the
 * client's limit (another page can make the moderator's browser send anything else), in one compare-and-swap,
 * so at most the limit of concurrent wrong tokens get 401, the rest 429.
 */
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
  const given = bearerToken(request.headers.get('authorization'));
  const refused = (message: string) => withHeader(jsonError(401, message), 'WWW-Authenticate', 'Bearer');
  if (given === undefined) return refused('Missing moderation token: send Authorization: Bearer <token>');
  // Compare fixed-length digests in constant time, so the comparison reveals nothing about the token.
  if (timingSafeEqual(digest(given), digest(deps.token))) return null;
  if (deps.authLimiter && client !== undefined) {
    const limit = await deps.authLimiter.hit(client);
    if (!limit.allowed) {
      const response = jsonError(429, 'Too many wrong moderation tokens. Try again later.');
      return withHeader(response, 'Retry-After', String(limit.retryAfterSeconds));
    }
  }
  return refused('Invalid moderation token');
}

async function listResponse(deps: ModerationDeps, url: URL): Promise<Response> {
  const query = url.searchParams;
  const status = (query.get('status') ?? 'pending') as ReviewStatus;
  if (!REVIEW_STATUSES.includes(status))
    return jsonError(400, 'status must be pending, published or rejected');
  const limitText = query.get('limit') ?? String(DEFAULT_LIST_LIMIT);
  const limit = /^\d{1,3}$/.test(limitText) ? Number(limitText) : 0;
  if (limit < 1 || limit > MAX_LIST_LIMIT)
    return jsonError(400, `limit must be a whole number from 1 to ${MAX_LIST_LIMIT}`);
  const before = query.get('before') ?? undefined;
  if (before !== undefined && !isReviewId(before))
    return jsonError(400, 'before must be a review id (the rel="next" link of the previous page)');
  const page = await listForModeration(deps.store(), status, { limit, before, now: deps.now?.() });
  const headers: Record<string, string> = { 'X-Total-Count': String(page.total) };
  if (page.next !== null) {
    const next = new URLSearchParams({ status, limit: String(limit), before: page.next });
    headers['Link'] = `<${url.pathname}?${next.toString()}>; rel="next"`;
  }
  return json(page.reviews, 200, headers);
}

async function actionResponse(
  deps: ModerationDeps,
  request: Request,
  reviewId: string,
  action: string,
): Promise<Response> {
  if (action !== 'approve' && action !== 'reject') return jsonError(404, 'Unknown moderation action');
  // Ids are stored in lower case; a UUID copied in upper case names the same review.
  const id = reviewId.toLowerCase();
  if (!isReviewId(id)) return jsonError(404, 'No review with that id');
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
  const result = await moderateReview(deps.store(), id, change, deps.now?.());
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
 * Every moderation request: the token first, then the route. `params`: the path's reviewId and action (absent
 * for the list); `client`: the caller's address.
 */
export async function moderationResponse(
  deps: ModerationDeps,
  request: Request,
  params: { reviewId?: string | undefined; action?: string | undefined },
  client: string | undefined,
): Promise<Response> {
  const { reviewId, action } = params;
  const isList = reviewId === undefined || action === undefined;
  const allowed = isList ? ['GET', 'HEAD'] : ['POST'];
  if (!allowed.includes(request.method)) return methodNotAllowed(allowed);
  try {
    const refused = await checkModerationToken(deps, request, client);
    if (refused) return noStore(refused);
    if (isList) return noStore(await listResponse(deps, new URL(request.url)));
    return noStore(await actionResponse(deps, request, reviewId, action));
  } catch (error) {
    console.error('moderation: Blobs store failed', error);
    return noStore(jsonError(503, 'Review storage is unavailable'));
  }
}
