/**
 * User reviews in Netlify Blobs: store "reviews", one key per review,
 * `<status>/<serviceId>/<reviewId>`. Submissions only ever create new keys, so concurrent submissions cannot
 * overwrite each other. Approval writes the published key before deleting the pending one: a crash in between
 * leaves a duplicate that the next moderation listing removes, never a loss.
 */
import type { Store } from '@netlify/blobs';
import type { PublicReview, ReviewStatus, UserReview } from '../lib/review-schema';

export const REVIEW_STORE = 'reviews';

/** The parts of a Blobs store the review code uses. */
export type ReviewBlobStore = Pick<Store, 'get' | 'setJSON' | 'list' | 'delete'>;

export function reviewKey(status: ReviewStatus, serviceId: number, reviewId: string): string {
  return `${status}/${serviceId}/${reviewId}`;
}

/** Stores a new review. Throws if the key already exists (it never should: ids are random UUIDs). */
export async function createReview(store: ReviewBlobStore, review: UserReview): Promise<void> {
  const { modified } = await store.setJSON(reviewKey(review.status, review.serviceId, review.id), review, {
    onlyIfNew: true,
  });
  if (!modified) throw new Error(`Review ${review.id} already exists`);
}

/** The reviews stored under listed keys (a key deleted since the listing is skipped). */
async function readReviews(store: ReviewBlobStore, blobs: readonly { key: string }[]): Promise<UserReview[]> {
  const reviews = await Promise.all(
    blobs.map((blob) => store.get(blob.key, { type: 'json' }) as Promise<UserReview | null>),
  );
  return reviews.filter((review): review is UserReview => review !== null);
}

/** Every review with a status, for one service or all of them. */
export async function listReviews(
  store: ReviewBlobStore,
  status: ReviewStatus,
  serviceId?: number,
): Promise<UserReview[]> {
  const prefix = serviceId === undefined ? `${status}/` : `${status}/${serviceId}/`;
  return readReviews(store, (await store.list({ prefix })).blobs);
}

/** Published reviews of a service, newest first, with only their public fields. */
export async function listPublished(store: ReviewBlobStore, serviceId: number): Promise<PublicReview[]> {
  const reviews = await listReviews(store, 'published', serviceId);
  return reviews
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .map(({ status: _status, moderatedAt: _moderatedAt, rejectionReason: _reason, ...pub }) => pub);
}

/** Finds a review by id under a status, with its key. */
async function findReview(store: ReviewBlobStore, status: ReviewStatus, reviewId: string) {
  const { blobs } = await store.list({ prefix: `${status}/` });
  const blob = blobs.find((b) => b.key.endsWith(`/${reviewId}`));
  if (!blob) return undefined;
  const review = (await store.get(blob.key, { type: 'json' })) as UserReview | null;
  return review ? { key: blob.key, review } : undefined;
}

/**
 * Moves a pending review to a new status (published or rejected). Returns the stored review, or undefined
 * when no pending review has that id.
 */
export async function moderateReview(
  store: ReviewBlobStore,
  reviewId: string,
  change: { status: 'published'; isVerified: boolean } | { status: 'rejected'; rejectionReason: string },
  now: Date = new Date(),
): Promise<UserReview | undefined> {
  const found = await findReview(store, 'pending', reviewId);
  if (!found) return undefined;
  const review: UserReview = { ...found.review, ...change, moderatedAt: now.toISOString() };
  await store.setJSON(reviewKey(review.status, review.serviceId, review.id), review);
  await store.delete(found.key);
  return review;
}

/** Pending reviews for moderation, oldest first; removes pending copies of reviews already moderated. */
export async function listPendingForModeration(store: ReviewBlobStore): Promise<UserReview[]> {
  const [pending, published, rejected] = await Promise.all([
    store.list({ prefix: 'pending/' }),
    store.list({ prefix: 'published/' }),
    store.list({ prefix: 'rejected/' }),
  ]);
  const done = new Set([...published.blobs, ...rejected.blobs].map((b) => b.key.slice(b.key.indexOf('/'))));
  const isStale = (b: { key: string }) => done.has(b.key.slice(b.key.indexOf('/')));
  await Promise.all(pending.blobs.filter(isStale).map((b) => store.delete(b.key)));
  const reviews = await readReviews(
    store,
    pending.blobs.filter((b) => !isStale(b)),
  );
  return reviews.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}
