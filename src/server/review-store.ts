/**
 * UserReviews in Netlify Blobs. Keys:
 *   reviews/<reviewId>                  the review (UserReview JSON): the one truth about its status
 *   status/<status>/<reviewId>          index of reviews by status, for moderation lists
 *   services/<serviceId>/summary        published summary: stats, the newest 20 to 39 reviews ("tail")
 *   services/<serviceId>/stats          the summary's stats alone, so GET review-stats reads ~100 bytes
 *   services/<serviceId>/pages/<n>      published reviews 20n to 20n+19 in order of publication, sealed
 *
 * A review is found by its id without listing. Approve and reject are a compare-and-swap on the review
 * (pending → published | rejected), so exactly one wins; the loser learns the status it lost to. Publication
 * then appends to the service's summary (another compare-and-swap), which public reads use alone: a GET reads
 * the summary and at most two sealed pages, whatever the number of reviews.
 *
 * Crash safety: the status index of a new review is written before the review, and a moderated review leaves
 * the pending index last, so a crash at any point leaves a pending index entry that the next moderation
 * listing completes (`listForModeration`). Nothing acknowledged is lost.
 */
import * as z from 'zod/mini';
import { mapLimited, isOwnKey, readJson, updateJson, UpdateError, type BlobStore } from './blob-json';
import { processQueue } from './serialize';
import {
  publicReviewSchema,
  userReviewSchema,
  type PublicReview,
  type ReviewStatus,
  type UserReview,
} from '../lib/review-schema';
import { addRatings, EMPTY_DISTRIBUTION, statsFromDistribution, type ReviewStats } from '../lib/review-stats';
import { ratingDistributionSchema } from './api-schemas';

/** Published reviews per page of `GET /reviews` and per sealed page blob. */
export const PAGE_SIZE = 20;
/** Reads in flight at once when a listing reads many blobs (the local emulation opens a file per read). */
const READ_CONCURRENCY = 16;
/** A pending index entry of a review moderated this long ago is an interrupted moderation, safe to complete. */
const INTERRUPTED_AFTER_MS = 2 * 60 * 1000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Whether a string has the form of a review id (a random UUID); anything else names no review. */
export function isReviewId(value: string): boolean {
  return UUID.test(value);
}

export const reviewKey = (reviewId: string) => `reviews/${reviewId}`;
export const statusKey = (status: ReviewStatus, reviewId: string) => `status/${status}/${reviewId}`;
const summaryKey = (serviceId: number) => `services/${serviceId}/summary`;
const statsKey = (serviceId: number) => `services/${serviceId}/stats`;
const pageKey = (serviceId: number, page: number) => `services/${serviceId}/pages/${page}`;

/**
 * A service's published summary. `tail` holds the reviews from index `sealed * PAGE_SIZE` on, oldest first;
 * it keeps at least PAGE_SIZE reviews once there are that many, so the newest page is always in it.
 * Entries are checked one by one when read (an unreadable one is skipped), so they are `unknown` here.
 */
const summarySchema = z.object({
  total: z.int().check(z.gte(0)),
  distribution: ratingDistributionSchema,
  sealed: z.int().check(z.gte(0)),
  tail: z.array(z.unknown()),
});
type Summary = z.output<typeof summarySchema>;
const EMPTY_SUMMARY: Summary = { total: 0, distribution: EMPTY_DISTRIBUTION, sealed: 0, tail: [] };

const pageSchema = z.array(z.unknown());

/** The stats copy: `total` orders the copies, so an older one never replaces a newer one. */
const statsCopySchema = z.object({ total: z.int().check(z.gte(0)), distribution: ratingDistributionSchema });
type StatsCopy = z.output<typeof statsCopySchema>;

/** The public fields of a review. */
export function toPublic(review: UserReview): PublicReview {
  const { status: _status, moderatedAt: _moderatedAt, rejectionReason: _reason, ...pub } = review;
  return pub;
}

/** Reviews that pass the public schema; the others are logged and skipped. */
function readableReviews(entries: readonly unknown[], where: string): PublicReview[] {
  const reviews: PublicReview[] = [];
  for (const entry of entries) {
    const parsed = publicReviewSchema.safeParse(entry);
    if (parsed.success) reviews.push(parsed.data);
    else console.error(`reviews: skipped an unreadable review in "${where}"`);
  }
  return reviews;
}

/** Stores a new pending review. Throws if the id is taken (it never is: ids are random UUIDs). */
export async function createReview(store: BlobStore, review: UserReview): Promise<void> {
  await store.set(statusKey(review.status, review.id), '');
  const { modified } = await store.set(reviewKey(review.id), JSON.stringify(review), { onlyIfNew: true });
  if (!modified) throw new Error(`Review ${review.id} already exists`);
}

export type ModerationChange =
  { status: 'published'; isVerified: boolean } | { status: 'rejected'; rejectionReason: string };

export type ModerationOutcome =
  | { outcome: 'moderated'; review: UserReview }
  | { outcome: 'missing' }
  | { outcome: 'conflict'; status: ReviewStatus };

/**
 * Moves a pending review to published or rejected. Exactly one of concurrent changes to one review wins;
 * the others get `conflict` with the status it now has. Throws when the store fails.
 */
export async function moderateReview(
  store: BlobStore,
  reviewId: string,
  change: ModerationChange,
  now: Date = new Date(),
): Promise<ModerationOutcome> {
  const claim = await updateJson<UserReview, ModerationOutcome>(
    store,
    reviewKey(reviewId),
    userReviewSchema,
    (current) => {
      if (!current) return { result: { outcome: 'missing' } };
      if (current.status !== 'pending') return { result: { outcome: 'conflict', status: current.status } };
      const review: UserReview = { ...current, ...change, moderatedAt: now.toISOString() };
      return { write: review, result: { outcome: 'moderated', review } };
    },
  );
  if (claim.outcome === 'moderated') await completeModeration(store, claim.review, false);
  return claim;
}

/**
 * The steps after a won status change, each safe to repeat: the new status index, the published summary
 * (`checkDuplicate`: first look whether an interrupted earlier run already added it), then leaving the
 * pending index.
 */
async function completeModeration(store: BlobStore, review: UserReview, checkDuplicate: boolean) {
  await store.set(statusKey(review.status, review.id), '');
  if (review.status === 'published') {
    const already = checkDuplicate && (await isPublished(store, review.serviceId, review.id));
    if (!already) await appendPublished(store, review.serviceId, [toPublic(review)]);
  }
  await store.delete(statusKey('pending', review.id));
}

/** Reviews waiting to be appended to a summary, per summary key, with the write that will append them. */
const pendingAppends = new Map<string, { reviews: PublicReview[]; done: Promise<void> }>();

/**
 * Appends published reviews to a service's summary, sealing full pages of 20 out of the tail. Concurrent
 * calls in this process join into one write (the reviews that arrive while a write is in flight go into the
 * next one), so many approvals at once cost few summary writes. Also the way to load many published reviews at
 * once (the benchmark seeds 10,000 this way).
 */
export function appendPublished(
  store: BlobStore,
  serviceId: number,
  reviews: readonly PublicReview[],
): Promise<void> {
  const key = summaryKey(serviceId);
  let batch = pendingAppends.get(key);
  if (!batch) {
    const next = { reviews: [] as PublicReview[], done: Promise.resolve() };
    next.done = processQueue.run(`append:${key}`, () => {
      pendingAppends.delete(key);
      return writeAppend(store, serviceId, next.reviews);
    });
    pendingAppends.set(key, next);
    batch = next;
  }
  batch.reviews.push(...reviews);
  return batch.done;
}

async function writeAppend(store: BlobStore, serviceId: number, reviews: readonly PublicReview[]) {
  const written = await updateJson<Summary, Summary>(
    store,
    summaryKey(serviceId),
    summarySchema,
    async (current) => {
      const summary = current ?? EMPTY_SUMMARY;
      let tail = [...summary.tail, ...reviews];
      let sealed = summary.sealed;
      // Seal the oldest 20 while 40 or more wait, so the newest page always stays in the tail. A page written
      // by an attempt that then lost the race has the same content (the tail only grows at its end): rewriting
      // it with onlyIfNew is harmless.
      while (tail.length >= 2 * PAGE_SIZE) {
        await store.set(pageKey(serviceId, sealed), JSON.stringify(tail.slice(0, PAGE_SIZE)), {
          onlyIfNew: true,
        });
        tail = tail.slice(PAGE_SIZE);
        sealed += 1;
      }
      const ratings = reviews.map((review) => review.rating);
      const next: Summary = {
        total: summary.total + reviews.length,
        distribution: addRatings(summary.distribution, ratings),
        sealed,
        tail,
      };
      return { write: next, result: next };
    },
  );
  await writeStatsCopy(store, serviceId, written);
}

/**
 * Copies a summary's stats to the small stats blob, unless a newer copy is there. A crash between the two
 * writes leaves the copy one approval behind until the next one.
 */
async function writeStatsCopy(store: BlobStore, serviceId: number, summary: StatsCopy) {
  await updateJson(store, statsKey(serviceId), statsCopySchema, (current) =>
    current && current.total >= summary.total
      ? { result: undefined }
      : { write: { total: summary.total, distribution: summary.distribution }, result: undefined },
  );
}

async function readSummary(store: BlobStore, serviceId: number): Promise<Summary> {
  const read = await readJson(store, summaryKey(serviceId), summarySchema);
  if (read.state === 'unreadable') throw new UpdateError(`Summary of service ${serviceId} is unreadable`);
  return read.state === 'ok' ? read.value : EMPTY_SUMMARY;
}

async function readSealedPage(store: BlobStore, serviceId: number, page: number): Promise<unknown[]> {
  const read = await readJson(store, pageKey(serviceId, page), pageSchema);
  if (read.state !== 'ok') console.error(`reviews: sealed page ${page} of service ${serviceId} is missing`);
  return read.state === 'ok' ? read.value : [];
}

/** Whether a review is in a service's published summary (reads every sealed page: for repairs only). */
async function isPublished(store: BlobStore, serviceId: number, reviewId: string): Promise<boolean> {
  const summary = await readSummary(store, serviceId);
  const pages = await mapLimited(
    Array.from({ length: summary.sealed }, (_, i) => i),
    READ_CONCURRENCY,
    (page) => readSealedPage(store, serviceId, page),
  );
  return [summary.tail, ...pages].some((entries) =>
    entries.some((entry) => (entry as { id?: unknown } | null)?.id === reviewId),
  );
}

/**
 * One page (1-based) of a service's published reviews, newest published first, and the total. Reads the
 * summary and at most two sealed pages. Unreadable entries are skipped and logged.
 */
export async function readPublishedPage(
  store: BlobStore,
  serviceId: number,
  page: number,
): Promise<{ reviews: PublicReview[]; total: number }> {
  const summary = await readSummary(store, serviceId);
  const end = summary.total - (page - 1) * PAGE_SIZE;
  const start = Math.max(0, end - PAGE_SIZE);
  if (end <= 0) return { reviews: [], total: summary.total };
  const tailStart = summary.sealed * PAGE_SIZE;
  const entries: unknown[] =
    end > tailStart ? summary.tail.slice(Math.max(start, tailStart) - tailStart, end - tailStart) : [];
  if (start < tailStart) {
    const first = Math.floor(start / PAGE_SIZE);
    const last = Math.floor((Math.min(end, tailStart) - 1) / PAGE_SIZE);
    const pages = await Promise.all(
      Array.from({ length: last - first + 1 }, (_, i) => readSealedPage(store, serviceId, first + i)),
    );
    const sealedEntries = pages
      .flat()
      .slice(start - first * PAGE_SIZE, Math.min(end, tailStart) - first * PAGE_SIZE);
    entries.unshift(...sealedEntries);
  }
  return { reviews: readableReviews(entries, `service ${serviceId}`).reverse(), total: summary.total };
}

/** ReviewStats of a service's published reviews, from the stats copy of its summary. */
export async function readStats(store: BlobStore, serviceId: number): Promise<ReviewStats> {
  const read = await readJson(store, statsKey(serviceId), statsCopySchema);
  if (read.state === 'unreadable') throw new UpdateError(`Stats of service ${serviceId} are unreadable`);
  return statsFromDistribution(read.state === 'ok' ? read.value.distribution : EMPTY_DISTRIBUTION);
}

/**
 * Every review with a status, for moderators: pending oldest first, the others most recently moderated first.
 * Unreadable reviews are skipped and logged. A pending index entry whose review was moderated by a run that
 * was interrupted (a crash, a timeout) is completed here, once it is old enough that the run is surely over.
 */
export async function listForModeration(
  store: BlobStore,
  status: ReviewStatus,
  now: Date = new Date(),
): Promise<UserReview[]> {
  const { blobs } = await store.list({ prefix: `status/${status}/` });
  const ids = blobs
    .map((blob) => blob.key)
    .filter(isOwnKey)
    .map((key) => key.slice(key.lastIndexOf('/') + 1))
    .filter(isReviewId);
  const reads = await mapLimited(ids, READ_CONCURRENCY, (id) =>
    readJson(store, reviewKey(id), userReviewSchema),
  );
  const reviews: UserReview[] = [];
  for (const read of reads) {
    if (read.state !== 'ok') continue;
    const review = read.value;
    if (review.status === status) reviews.push(review);
    else if (status === 'pending' && isInterrupted(review, now))
      await completeModeration(store, review, true);
  }
  const order = (r: UserReview) => (status === 'pending' ? r.createdAt : (r.moderatedAt ?? r.createdAt));
  reviews.sort((a, b) => order(a).localeCompare(order(b)));
  return status === 'pending' ? reviews : reviews.reverse();
}

function isInterrupted(review: UserReview, now: Date): boolean {
  return (
    review.moderatedAt !== undefined && now.getTime() - Date.parse(review.moderatedAt) > INTERRUPTED_AFTER_MS
  );
}
