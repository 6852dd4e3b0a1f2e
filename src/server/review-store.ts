/**
 * UserReviews in Netlify Blobs. Keys:
 *   reviews/<reviewId>               the review (UserReview JSON): the one truth about its status
 *   status/<status>/<reviewId>       index of reviews by status, for moderation lists
 *   moderating/<reviewId>            a moderation under way, removed once complete: what the repair reads
 *   services/<serviceId>/summary     a service's published list: total, rating distribution, sealed page
 *                                    count and the newest 20 or more reviews ("tail")
 *   services/<serviceId>/pages/<n>   published reviews 20n to 20n+19 in order of publication, sealed
 * Review ids are UUIDv7 (RFC 9562): they sort by submission, so moderation lists page by id without reading.
 *
 * Publication: a review is public exactly when a committed summary holds it (in its tail or a sealed page it
 * counts). Commits are compare-and-swaps, so the order of publication only grows at its end. Through crashes
 * and races: a page is sealed only from reviews a committed summary holds (every writer writes the same
 * bytes), and appending is idempotent (an approval records `publishedAfter`, the published count before it
 * began; its place is at or after that, so an append skips a review already there).
 *
 * Moderation, in order: read the review and the published count; mark it (`moderating/`); the status change,
 * a compare-and-swap (exactly one of concurrent changes wins); the new status index; for a publication, the
 * append; leaving the pending index; removing the mark; the answer. Every step after the status change can be
 * repeated, so after a crash the repair (`completeInterrupted`, run by every moderation listing) or a
 * repeated approval finishes it.
 */
import * as z from 'zod/mini';
import { v7 as uuidv7, validate as isUuid, version as uuidVersion } from 'uuid';
import { mapLimited, readJson, updateJson, UpdateError, type BlobStore } from './blob-json';
import { processQueue } from './serialize';
import {
  publicReviewSchema,
  userReviewSchema,
  type PublicReview,
  type ReviewStatus,
  type UserReview,
} from '../lib/review-schema';
import { addRatings, EMPTY_DISTRIBUTION, statsFromDistribution, type ReviewStats } from '../lib/review-stats';
import { PAGE_SIZE, ratingDistributionSchema } from '../lib/api-schemas';

/** Reads in flight at once when a listing reads many blobs (the local emulation opens a file per read). */
const READ_CONCURRENCY = 16;
/** A status index entry whose review was never written is left by a submission that died: after a minute. */
const ABANDONED_AFTER_MS = 60 * 1000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Whether a string has the form of a review id (a UUID in lower case); anything else names no review. */
export const isReviewId = (value: string): boolean => UUID.test(value);

/** A new review id: a UUIDv7, which sorts by the time it was made. */
export const newReviewId = (): string => uuidv7();

/** When a UUIDv7 was made (ms since the epoch); undefined for other ids (older reviews have random UUIDv4 ids). */
function idTime(id: string): number | undefined {
  return isUuid(id) && uuidVersion(id) === 7 ? parseInt(id.slice(0, 8) + id.slice(9, 13), 16) : undefined;
}

export const reviewKey = (reviewId: string) => `reviews/${reviewId}`;
export const statusKey = (status: ReviewStatus, reviewId: string) => `status/${status}/${reviewId}`;
const markKey = (reviewId: string) => `moderating/${reviewId}`;
const summaryKey = (serviceId: number) => `services/${serviceId}/summary`;
const pageKey = (serviceId: number, page: number) => `services/${serviceId}/pages/${page}`;

/**
 * A review as stored: a UserReview, plus, once an approval has begun, how many reviews of its service were
 * published before (its place in the order of publication is at or after that).
 */
const storedReviewSchema = z.extend(userReviewSchema, {
  publishedAfter: z.optional(z.int().check(z.gte(0))),
});
type StoredReview = z.output<typeof storedReviewSchema>;

/**
 * A service's published list. `tail`: the reviews from place `sealed * PAGE_SIZE` on, oldest first, at least
 * PAGE_SIZE once there are that many; entries are checked one by one when read, so `unknown` here.
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
const markSchema = z.object({ startedAt: z.string() });

/** The public fields of a review. */
export function toPublic(review: UserReview): PublicReview {
  const {
    status: _status,
    moderatedAt: _moderatedAt,
    rejectionReason: _reason,
    publishedAfter: _after,
    ...pub
  } = review as StoredReview;
  return pub;
}

/** A review as moderators see it: the stored review without its place-keeping field. */
function toModeration(review: StoredReview): UserReview {
  const { publishedAfter: _after, ...user } = review;
  return user;
}

/** Reviews that pass the public schema; the others are logged and skipped. */
function readableReviews(entries: readonly unknown[], where: string): PublicReview[] {
  return entries.flatMap((entry) => {
    const parsed = publicReviewSchema.safeParse(entry);
    if (!parsed.success) console.error(`reviews: skipped an unreadable review in "${where}"`);
    return parsed.success ? [parsed.data] : [];
  });
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

/** A stored review, or undefined when there is none (or, for listings, when it is unreadable: logged, skipped). */
async function readReview(
  store: BlobStore,
  reviewId: string,
  unreadable: 'skip' | 'throw' = 'skip',
): Promise<StoredReview | undefined> {
  const read = await readJson(store, reviewKey(reviewId), storedReviewSchema);
  if (read.state === 'unreadable' && unreadable === 'throw')
    throw new UpdateError(`Review ${reviewId} is unreadable`);
  return read.state === 'ok' ? read.value : undefined;
}

/**
 * Moves a pending review to published or rejected. Exactly one of concurrent changes wins; the others get
 * `conflict` with its status, once they have completed its moderation. `moderated` is answered only once the
 * change is complete (a published review is in its service's summary). Throws when the store fails.
 */
export async function moderateReview(
  store: BlobStore,
  reviewId: string,
  change: ModerationChange,
  now: Date = new Date(),
): Promise<ModerationOutcome> {
  const before = await readReview(store, reviewId, 'throw');
  if (!before) return { outcome: 'missing' };
  if (before.status !== 'pending') {
    await completeModeration(store, before);
    return { outcome: 'conflict', status: before.status };
  }
  const publishedAfter = (await readSummary(store, before.serviceId)).total;
  await updateJson(store, markKey(reviewId), markSchema, () => ({
    write: { startedAt: now.toISOString() },
    result: undefined,
  }));
  const claim = await updateJson<StoredReview, ModerationOutcome & { stored?: StoredReview }>(
    store,
    reviewKey(reviewId),
    storedReviewSchema,
    (current) => {
      if (!current) return { result: { outcome: 'missing' } };
      if (current.status !== 'pending')
        return { result: { outcome: 'conflict', status: current.status, stored: current } };
      const review: StoredReview = { ...current, ...change, moderatedAt: now.toISOString(), publishedAfter };
      return {
        write: review,
        result: { outcome: 'moderated', review: toModeration(review), stored: review },
      };
    },
  );
  if (claim.stored) await completeModeration(store, claim.stored);
  else await store.delete(markKey(reviewId));
  if (claim.outcome === 'moderated') return { outcome: 'moderated', review: claim.review };
  return claim.outcome === 'conflict' ? { outcome: 'conflict', status: claim.status } : claim;
}

/**
 * The steps after a won status change, each safe to repeat at any time: the new status index, the append,
 * leaving the pending index, removing the mark. A review off the pending index only has its mark left.
 */
async function completeModeration(store: BlobStore, review: StoredReview): Promise<void> {
  if (review.status === 'pending') return;
  if (await store.getWithMetadata(statusKey('pending', review.id))) {
    await store.set(statusKey(review.status, review.id), '');
    if (review.status === 'published')
      await appendPublished(store, review.serviceId, [toPublic(review)], review.publishedAfter ?? 0);
    await store.delete(statusKey('pending', review.id));
  }
  await store.delete(markKey(review.id));
}

/**
 * Finishes every interrupted moderation, found by its mark: a review that changed status is completed; a mark
 * of a pending review is left (its run may be under way); a mark of a missing review is removed. Returns how
 * many it completed.
 */
export async function completeInterrupted(store: BlobStore): Promise<number> {
  const { blobs } = await store.list({ prefix: 'moderating/' });
  const ids = blobs.map((blob) => blob.key.slice('moderating/'.length)).filter(isReviewId);
  const completed = await mapLimited(ids, READ_CONCURRENCY, async (id) => {
    const review = await readReview(store, id);
    if (!review) await store.delete(markKey(id));
    else if (review.status !== 'pending') await completeModeration(store, review);
    return review !== undefined && review.status !== 'pending';
  });
  return completed.filter(Boolean).length;
}

/** A review to append, with the published count before its approval began (its place is at or after it). */
interface Appended {
  review: PublicReview;
  publishedAfter: number;
}

/** Reviews waiting to be appended to a summary, per summary key, with the write that will append them. */
const pendingAppends = new Map<string, { entries: Appended[]; done: Promise<void> }>();

/**
 * Appends published reviews to a service's summary unless already there (`publishedAfter`: the published
 * count before their approval began; 0 looks through every page). Concurrent calls in this process join into
 * one write. Resolves once a committed summary holds them all. The benchmark seeds 10,000 reviews with it.
 */
export function appendPublished(
  store: BlobStore,
  serviceId: number,
  reviews: readonly PublicReview[],
  publishedAfter = 0,
): Promise<void> {
  const key = summaryKey(serviceId);
  let batch = pendingAppends.get(key);
  if (!batch) {
    const next = { entries: [] as Appended[], done: Promise.resolve() };
    next.done = processQueue.run(`append:${key}`, async () => {
      pendingAppends.delete(key);
      let summary = await commit(store, serviceId, next.entries);
      // Seal what this append brought in: pages are sealed only from reviews a committed summary holds.
      while (summary.tail.length >= 2 * PAGE_SIZE) summary = await commit(store, serviceId, []);
    });
    pendingAppends.set(key, next);
    batch = next;
  }
  batch.entries.push(...reviews.map((review) => ({ review, publishedAfter })));
  return batch.done;
}

/**
 * One compare-and-swap of a service's summary: seals full pages out of the committed tail (keeping at least
 * PAGE_SIZE in it), then appends the entries not yet published. Returns the summary committed (or read).
 */
function commit(store: BlobStore, serviceId: number, entries: readonly Appended[]): Promise<Summary> {
  return updateJson<Summary, Summary>(store, summaryKey(serviceId), summarySchema, async (current) => {
    const summary = current ?? EMPTY_SUMMARY;
    let { sealed, tail } = summary;
    // The oldest 20 of a committed tail of 40 or more: the same bytes whoever writes them, so a plain write.
    while (tail.length >= 2 * PAGE_SIZE) {
      await store.set(pageKey(serviceId, sealed), JSON.stringify(tail.slice(0, PAGE_SIZE)));
      tail = tail.slice(PAGE_SIZE);
      sealed += 1;
    }
    const fresh = await notYetPublished(store, serviceId, summary, entries);
    if (fresh.length === 0 && sealed === summary.sealed) return { result: summary };
    const next: Summary = {
      total: summary.total + fresh.length,
      distribution: addRatings(
        summary.distribution,
        fresh.map((review) => review.rating),
      ),
      sealed,
      tail: [...tail, ...fresh],
    };
    return { write: next, result: next };
  });
}

/** The entries' reviews that a committed summary does not hold yet, each once, in the order given. */
async function notYetPublished(
  store: BlobStore,
  serviceId: number,
  summary: Summary,
  entries: readonly Appended[],
): Promise<PublicReview[]> {
  const from = Math.min(summary.total, ...entries.map((entry) => entry.publishedAfter));
  const published = new Set<unknown>();
  if (from < summary.total) {
    const first = Math.floor(from / PAGE_SIZE);
    const places = Array.from({ length: Math.max(0, summary.sealed - first) }, (_, i) => first + i);
    const pages = await mapLimited(places, READ_CONCURRENCY, (p) => readSealedPage(store, serviceId, p));
    const tailStart = summary.sealed * PAGE_SIZE;
    for (const entry of [...pages.flat(), ...summary.tail.slice(Math.max(0, from - tailStart))])
      published.add((entry as { id?: unknown } | null)?.id);
  }
  const fresh: PublicReview[] = [];
  for (const { review } of entries) {
    if (published.has(review.id)) continue;
    published.add(review.id);
    fresh.push(review);
  }
  return fresh;
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

/** A page of a service's published reviews, newest first, and where the next (older) page starts. */
export interface PublishedPage {
  reviews: PublicReview[];
  /** Published reviews of the service in all. */
  total: number;
  /** The cursor of the next page (`before` of the oldest review here), or null when this is the last. */
  next: number | null;
}

/**
 * The place (from 0) in a query parameter `name` of `url`: undefined when absent; `error` holds the (first)
 * value when it is repeated or not a whole number.
 */
export function placeParam(url: URL, name: string): { place: number | undefined } | { error: string } {
  const [value, ...more] = url.searchParams.getAll(name);
  if (value === undefined) return { place: undefined };
  return more.length > 0 || !/^\d{1,9}$/.test(value) ? { error: value } : { place: Number(value) };
}

/**
 * The PAGE_SIZE published reviews just before place `before` (from 0, the first published), newest first; the
 * newest when `before` is absent or past the end. Places never change, so walking by `next` shows each review
 * once. Reads the summary and at most two sealed pages; unreadable entries are skipped and logged.
 */
export async function readPublishedPage(
  store: BlobStore,
  serviceId: number,
  before?: number,
): Promise<PublishedPage> {
  const summary = await readSummary(store, serviceId);
  const end = Math.min(before ?? summary.total, summary.total);
  const start = Math.max(0, end - PAGE_SIZE);
  const tailStart = summary.sealed * PAGE_SIZE;
  const entries: unknown[] =
    end > tailStart ? summary.tail.slice(Math.max(start, tailStart) - tailStart, end - tailStart) : [];
  if (start < tailStart && end > start) {
    const first = Math.floor(start / PAGE_SIZE);
    const last = Math.floor((Math.min(end, tailStart) - 1) / PAGE_SIZE);
    const pages = await Promise.all(
      Array.from({ length: last - first + 1 }, (_, i) => readSealedPage(store, serviceId, first + i)),
    );
    const offset = first * PAGE_SIZE;
    entries.unshift(...pages.flat().slice(start - offset, Math.min(end, tailStart) - offset));
  }
  return {
    reviews: readableReviews(entries, `service ${serviceId}`).reverse(),
    total: summary.total,
    next: start > 0 ? start : null,
  };
}

/** ReviewStats of a service's published reviews, from the same summary the list reads, so they always agree. */
export async function readStats(store: BlobStore, serviceId: number): Promise<ReviewStats> {
  return statsFromDistribution((await readSummary(store, serviceId)).distribution);
}

/**
 * Up to `limit` reviews with a status, newest submitted first, from those before the review `before` (the
 * `next` of the previous page); reads only the page's reviews. First completes interrupted moderations; a
 * pending-listed review with another status is completed on sight; unreadable ones are skipped and logged;
 * the index entry of a submission that died before writing its review is removed. `total`: reviews in the list
 * (moderations under way included); `next`: the id of the last review here, or null on the last page.
 */
export async function listForModeration(
  store: BlobStore,
  status: ReviewStatus,
  { limit, before, now = new Date() }: { limit: number; before?: string | undefined; now?: Date | undefined },
): Promise<{ reviews: UserReview[]; total: number; next: string | null }> {
  await completeInterrupted(store);
  const prefix = `status/${status}/`;
  const { blobs } = await store.list({ prefix });
  const ids = blobs
    .map((blob) => blob.key.slice(prefix.length))
    .filter(isReviewId)
    .sort()
    .reverse();
  const from = before === undefined ? 0 : ids.findIndex((id) => id < before);
  const chosen = from < 0 ? [] : ids.slice(from, from + limit);
  const reads = await mapLimited(chosen, READ_CONCURRENCY, (id) =>
    readJson(store, reviewKey(id), storedReviewSchema),
  );
  const reviews: UserReview[] = [];
  for (const [i, read] of reads.entries()) {
    const id = chosen[i] ?? '';
    if (read.state === 'ok') {
      if (read.value.status === status) reviews.push(toModeration(read.value));
      else if (status === 'pending') await completeModeration(store, read.value);
    } else if (read.state === 'missing') {
      const made = idTime(id);
      if (made !== undefined && now.getTime() - made > ABANDONED_AFTER_MS)
        await store.delete(statusKey(status, id));
    }
  }
  const last = chosen.at(-1);
  return { reviews, total: ids.length, next: last !== undefined && from + limit < ids.length ? last : null };
}
