/**
 * The review and moderation endpoints against a real local Netlify Blobs store (BlobsServer, files in a temp
 * folder): what a visitor's submission does, every refusal, and 200 concurrent submissions.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getStore } from '@netlify/blobs';
import { BlobsServer } from '@netlify/blobs/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkModerationToken, moderationActionResponse, moderationListResponse } from './moderation-api';
import { createLimiter } from './rate-limit';
import { REVIEW_STORE, reviewKey, type ReviewBlobStore } from './review-store';
import {
  listReviewsResponse,
  reviewStatsResponse,
  submitReviewResponse,
  type ReviewsDeps,
} from './reviews-api';
import { createServiceDirectory } from './service-directory';
import { EXAMPLE_REVIEW } from '../lib/review-example';

let server: BlobsServer;
let directory: string;
let port: number;
const storeAt = (p: number): ReviewBlobStore =>
  getStore({
    name: REVIEW_STORE,
    siteID: 'test-site',
    token: 'test-token',
    edgeURL: `http://127.0.0.1:${p}`,
    uncachedEdgeURL: `http://127.0.0.1:${p}`,
    consistency: 'strong',
  });

const findService = createServiceDirectory(async () => [{ id: 2, slug: 'nordvpn', name: 'NordVPN' }]);
const deps = (over: Partial<ReviewsDeps> = {}): ReviewsDeps => ({
  store: () => storeAt(port),
  findService,
  limiter: null,
  ...over,
});

/** The example review with a blank pro row, which is dropped before storing. */
const valid = { ...EXAMPLE_REVIEW, pros: ['Fast', ''] };
const post = (body: unknown, type = 'application/json') =>
  new Request('http://site/api/vpn-services/nordvpn/reviews', {
    method: 'POST',
    headers: { 'content-type': type },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
const submit = (body: unknown, over: Partial<ReviewsDeps> = {}, type?: string) =>
  submitReviewResponse(deps(over), post(body, type), 'nordvpn', 'client-1');
const keys = async () => (await storeAt(port).list()).blobs.map((b) => b.key);
const moderate = (id: string, action: string, body: unknown) =>
  moderationActionResponse(
    storeAt(port),
    new Request('http://site/x', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
    id,
    action,
  );

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'blobs-'));
  server = new BlobsServer({ directory, token: 'test-token' });
  ({ port } = await server.start());
});

afterAll(async () => {
  await server.stop();
  await rm(directory, { recursive: true, force: true });
});

beforeEach(async () => {
  const store = storeAt(port);
  await Promise.all((await store.list()).blobs.map((b) => store.delete(b.key)));
});

describe('submitting a review', () => {
  it('stores a valid review as pending and does not publish it', async () => {
    const response = await submit(valid);
    expect(response.status).toBe(201);
    const { id, status } = (await response.json()) as { id: string; status: string };
    expect(status).toBe('pending');
    expect(await keys()).toEqual([reviewKey('pending', 2, id)]);
    const stored = await storeAt(port).get(reviewKey('pending', 2, id), { type: 'json' });
    expect(stored).toMatchObject({
      id,
      serviceId: 2,
      authorName: 'Sam',
      pros: ['Fast'],
      status: 'pending',
      isVerified: false,
    });
    expect(await (await listReviewsResponse(deps(), 'nordvpn')).json()).toEqual([]);
  });

  it('accepts the numeric id as well as the slug', async () => {
    const response = await submitReviewResponse(deps(), post(valid), '2', 'client-1');
    expect(response.status).toBe(201);
  });

  it('refuses bad input with the right status and JSON, and stores nothing', async () => {
    const cases: [Response, number, string][] = [
      [await submit('{"authorName":', {}), 400, 'Malformed JSON'],
      [
        await submit('authorName=Sam', {}, 'application/x-www-form-urlencoded'),
        415,
        'Content-Type must be application/json',
      ],
      [await submit({ ...valid, content: 'x'.repeat(17 * 1024) }), 413, 'Request body is larger than 16 KiB'],
      [await submitReviewResponse(deps(), post(valid), 'no-such-vpn', 'c'), 404, 'VPN service not found'],
      [await submit({ ...valid, website: 'http://spam.example' }), 400, 'Invalid review'],
    ];
    for (const [response, status, error] of cases) {
      expect(response.status).toBe(status);
      expect(response.headers.get('content-type')).toMatch(/application\/json/);
      expect(((await response.json()) as { error: string }).error).toBe(error);
    }
    expect(await keys()).toEqual([]);
  });

  it('returns each rule of the schema as an issue with its message', async () => {
    const response = await submit({
      ...valid,
      authorName: 'S',
      rating: 0,
      title: 'Hey',
      content: 'Short',
      pros: [''],
      cons: [],
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { issues: { path: string; message: string }[] };
    expect(Object.fromEntries(body.issues.map((i) => [i.path, i.message]))).toEqual({
      authorName: 'Name must be at least 2 characters',
      rating: 'Choose a rating from 1 to 5 stars',
      title: 'Title must be at least 5 characters',
      content: 'Review must be at least 20 characters',
      pros: 'Add at least one pro',
      cons: 'Add at least one con',
    });
    expect(await keys()).toEqual([]);
  });

  it('keeps script tags in every text field as plain text', async () => {
    const script = '<script>alert("x")</script>';
    const response = await submit({
      ...valid,
      authorName: script,
      title: script,
      content: `${script} and more text to pass`,
      pros: [script],
      cons: [script],
    });
    const { id } = (await response.json()) as { id: string };
    await moderate(id, 'approve', {});
    const [review] = (await (await listReviewsResponse(deps(), 'nordvpn')).json()) as Record<
      string,
      unknown
    >[];
    expect(review).toMatchObject({ authorName: script, title: script, pros: [script], cons: [script] });
  });

  it('answers 429 when one client submits too often, and not for another client', async () => {
    const limited = deps({ limiter: createLimiter(2, 600_000) });
    const statuses = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await submitReviewResponse(limited, post(valid), 'nordvpn', 'same')).status);
    expect(statuses).toEqual([201, 201, 429]);
    const refused = await submitReviewResponse(limited, post(valid), 'nordvpn', 'same');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await submitReviewResponse(limited, post(valid), 'nordvpn', 'other')).status).toBe(201);
  });

  it('answers 503 when the store cannot be reached', async () => {
    // A port that was just freed: nothing listens there, so every store request fails for real.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const down = deps({ store: () => storeAt(deadPort) });
    expect((await submit(valid, { store: down.store })).status).toBe(503);
    expect((await listReviewsResponse(down, 'nordvpn')).status).toBe(503);
    const broken = createServiceDirectory(async () => {
      throw new Error('no directory');
    });
    expect((await listReviewsResponse(deps({ findService: broken }), 'nordvpn')).status).toBe(503);
  });

  it('stores all of 200 concurrent submissions', async () => {
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) => submit({ ...valid, title: `Review number ${i}` })),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(200).fill(201));
    const pending = (await (await moderationListResponse(storeAt(port), 'pending')).json()) as unknown[];
    expect(pending).toHaveLength(200);
  }, 60_000);
});

describe('published reviews and stats', () => {
  it('lists approved reviews newest first with stats, and marks verified reviewers', async () => {
    let clock = Date.parse('2026-11-01T10:00:00Z');
    const timed = deps({ now: () => new Date((clock += 60_000)) });
    const ids = [];
    for (const rating of [5, 3, 4]) {
      const response = await submitReviewResponse(timed, post({ ...valid, rating }), 'nordvpn', 'c');
      ids.push(((await response.json()) as { id: string }).id);
    }
    expect((await moderate(ids[0]!, 'approve', { verified: true })).status).toBe(200);
    expect((await moderate(ids[1]!, 'approve', {})).status).toBe(200);
    const list = (await (await listReviewsResponse(deps(), 'nordvpn')).json()) as {
      id: string;
      isVerified: boolean;
      status?: string;
    }[];
    expect(list.map((r) => r.id)).toEqual([ids[1], ids[0]]);
    expect(list.map((r) => r.isVerified)).toEqual([false, true]);
    expect(list[0]).not.toHaveProperty('status');
    expect(await (await reviewStatsResponse(deps(), '2')).json()).toEqual({
      totalReviews: 2,
      averageRating: 4,
      ratingDistribution: { 1: 0, 2: 0, 3: 1, 4: 0, 5: 1 },
    });
  });
});

describe('moderation', () => {
  it('needs the configured token, compared exactly', () => {
    const request = (auth?: string) =>
      new Request('http://site/x', auth ? { headers: { authorization: auth } } : {});
    expect(checkModerationToken(request('Bearer secret'), undefined)?.status).toBe(503);
    expect(checkModerationToken(request(), 'secret')?.status).toBe(401);
    expect(checkModerationToken(request('Bearer secre'), 'secret')?.status).toBe(401);
    expect(checkModerationToken(request('Bearer secret'), 'secret')).toBeNull();
  });

  it('rejects with a reason, keeping the review under rejected/', async () => {
    const { id } = (await (await submit(valid)).json()) as { id: string };
    expect((await moderate(id, 'reject', {})).status).toBe(400);
    const rejected = await moderate(id, 'reject', { reason: 'Spam' });
    expect(await rejected.json()).toMatchObject({ id, status: 'rejected', rejectionReason: 'Spam' });
    expect(await keys()).toEqual([reviewKey('rejected', 2, id)]);
    expect((await moderate(id, 'approve', {})).status).toBe(404);
  });

  it('cleans a pending copy left by an interrupted approval', async () => {
    const { id } = (await (await submit(valid)).json()) as { id: string };
    const store = storeAt(port);
    const review = await store.get(reviewKey('pending', 2, id), { type: 'json' });
    await store.setJSON(reviewKey('published', 2, id), { ...review, status: 'published' });
    expect(await (await moderationListResponse(store, 'pending')).json()).toEqual([]);
    expect(await keys()).toEqual([reviewKey('published', 2, id)]);
  });
});
