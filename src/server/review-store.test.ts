/**
 * The published list at the store's level, where a crash is a store that stops answering: a page sealed by an
 * append that never committed is never shown (the class of the lost approvals of the second audit), appends
 * are idempotent, and the stats are read from the list's own summary.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BlobStore } from './blob-json';
import { writeKind } from '../../tests/support/crash-points';
import { PAGE_SIZE } from '../lib/api-schemas';
import { appendPublished, readPublishedPage, readStats } from './review-store';
import { useTestBlobs } from '../../tests/support/test-blobs';
import { EXAMPLE_REVIEW } from '../lib/review-example';
import type { PublicReview } from '../lib/review-schema';

const blobs = useTestBlobs();
let store: BlobStore;
beforeEach(() => {
  store = blobs.store;
});

let sequence = 0;
const review = (): PublicReview => ({
  ...EXAMPLE_REVIEW,
  pros: ['Fast'],
  cons: ['Pricey'],
  id: crypto.randomUUID(),
  serviceId: 2,
  title: `Review number ${++sequence}`,
  rating: (sequence % 5) + 1,
  createdAt: new Date(Date.UTC(2026, 0, 1, 0, sequence)).toISOString(),
  isVerified: false,
});
const many = (count: number) => Array.from({ length: count }, review);

/** A store that fails every call once the n-th write of one kind has completed. */
function crashAfter(kind: string, nth: number): BlobStore {
  let count = 0;
  let crashed = false;
  const guard = () => {
    if (crashed) throw new Error('crashed');
  };
  return {
    getWithMetadata: async (key) => (guard(), store.getWithMetadata(key)),
    list: async (options) => (guard(), store.list(options)),
    async set(key, data, options) {
      guard();
      const result = await store.set(key, data, options);
      if (writeKind('set', key) === kind && ++count === nth) crashed = true;
      return result;
    },
    async delete(key) {
      guard();
      await store.delete(key);
    },
  };
}

/** Every published review, newest first, walking the pages by their cursor. */
async function walk(): Promise<PublicReview[]> {
  const all: PublicReview[] = [];
  let before: number | undefined;
  for (;;) {
    const page = await readPublishedPage(store, 2, before);
    all.push(...page.reviews);
    if (page.next === null) return all;
    before = page.next;
  }
}

const ids = (reviews: readonly PublicReview[]) => reviews.map((r) => r.id);

describe('sealing pages', () => {
  it.each([1, 2])(
    'never shows a page written by an append that died before committing (after page write %i)',
    async (nth) => {
      const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const old = many(25);
      await appendPublished(store, 2, old);
      // A batch of 50 dies after writing some of the pages its commit would seal.
      const lost = many(50);
      await expect(appendPublished(crashAfter('set:page', nth), 2, lost, 25)).rejects.toThrow('crashed');
      // After the restart other reviews are published first, then the lost batch is completed.
      const others = many(50);
      await appendPublished(store, 2, others, 25);
      await appendPublished(store, 2, lost, 25);
      // Each review shown exactly once, the oldest where they were, and the total counting what is shown.
      const shown = ids(await walk());
      expect(new Set(shown).size).toBe(shown.length);
      expect(new Set(shown)).toEqual(new Set(ids([...old, ...lost, ...others])));
      expect(shown.slice(-25)).toEqual(ids([...old].reverse()));
      expect((await readPublishedPage(store, 2)).total).toBe(125);
      errors.mockRestore();
    },
  );

  it('keeps the newest page in the summary and seals older ones 20 at a time', async () => {
    const reviews = many(95);
    for (let i = 0; i < 95; i += 7) await appendPublished(store, 2, reviews.slice(i, i + 7));
    const sealed = (await store.list({ prefix: 'services/2/pages/' })).blobs.length;
    expect(sealed).toBe(Math.floor((95 - PAGE_SIZE) / PAGE_SIZE));
    expect(ids(await walk())).toEqual(ids([...reviews].reverse()));
  });
});

describe('appending', () => {
  it('adds a review once, however often it is appended, found from the count before its approval', async () => {
    const first = many(70);
    await appendPublished(store, 2, first);
    const again = first.slice(3, 8);
    // Appended again with the count before their approval (0): found in the sealed pages, not added.
    await appendPublished(store, 2, again, 0);
    // Twice in one batch and once more at once.
    const fresh = review();
    await Promise.all([
      appendPublished(store, 2, [fresh, fresh], 70),
      appendPublished(store, 2, [fresh], 70),
    ]);
    expect(ids(await walk())).toEqual(ids([...first, fresh].reverse()));
  });
});

describe('stats', () => {
  it('are read from the summary the list reads, so they always count what the list shows', async () => {
    const reviews = many(33);
    await appendPublished(store, 2, reviews);
    const stats = await readStats(store, 2);
    expect(stats.totalReviews).toBe((await readPublishedPage(store, 2)).total);
    const expected = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
    for (const r of await walk()) expected[r.rating as 1 | 2 | 3 | 4 | 5] += 1;
    expect(stats.ratingDistribution).toEqual(expected);
  });
});
