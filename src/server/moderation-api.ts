/**
 * Token-protected moderation endpoints:
 *   GET  /api/moderation/reviews?status=pending|published|rejected
 *   POST /api/moderation/reviews/{reviewId}/approve  { verified?: boolean }
 *   POST /api/moderation/reviews/{reviewId}/reject   { reason: string }
 * Every request needs `Authorization: Bearer <MODERATION_TOKEN>`; with no token configured, moderation is
 * disabled (503). Errors are JSON { error }.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { json, jsonError } from './http';
import { readJsonBody } from './http-body';
import type { ReviewStatus } from '../lib/review-schema';
import { listPendingForModeration, listReviews, moderateReview, type ReviewBlobStore } from './review-store';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** null when the request carries the configured token; otherwise the 503 or 401 response to send. */
export function checkModerationToken(request: Request, configured: string | undefined): Response | null {
  if (!configured) return jsonError(503, 'Moderation is disabled: set MODERATION_TOKEN to enable it');
  const given = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1] ?? '';
  // Compare fixed-length digests in constant time, so the comparison reveals nothing about the token.
  return timingSafeEqual(digest(given), digest(configured))
    ? null
    : jsonError(401, 'Invalid or missing moderation token');
}

const STATUSES: readonly ReviewStatus[] = ['pending', 'published', 'rejected'];

export async function moderationListResponse(
  store: ReviewBlobStore,
  status: string | null,
): Promise<Response> {
  const wanted = (status ?? 'pending') as ReviewStatus;
  if (!STATUSES.includes(wanted)) return jsonError(400, 'status must be pending, published or rejected');
  return json(
    wanted === 'pending' ? await listPendingForModeration(store) : await listReviews(store, wanted),
  );
}

export async function moderationActionResponse(
  store: ReviewBlobStore,
  request: Request,
  reviewId: string,
  action: string,
): Promise<Response> {
  if (action !== 'approve' && action !== 'reject') return jsonError(404, 'Unknown moderation action');
  const body = await readJsonBody(request);
  if (!body.ok) return body.response;
  const input = (body.value ?? {}) as { verified?: unknown; reason?: unknown };
  if (action === 'reject' && (typeof input.reason !== 'string' || input.reason.trim() === '')) {
    return jsonError(400, 'A reason is required to reject a review');
  }
  const review = await moderateReview(
    store,
    reviewId,
    action === 'approve'
      ? { status: 'published', isVerified: input.verified === true }
      : { status: 'rejected', rejectionReason: String(input.reason).trim() },
  );
  return review ? json(review) : jsonError(404, 'No pending review with that id');
}
