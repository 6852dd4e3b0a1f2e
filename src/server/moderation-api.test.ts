/**
 * Moderation against a real local Netlify Blobs store: the token rules, exact approve/reject under
 * concurrency (races, 300 concurrent approvals among 1,300 pending), the CDN purge, and interrupted
 * moderations completed by the next listing.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getStore } from '@netlify/blobs';
import { BlobsServer } from '@netlify/blobs/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mapLimited, type BlobStore } from './blob-json';
import { MIN_TOKEN_LENGTH, moderationResponse, type ModerationDeps } from './moderation-api';
import { createBlobLimiter, REVIEW_WINDOW_MS } from './rate-limit';
import { createReview, reviewKey, statusKey } from './review-store';
import { listReviewsResponse, reviewStatsResponse } from './reviews-api';
import { EXAMPLE_REVIEW } from '../lib/review-example';
import type { UserReview } from '../lib/review-schema';

const TOKEN = 'a-moderation-token-of-forty-characters!!';

let server: BlobsServer;
let directory: string;
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
const list = async (status: string) =>
  (await (
    await moderationResponse(
      deps(),
      request('GET', undefined, `Bearer ${TOKEN}`, `?status=${status}`),
      {},
      'moderator',
    )
  ).json()) as UserReview[];
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
  const id = crypto.randomUUID();
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

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'blobs-'));
  server = new BlobsServer({ directory, token: 'test-token' });
  ({ port } = await server.start());
});

let port: number;
let storeCount = 0;

beforeEach(() => {
  // A store of its own for each test: faster than emptying one.
  store = getStore({
    name: `reviews-test-${++storeCount}`,
    siteID: 'test-site',
    token: 'test-token',
    edgeURL: `http://127.0.0.1:${port}`,
    uncachedEdgeURL: `http://127.0.0.1:${port}`,
    consistency: 'strong',
  });
});

afterAll(async () => {
  await server.stop();
  await rm(directory, { recursive: true, force: true });
});

beforeEach(() => {
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

  it('refuses a missing or wrong token with 401, compared exactly, never cached', async () => {
    for (const auth of ['', `Bearer ${TOKEN.slice(0, -1)}`, `Bearer ${TOKEN}x`, `bearer ${TOKEN}`, TOKEN]) {
      const response = await moderationResponse(deps(), request('GET', undefined, auth), {}, 'c');
      expect(response.status, auth).toBe(401);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('www-authenticate')).toBe('Bearer');
    }
    const ok = await moderationResponse(deps(), request('GET'), {}, 'c');
    expect(ok.status).toBe(200);
    expect(ok.headers.get('cache-control')).toBe('no-store');
  });

  it('slows down repeated wrong tokens: after 10 in a window the client waits, even with the right token', async () => {
    const authLimiter = createBlobLimiter({
      store: () => store,
      scope: 'test',
      name: 'moderation-auth',
      limit: 10,
      windowMs: REVIEW_WINDOW_MS,
    });
    const send = (auth: string, client = 'guesser') =>
      moderationResponse(deps({ authLimiter }), request('GET', undefined, auth), {}, client);
    const statuses = [];
    for (let i = 0; i < 11; i++) statuses.push((await send(`Bearer guess-${i}`)).status);
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429]);
    const locked = await send(`Bearer ${TOKEN}`);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(locked.headers.get('cache-control')).toBe('no-store');
    expect((await send(`Bearer ${TOKEN}`, 'someone-else')).status).toBe(200);
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

  it('approves all of 300 concurrent approvals among 1,300 pending, with no false 404', async () => {
    const ids = await mapLimited(Array.from({ length: 1300 }), 32, () => pending());
    const chosen = ids.slice(500, 800);
    const statuses = await Promise.all(chosen.map(async (id) => (await approve(id)).status));
    expect(statuses).toEqual(Array(300).fill(200));
    const response = await listReviewsResponse(
      { store: () => store, limiter: null },
      new Request('http://site/x'),
      'nordvpn',
    );
    expect(response.headers.get('x-total-count')).toBe('300');
    expect(await response.json()).toHaveLength(20);
    expect(await list('pending')).toHaveLength(1000);
    expect(new Set((await list('published')).map((r) => r.id))).toEqual(new Set(chosen));
  }, 120_000);
});

describe('interrupted moderation', () => {
  it('is completed by the next listing once the run is surely over, publishing the review exactly once', async () => {
    const id = await pending();
    // A run that won the status change and then died before the summary and the index were updated.
    const stored = JSON.parse((await store.getWithMetadata(reviewKey(id)))?.data ?? '{}') as UserReview;
    const moderatedAt = new Date(Date.now() - 10 * 60 * 1000).toISOString();
    await store.set(reviewKey(id), JSON.stringify({ ...stored, status: 'published', moderatedAt }));
    expect(await publicList()).toEqual([]);
    expect(await list('pending')).toEqual([]);
    expect((await publicList()).map((r) => r.id)).toEqual([id]);
    expect((await store.list({ prefix: statusKey('pending', id) })).blobs).toEqual([]);
    // Died after the summary but before leaving the pending index: completing again adds no duplicate.
    await store.set(statusKey('pending', id), '');
    expect(await list('pending')).toEqual([]);
    expect((await publicList()).map((r) => r.id)).toEqual([id]);
  });
});
