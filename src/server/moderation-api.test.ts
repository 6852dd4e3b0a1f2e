/**
 * Moderation against a real local Netlify Blobs store: the token rules and the wrong-token limit (which no
 * request without a token can trip, and which holds under a burst), exact approve/reject under concurrency
 * (races, 100 concurrent approvals among 200 pending), paginated lists, the CDN purge, and moderations cut
 * short at every step completed by the next listing or approval (those on a store in memory with production's
 * atomic conditional writes, tests/support/memory-blobs.ts, and two of them on the local store as well).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mapLimited, type BlobStore } from './blob-json';
import { memoryBlobs } from '../../tests/support/memory-blobs';
import { useTestBlobs } from '../../tests/support/test-blobs';
import { MAX_LIST_LIMIT, MIN_TOKEN_LENGTH } from '../lib/api-schemas';
import { moderationResponse, type ModerationDeps } from './moderation-api';
import { WRITE_KINDS, writeKind } from '../../tests/support/crash-points';
import { createBlobLimiter, REVIEW_WINDOW_MS } from './rate-limit';
import { completeInterrupted, createReview, newReviewId, reviewKey, statusKey } from './review-store';
import { listReviewsResponse, reviewStatsResponse } from './reviews-api';
import { EXAMPLE_REVIEW } from '../lib/review-example';
import { maxBytes, reviewSubmissionSchema, type UserReview } from '../lib/review-schema';

const TOKEN = 'a-moderation-token-of-forty-characters!!';

const blobs = useTestBlobs();
let store: BlobStore;
let purged: string[][];

const deps = (over: Partial<ModerationDeps> = {}): ModerationDeps => ({
  store: () => store,
  token: TOKEN,
  authLimiter: null,
  purge: (tags) => {
    purged.push(tags);
    return Promise.resolve();
  },
  ...over,
});

const request = (method: string, body?: unknown, auth = `Bearer ${TOKEN}`, query = '') =>
  new Request(`http://site/api/moderation/reviews${query}`, {
    method,
    headers: { authorization: auth, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

const act = (id: string, action: string, body: unknown = {}, over: Partial<ModerationDeps> = {}) =>
  moderationResponse(deps(over), request('POST', body), { reviewId: id, action }, 'moderator');
const approve = (id: string, verified = false) => act(id, 'approve', { verified });
const reject = (id: string) => act(id, 'reject', { reason: 'Spam' });
/** Every review of a moderation list, following its pages (Link rel="next") as the CLI does. */
const list = async (status: string) => {
  const reviews: UserReview[] = [];
  let query: string | undefined = `?status=${status}&limit=50`;
  while (query !== undefined) {
    const response = await moderationResponse(
      deps(),
      request('GET', undefined, `Bearer ${TOKEN}`, query),
      {},
      'moderator',
    );
    reviews.push(...((await response.json()) as UserReview[]));
    query = /<[^>?]*(\?[^>]*)>; rel="next"/.exec(response.headers.get('link') ?? '')?.[1];
  }
  return reviews;
};
const publicList = async (query = '') =>
  (await (
    await listReviewsResponse(
      { store: () => store, limiter: null },
      new Request(`http://site/x${query}`),
      'nordvpn',
    )
  ).json()) as UserReview[];

let clock = Date.parse('2026-11-01T10:00:00Z');
/** Stores a pending review directly (submission is tested in reviews-api.test.ts). */
async function pending(over: Partial<UserReview> = {}): Promise<string> {
  const id = newReviewId();
  await createReview(store, {
    ...EXAMPLE_REVIEW,
    id,
    serviceId: 2,
    createdAt: new Date((clock += 1000)).toISOString(),
    status: 'pending',
    isVerified: false,
    ...over,
  });
  return id;
}

beforeEach(() => {
  store = blobs.store;
  purged = [];
});

describe('the moderation token', () => {
  it('disables moderation, with one clear log line, when the token is missing or shorter than 32 characters', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const token of [undefined, '', 'x'.repeat(MIN_TOKEN_LENGTH - 1)]) {
      const response = await moderationResponse(
        deps({ token }),
        request('GET', undefined, `Bearer ${token ?? ''}`),
        {},
        'c',
      );
      expect(response.status).toBe(503);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual({
        error: 'Moderation is disabled: set MODERATION_TOKEN (at least 32 characters) to enable it',
      });
    }
    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors.mock.calls[0]?.[0]).toMatch(/^moderation: disabled because MODERATION_TOKEN/);
    errors.mockRestore();
  });

  it('refuses a missing or wrong token with 401, compared exactly, never cached; the scheme in any case', async () => {
    for (const auth of ['', `Bearer ${TOKEN.slice(0, -1)}`, `Bearer ${TOKEN}x`, `Basic ${TOKEN}`, TOKEN]) {
      const response = await moderationResponse(deps(), request('GET', undefined, auth), {}, 'c');
      expect(response.status, auth).toBe(401);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('www-authenticate')).toBe('Bearer');
    }
    for (const auth of [`Bearer ${TOKEN}`, `bearer ${TOKEN}`, `BEARER  ${TOKEN} `]) {
      const ok = await moderationResponse(deps(), request('GET', undefined, auth), {}, 'c');
      expect(ok.status, auth).toBe(200);
      expect(ok.headers.get('cache-control')).toBe('no-store');
    }
  });

  const authLimiter = () =>
    createBlobLimiter({
      store: () => store,
      scope: 'test',
      name: 'moderation-auth',
      limit: 10,
      windowMs: REVIEW_WINDOW_MS,
      // A fixed moment inside a window: on the wall clock a window's end mid-test would reset the count by chance.
      now: () => REVIEW_WINDOW_MS * 2000 + REVIEW_WINDOW_MS / 2,
    });

  it('answers 429 to wrong tokens after 10 in a window, yet always lets the right token through', async () => {
    const limiter = authLimiter();
    const send = (auth: string, client = 'guesser') =>
      moderationResponse(deps({ authLimiter: limiter }), request('GET', undefined, auth), {}, client);
    const statuses = [];
    for (let i = 0; i < 11; i++) statuses.push((await send(`Bearer guess-${i}`)).status);
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429]);
    const limited = await send('Bearer guess-again');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.headers.get('cache-control')).toBe('no-store');
    expect((await send(`Bearer ${TOKEN}`)).status).toBe(200);
    expect((await send('Bearer guess', 'someone-else')).status).toBe(401);
  });

  it('cannot be tripped by requests without a token: no header or another scheme counts nothing', async () => {
    // What a page elsewhere can make the moderator's browser send (<img>, no-cors fetch): never a Bearer token.
    const limiter = authLimiter();
    const send = (auth: string) =>
      moderationResponse(deps({ authLimiter: limiter }), request('GET', undefined, auth), {}, 'moderator');
    for (let i = 0; i < 30; i++)
      expect((await send(['', 'Basic abc', 'Bearer', 'Token x', TOKEN][i % 5] ?? '')).status).toBe(401);
    expect((await send(`Bearer ${TOKEN}`)).status).toBe(200);
    expect((await send('Bearer a-wrong-one')).status).toBe(401);
  });

  it('counts a burst of 100 wrong tokens at once exactly: 10 are answered 401, the other 90 get 429', async () => {
    const limiter = authLimiter();
    const statuses = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        moderationResponse(
          deps({ authLimiter: limiter }),
          request('GET', undefined, `Bearer guess-${i}`),
          {},
          'burst',
        ).then((response) => response.status),
      ),
    );
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(90);
  });

  it('answers wrong methods with 405 and Allow, unknown actions and ids with 404, all as JSON', async () => {
    const listPost = await moderationResponse(deps(), request('DELETE'), {}, 'c');
    expect([listPost.status, listPost.headers.get('allow')]).toEqual([405, 'GET, HEAD']);
    const actionGet = await moderationResponse(
      deps(),
      request('GET'),
      { reviewId: crypto.randomUUID(), action: 'approve' },
      'c',
    );
    expect([actionGet.status, actionGet.headers.get('allow')]).toEqual([405, 'POST']);
    expect(await (await act(crypto.randomUUID(), 'delete')).json()).toEqual({
      error: 'Unknown moderation action',
    });
    for (const id of ['..', '%2e%2e', 'x', crypto.randomUUID()]) {
      const response = await approve(id);
      expect(response.status, id).toBe(404);
      expect(await response.json()).toEqual({ error: 'No review with that id' });
    }
    const badStatus = await moderationResponse(
      deps(),
      request('GET', undefined, `Bearer ${TOKEN}`, '?status=../x'),
      {},
      'c',
    );
    expect(badStatus.status).toBe(400);
  });
});

describe('approving and rejecting', () => {
  it('publishes with the badge, purges the CDN tag, and the next public read shows it with its stats', async () => {
    const id = await pending({ rating: 5 });
    const response = await approve(id, true);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id, status: 'published', isVerified: true });
    expect(purged).toEqual([['reviews-2']]);
    expect((await publicList()).map((r) => r.id)).toEqual([id]);
    expect((await publicList())[0]).not.toHaveProperty('status');
    const stats = await reviewStatsResponse({ store: () => store, limiter: null }, 'nordvpn');
    expect(await stats.json()).toMatchObject({ totalReviews: 1, averageRating: 5 });
    expect(await list('pending')).toEqual([]);
    expect((await list('published')).map((r) => r.id)).toEqual([id]);
  });

  it('rejects with a reason, never publishes, and answers 409 to a second decision', async () => {
    const id = await pending();
    expect((await act(id, 'reject', {})).status).toBe(400);
    expect(await (await act(id, 'reject', { reason: '  ' })).json()).toMatchObject({
      error: 'A reason is required to reject a review',
    });
    expect(await (await reject(id)).json()).toMatchObject({
      id,
      status: 'rejected',
      rejectionReason: 'Spam',
    });
    expect(purged).toEqual([]);
    const again = await approve(id);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: 'This review is already rejected' });
    expect((await reject(id)).status).toBe(409);
    expect(await publicList()).toEqual([]);
    expect((await list('rejected')).map((r) => r.rejectionReason)).toEqual(['Spam']);
  });

  it('answers 409 to approving an already published review and publishes it once', async () => {
    const id = await pending();
    expect((await approve(id)).status).toBe(200);
    expect((await approve(id, true)).status).toBe(409);
    expect((await publicList()).map((r) => [r.id, r.isVerified])).toEqual([[id, false]]);
  });

  it('lets exactly one of approve and reject win each of 10 races; the loser gets 409', async () => {
    const ids = await Promise.all(Array.from({ length: 10 }, () => pending()));
    const results = await Promise.all(
      ids.map(async (id, i) => {
        const [first, second] = i % 2 === 0 ? [approve(id), reject(id)] : [reject(id), approve(id)];
        return [(await first).status, (await second).status].sort();
      }),
    );
    expect(results).toEqual(Array(10).fill([200, 409]));
    const published = new Set((await list('published')).map((r) => r.id));
    const rejected = new Set((await list('rejected')).map((r) => r.id));
    expect(published.size + rejected.size).toBe(10);
    expect([...published].filter((id) => rejected.has(id))).toEqual([]);
    expect(new Set((await publicList()).map((r) => r.id))).toEqual(new Set([...published].slice(0, 20)));
  });

  it('approves all of 100 concurrent approvals among 200 pending, with no false 404', async () => {
    const ids = await mapLimited(Array.from({ length: 200 }), 32, () => pending());
    const chosen = ids.slice(50, 150);
    const statuses = await Promise.all(chosen.map(async (id) => (await approve(id)).status));
    expect(statuses).toEqual(Array(100).fill(200));
    const response = await listReviewsResponse(
      { store: () => store, limiter: null },
      new Request('http://site/x'),
      'nordvpn',
    );
    expect(response.headers.get('x-total-count')).toBe('100');
    expect(await response.json()).toHaveLength(20);
    expect(await list('pending')).toHaveLength(100);
    expect(new Set((await list('published')).map((r) => r.id))).toEqual(new Set(chosen));
  });
});

describe('moderation lists', () => {
  it('page newest submitted first, by a cursor that a moderation between two reads does not shift', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 45; i++) ids.push(await pending());
    const newestFirst = [...ids].reverse();
    const first = await moderationResponse(
      deps(),
      request('GET', undefined, `Bearer ${TOKEN}`, '?status=pending&limit=20'),
      {},
      'm',
    );
    expect(((await first.json()) as UserReview[]).map((r) => r.id)).toEqual(newestFirst.slice(0, 20));
    expect(first.headers.get('x-total-count')).toBe('45');
    const next = /<([^>]*)>; rel="next"/.exec(first.headers.get('link') ?? '')?.[1] ?? '';
    expect(next).toBe(`/api/moderation/reviews?status=pending&limit=20&before=${newestFirst[19] ?? ''}`);
    // A review approved and a new one submitted between the two reads change nothing on the next page.
    expect((await approve(newestFirst[3] ?? '')).status).toBe(200);
    await pending();
    const second = await moderationResponse(
      deps(),
      request('GET', undefined, `Bearer ${TOKEN}`, next.slice(next.indexOf('?'))),
      {},
      'm',
    );
    expect(((await second.json()) as UserReview[]).map((r) => r.id)).toEqual(newestFirst.slice(20, 40));
    expect(await list('pending')).toHaveLength(45);
  });

  it('refuses a limit outside 1 to 50 and a cursor that is not a review id', async () => {
    for (const query of ['?limit=0', '?limit=51', '?limit=ten', '?before=x', '?status=pending&before=../1']) {
      const response = await moderationResponse(
        deps(),
        request('GET', undefined, `Bearer ${TOKEN}`, query),
        {},
        'm',
      );
      expect(response.status, query).toBe(400);
    }
  });

  it('answers 50 of the largest reviews in one page well under the 6 MB a function may answer', async () => {
    // Each field at its visible maximum in quotes (two bytes each in JSON) and filled to its byte maximum with
    // zero-width spaces: the largest review the schema accepts.
    const fill = (max: number) => {
      const half = '"'.repeat(max / 2);
      return `${half}${'\u200B'.repeat(Math.floor((maxBytes(max) - max) / 3))}${half}`;
    };
    const largest = reviewSubmissionSchema.parse({
      ...EXAMPLE_REVIEW,
      authorName: fill(80),
      title: fill(120),
      content: fill(5000),
      pros: Array.from({ length: 10 }, () => fill(200)),
      cons: Array.from({ length: 10 }, () => fill(200)),
    });
    const { website: _honeypot, ...fields } = largest;
    await mapLimited(Array.from({ length: MAX_LIST_LIMIT }), 16, () => pending(fields));
    const response = await moderationResponse(
      deps(),
      request('GET', undefined, `Bearer ${TOKEN}`, `?limit=${MAX_LIST_LIMIT}`),
      {},
      'm',
    );
    expect(await response.clone().json()).toHaveLength(MAX_LIST_LIMIT);
    const size = (await response.arrayBuffer()).byteLength;
    expect(size).toBeGreaterThan(MAX_LIST_LIMIT * 60_000);
    expect(size).toBeLessThan(4 * 1024 * 1024);
  });
});

/** A store that fails every call after the n-th write of one kind has completed: a crash at that point. */
function crashingStore(inner: BlobStore, kind: string, nth: number): BlobStore {
  let count = 0;
  let crashed = false;
  const guard = () => {
    if (crashed) throw new Error('crashed');
  };
  const written = (operation: 'set' | 'delete', key: string) => {
    if (writeKind(operation, key) === kind && ++count === nth) crashed = true;
  };
  return {
    getWithMetadata: async (key) => (guard(), inner.getWithMetadata(key)),
    list: async (options) => (guard(), inner.list(options)),
    async set(key, data, options) {
      guard();
      const result = await inner.set(key, data, options);
      written('set', key);
      return result;
    },
    async delete(key) {
      guard();
      await inner.delete(key);
      written('delete', key);
    },
  };
}

/** Every published review of nordvpn, walking the public pages by their cursor. */
async function publicAll(): Promise<UserReview[]> {
  const reviews: UserReview[] = [];
  let query = '';
  for (;;) {
    const response = await listReviewsResponse(
      { store: () => store, limiter: null },
      new Request(`http://site/api/vpn-services/nordvpn/reviews${query}`),
      'nordvpn',
    );
    reviews.push(...((await response.json()) as UserReview[]));
    const next = /\?before=(\d+)>; rel="next"/.exec(response.headers.get('link') ?? '')?.[1];
    if (next === undefined) return reviews;
    query = `?before=${next}`;
  }
}

/** Stats recomputed from the public list. */
const recount = (reviews: readonly UserReview[]) => {
  const distribution = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  for (const review of reviews) distribution[review.rating as 1 | 2 | 3 | 4 | 5] += 1;
  return distribution;
};

describe('a moderation cut short at any write', () => {
  // Every write a moderation makes ("set:review" is its status change; a submission's writes are the kill test's).
  const kinds = WRITE_KINDS.filter((kind) => kind !== 'set:index-pending');
  const moderate = (id: string, i: number, over: Partial<ModerationDeps> = {}) =>
    i % 5 === 4 ? act(id, 'reject', { reason: 'Spam' }, over) : act(id, 'approve', {}, over);
  // Every case on a store in memory with atomic conditional writes, as production's (tests/support/memory-blobs.ts:
  // a hundredth of the CPU of the local emulation); the two write points the kill test's crash points used to
  // cover, sealing a page and the summary, also on the local emulation that `npm start` runs.
  const cases = [
    ...kinds.flatMap((kind) => [1, 3].map((nth) => ['memory', kind, nth] as const)),
    ['the local emulation', 'set:page', 1] as const,
    ['the local emulation', 'set:summary', 3] as const,
  ];

  it.each(cases)(
    'on %s, after %s number %i: every approval answered 200 is public once, and the next listing completes the rest',
    async (backend, kind, nth) => {
      if (backend === 'memory') store = memoryBlobs();
      const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      // 25 published, then 30 moderations at once (every fifth a rejection), cut short: the 24 approvals take the
      // list past 40, so the burst seals a page.
      const first = await mapLimited(Array.from({ length: 25 }), 16, () => pending());
      expect(await Promise.all(first.map(async (id) => (await approve(id)).status))).toEqual(
        Array(25).fill(200),
      );
      const ids = await mapLimited(Array.from({ length: 30 }), 16, () =>
        pending({ rating: (clock % 5) + 1 }),
      );
      const crashing = crashingStore(store, kind, nth);
      const statuses = await Promise.all(
        ids.map(async (id, i) => (await moderate(id, i, { store: () => crashing })).status),
      );
      const acknowledged = ids.filter((_, i) => statuses[i] === 200 && i % 5 !== 4);
      expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);

      // After the restart, before any repair: every review answered 200 is public, exactly once.
      let shown = await publicAll();
      const counts = new Map<string, number>();
      for (const review of shown) counts.set(review.id, (counts.get(review.id) ?? 0) + 1);
      expect(acknowledged.filter((id) => counts.get(id) !== 1)).toEqual([]);
      expect([...counts.values()].every((count) => count === 1)).toBe(true);
      const stats = (await (
        await reviewStatsResponse({ store: () => store, limiter: null }, 'nordvpn')
      ).json()) as {
        totalReviews: number;
        ratingDistribution: unknown;
      };
      expect(stats.ratingDistribution).toEqual(recount(shown));

      // Moderating again what got no answer does it (or says it is done, now that it is).
      for (const [i, id] of ids.entries())
        if (statuses[i] !== 200) expect([200, 409], id).toContain((await moderate(id, i)).status);
      // Approvals after the restart carry the list well past the pages the cut-short run had reached.
      const later = await mapLimited(Array.from({ length: 20 }), 16, () => pending());
      expect(await Promise.all(later.map(async (id) => (await approve(id)).status))).toEqual(
        Array(20).fill(200),
      );
      shown = await publicAll();
      expect(shown.map((review) => review.id).sort()).toEqual([...new Set(shown.map((r) => r.id))].sort());
      expect(new Set(shown.map((review) => review.id))).toEqual(
        new Set((await list('published')).map((r) => r.id)),
      );
      expect(shown).toHaveLength(25 + 24 + 20);
      expect(await list('pending')).toEqual([]);
      expect(await list('rejected')).toHaveLength(6);
      expect(
        (
          (await (await reviewStatsResponse({ store: () => store, limiter: null }, 'nordvpn')).json()) as {
            ratingDistribution: unknown;
          }
        ).ratingDistribution,
      ).toEqual(recount(shown));
      expect((await store.list({ prefix: 'moderating/' })).blobs).toEqual([]);
      errors.mockRestore();
    },
  );

  it('is finished by the next listing, which puts a review cut short after its status change in its list', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const id = await pending();
    const crashing = crashingStore(store, 'set:review', 1);
    const cut = await moderationResponse(
      deps({ store: () => crashing }),
      request('POST', {}),
      { reviewId: id, action: 'approve' },
      'moderator',
    );
    expect(cut.status).toBe(503);
    // Published per the review, yet public nowhere: the mark left behind is what the repair finds.
    expect(await publicList()).toEqual([]);
    expect((await list('published')).map((r) => r.id)).toEqual([id]);
    expect((await publicAll()).map((r) => r.id)).toEqual([id]);
    expect(await list('pending')).toEqual([]);
    const again = await approve(id);
    expect([again.status, await again.json()]).toEqual([409, { error: 'This review is already published' }]);
    expect((await publicAll()).map((r) => r.id)).toEqual([id]);
    errors.mockRestore();
  });

  it('is finished by the hourly completion without any moderator, once', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const ids = [await pending(), await pending()];
    for (const id of ids) {
      const crashing = crashingStore(store, 'set:index-published', 1);
      expect(
        (
          await moderationResponse(
            deps({ store: () => crashing }),
            request('POST', {}),
            { reviewId: id, action: 'approve' },
            'm',
          )
        ).status,
      ).toBe(503);
    }
    expect(await publicAll()).toEqual([]);
    expect(await completeInterrupted(store)).toBe(2);
    expect(new Set((await publicAll()).map((r) => r.id))).toEqual(new Set(ids));
    expect(await completeInterrupted(store)).toBe(0);
    errors.mockRestore();
  });

  it('completes a review that older code left published but unlisted, seen in the pending list', async () => {
    const id = await pending();
    // No mark and no record of its place: the pending list completes it on sight, looking through every page.
    const stored = JSON.parse((await store.getWithMetadata(reviewKey(id)))?.data ?? '{}') as UserReview;
    await store.set(
      reviewKey(id),
      JSON.stringify({ ...stored, status: 'published', moderatedAt: stored.createdAt }),
    );
    expect(await list('pending')).toEqual([]);
    expect((await publicAll()).map((r) => r.id)).toEqual([id]);
    // Died after the append but before leaving the pending index: completing again adds no duplicate.
    await store.set(statusKey('pending', id), '');
    expect(await list('pending')).toEqual([]);
    expect((await publicAll()).map((r) => r.id)).toEqual([id]);
  });
});
