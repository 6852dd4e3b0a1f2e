/**
 * The public review endpoints against a real local Netlify Blobs store (BlobsServer, files in a temp folder):
 * what a submission stores, every class of bad input refused with JSON and nothing stored, the rate limit,
 * pagination and the CDN headers of public reads, and reads that survive damaged entries.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BlobStore } from './blob-json';
import { useTestBlobs } from '../../tests/support/test-blobs';
import { createBlobLimiter, REVIEW_WINDOW_MS, sweepAllLimits } from './rate-limit';
import { appendPublished, reviewKey, statusKey } from './review-store';
import {
  listReviewsResponse,
  reviewStatsResponse,
  submitReviewResponse,
  type ReviewsDeps,
} from './reviews-api';
import { EXAMPLE_REVIEW } from '../lib/review-example';
import { MAX_SUBMISSION_BYTES, type PublicReview } from '../lib/review-schema';

const blobs = useTestBlobs();
let store: BlobStore;

const deps = (over: Partial<ReviewsDeps> = {}): ReviewsDeps => ({
  store: () => store,
  limiter: null,
  ...over,
});

/** The example review with a blank pro row, which is dropped before storing. */
const valid = { ...EXAMPLE_REVIEW, pros: ['Fast', ''] };
const post = (
  body: unknown,
  type = 'application/json',
  url = 'http://site/api/vpn-services/nordvpn/reviews',
) =>
  new Request(url, {
    method: 'POST',
    headers: { 'content-type': type },
    body: typeof body === 'string' || body instanceof Uint8Array ? (body as BodyInit) : JSON.stringify(body),
  });
const submit = (body: unknown, over: Partial<ReviewsDeps> = {}, type?: string) =>
  submitReviewResponse(deps(over), post(body, type), 'nordvpn', 'client-1');
const keys = async (prefix = '') => (await store.list({ prefix })).blobs.map((b) => b.key).sort();
const get = (query = '') => new Request(`http://site/api/vpn-services/nordvpn/reviews${query}`);

/** A published review as the summary holds it. */
const published = (i: number): PublicReview => ({
  ...EXAMPLE_REVIEW,
  pros: ['Fast'],
  cons: ['Pricey monthly'],
  id: crypto.randomUUID(),
  serviceId: 2,
  title: `Published number ${i}`,
  rating: (i % 5) + 1,
  createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
  isVerified: false,
});

beforeEach(() => {
  store = blobs.store;
});

describe('submitting a review', () => {
  it('stores a valid review as pending, indexed by id, and does not publish it', async () => {
    const response = await submit(valid);
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { id, status } = (await response.json()) as { id: string; status: string };
    expect(status).toBe('pending');
    expect(await keys()).toEqual([reviewKey(id), statusKey('pending', id)]);
    const stored = JSON.parse((await store.getWithMetadata(reviewKey(id)))?.data ?? '') as unknown;
    expect(stored).toMatchObject({
      id,
      serviceId: 2,
      authorName: 'Sam',
      pros: ['Fast'],
      status: 'pending',
      isVerified: false,
    });
    expect(await (await listReviewsResponse(deps(), get(), 'nordvpn')).json()).toEqual([]);
  });

  it('accepts the numeric id as well as the slug, whatever host the request names', async () => {
    const forged = post(valid, 'application/json', 'http://evil.example:1/api/vpn-services/2/reviews');
    const response = await submitReviewResponse(deps(), forged, '2', 'client-1');
    expect(response.status).toBe(201);
    expect(await keys('reviews/')).toHaveLength(1);
  });

  it('refuses every class of bad input with its status and a JSON error, and stores nothing', async () => {
    const invalid = (change: Record<string, unknown>) => submit({ ...valid, ...change });
    const cases: [Promise<Response>, number, string][] = [
      [submit('{"authorName":'), 400, 'Malformed JSON'],
      [submit(new Uint8Array([0x7b, 0x22, 0xc3, 0x28, 0x22, 0x7d])), 400, 'Request body is not valid UTF-8'],
      [
        submit('authorName=Sam', {}, 'application/x-www-form-urlencoded'),
        415,
        'Content-Type must be application/json',
      ],
      [
        submit(JSON.stringify(valid), {}, 'application/json; charset=windows-1252'),
        415,
        'The charset must be utf-8',
      ],
      [
        invalid({ content: 'x'.repeat(MAX_SUBMISSION_BYTES) }),
        413,
        `Request body is larger than ${MAX_SUBMISSION_BYTES.toLocaleString('en-US')} bytes`,
      ],
      [submitReviewResponse(deps(), post(valid), 'no-such-vpn', 'c'), 404, 'VPN service not found'],
      [submitReviewResponse(deps(), post(valid), '..', 'c'), 404, 'VPN service not found'],
      [invalid({ website: 'http://spam.example' }), 400, 'Invalid review'],
      [invalid({ authorName: 'Evil\u0000\u0001Name' }), 400, 'Invalid review'],
      [invalid({ title: 'Nice \u001b[2K\u001b]0;pwned\u0007title' }), 400, 'Invalid review'],
      [
        invalid({ content: 'Looks fine to the moderator.\r\u001b[1AApproved by admin, honest' }),
        400,
        'Invalid review',
      ],
      [invalid({ authorName: 'Admin\u202Egnp.exe' }), 400, 'Invalid review'],
      [invalid({ title: 'Bidi \u2066isolated\u2069 title' }), 400, 'Invalid review'],
      [invalid({ authorName: '\u200B\u200B\u200B\u200B' }), 400, 'Invalid review'],
      [invalid({ title: '\u3164\u3164\u3164\u3164\u3164\u3164' }), 400, 'Invalid review'],
      [invalid({ content: `${'\u2060'.repeat(30)}ok` }), 400, 'Invalid review'],
      [invalid({ pros: ['\u200B', '\uFEFF'] }), 400, 'Invalid review'],
      [invalid({ cons: ['Too\u0085much'] }), 400, 'Invalid review'],
      // Text that draws nothing, and lone surrogates sent as JSON escapes.
      [invalid({ authorName: '\u{E0100}\u{E0101}' }), 400, 'Invalid review'],
      [invalid({ title: '\u2065\u{E0002}\u{E0003}\uFFF0\uFFF1' }), 400, 'Invalid review'],
      [invalid({ content: '\u0301\u0300'.repeat(20) }), 400, 'Invalid review'],
      [invalid({ authorName: '\uFDD0\uFFFE' }), 400, 'Invalid review'],
      // JSON.stringify sends a lone surrogate as the escape \ud800, as a client's JSON would.
      [invalid({ authorName: 'Sam \ud800 Lone' }), 400, 'Invalid review'],
      [invalid({ title: 'Title \udc00 end' }), 400, 'Invalid review'],
    ];
    for (const [pending, status, error] of cases) {
      const response = await pending;
      expect(response.status, error).toBe(status);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(((await response.json()) as { error: string }).error).toBe(error);
    }
    expect(await keys()).toEqual([]);
  });

  it('accepts a review of maximum length in emoji or Chinese, sent as raw UTF-8 as the form sends it', async () => {
    for (const review of [
      { ...valid, content: '😀'.repeat(5000) },
      {
        ...valid,
        authorName: '名'.repeat(80),
        title: '题'.repeat(120),
        content: '评'.repeat(5000),
        pros: Array.from({ length: 10 }, () => '优'.repeat(200)),
        cons: Array.from({ length: 10 }, () => '缺'.repeat(200)),
      },
    ]) {
      const body = new TextEncoder().encode(JSON.stringify(review));
      expect(body.length).toBeGreaterThan(16 * 1024);
      const response = await submit(body);
      expect(response.status, await response.clone().text()).toBe(201);
    }
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

  it('keeps newlines and tabs in the review text and script tags in every field as plain text', async () => {
    const script = '<script>alert("x")</script>';
    const content = `${script} and more text\n\tto pass`;
    const response = await submit({
      ...valid,
      authorName: script,
      title: script,
      content,
      pros: [script],
      cons: [script],
    });
    const { id } = (await response.json()) as { id: string };
    const stored = JSON.parse((await store.getWithMetadata(reviewKey(id)))?.data ?? '') as unknown;
    expect(stored).toMatchObject({
      authorName: script,
      title: script,
      content,
      pros: [script],
      cons: [script],
    });
  });
});

describe('the submission limit', () => {
  // A fixed moment in the middle of a window: on the wall clock a test running across a window's end (every ten
  // minutes) would see its count start afresh and fail by chance.
  const limiter = (limit: number) =>
    createBlobLimiter({
      store: () => store,
      scope: 'test',
      name: 'reviews',
      limit,
      windowMs: REVIEW_WINDOW_MS,
      now: () => REVIEW_WINDOW_MS * 2000 + REVIEW_WINDOW_MS / 2,
    });

  it('answers 429 with Retry-After once a client has used its limit, and not for another client', async () => {
    const limited = deps({ limiter: limiter(2) });
    const statuses = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await submitReviewResponse(limited, post(valid), 'nordvpn', 'same')).status);
    expect(statuses).toEqual([201, 201, 429]);
    const refused = await submitReviewResponse(limited, post(valid), 'nordvpn', 'same');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(600);
    expect(await refused.json()).toEqual({
      error: 'Too many reviews from your connection. Please try again later.',
    });
    expect((await submitReviewResponse(limited, post(valid), 'nordvpn', 'other')).status).toBe(201);
  });

  it('counts the addresses of one IPv6 /64 as one client, however they are written', async () => {
    const limited = deps({ limiter: limiter(5) });
    const statuses = [];
    for (const host of ['1', '2', '3', '4', '5', '6', '7', '8'])
      statuses.push(
        (await submitReviewResponse(limited, post(valid), 'nordvpn', `2001:db8:1:2::${host}`)).status,
      );
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
    expect((await submitReviewResponse(limited, post(valid), 'nordvpn', '2001:DB8:1:2:0:0:0:9')).status).toBe(
      429,
    );
    expect((await submitReviewResponse(limited, post(valid), 'nordvpn', '2001:db8:1:3::1')).status).toBe(201);
  });

  it('does not count refused submissions: 400, 413 and 415 use up nothing', async () => {
    const limited = deps({ limiter: limiter(2) });
    const send = (body: unknown, type?: string) =>
      submitReviewResponse(limited, post(body, type), 'nordvpn', 'victim');
    for (let i = 0; i < 4; i++) {
      expect((await send('x', 'text/plain')).status).toBe(415);
      expect((await send({})).status).toBe(400);
      expect((await send({ ...valid, content: 'x'.repeat(MAX_SUBMISSION_BYTES) })).status).toBe(413);
    }
    expect([(await send(valid)).status, (await send(valid)).status, (await send(valid)).status]).toEqual([
      201, 201, 429,
    ]);
  });

  it('holds across limiter instances (function instances share the store) and keeps no address in clear', async () => {
    const first = deps({ limiter: limiter(2) });
    const second = deps({ limiter: limiter(2) });
    expect((await submitReviewResponse(first, post(valid), 'nordvpn', '203.0.113.9')).status).toBe(201);
    expect((await submitReviewResponse(second, post(valid), 'nordvpn', '203.0.113.9')).status).toBe(201);
    expect((await submitReviewResponse(first, post(valid), 'nordvpn', '203.0.113.9')).status).toBe(429);
    const limitKeys = await keys('limits/reviews/');
    expect(limitKeys).toHaveLength(1);
    expect(limitKeys.join()).not.toContain('203.0.113.9');
    expect(limitKeys[0]).toMatch(/^limits\/reviews\/\d+\/[0-9a-f]{64}$/);
  });

  it('expires with the window: a later window starts afresh and deletes the counts of ended ones', async () => {
    let time = 0;
    const clocked = (now: number) => {
      time = now;
      return deps({
        limiter: createBlobLimiter({
          store: () => store,
          scope: 'clock',
          name: 'reviews',
          limit: 1,
          windowMs: REVIEW_WINDOW_MS,
          now: () => time,
        }),
      });
    };
    const at = clocked(REVIEW_WINDOW_MS * 1000 + 1);
    expect((await submitReviewResponse(at, post(valid), 'nordvpn', 'c')).status).toBe(201);
    expect((await submitReviewResponse(at, post(valid), 'nordvpn', 'c')).status).toBe(429);
    time += REVIEW_WINDOW_MS;
    expect((await submitReviewResponse(at, post(valid), 'nordvpn', 'c')).status).toBe(201);
    await expect
      .poll(async () => (await keys('limits/reviews/')).map((k) => k.split('/')[2]))
      .toEqual(['1001']);
  });
  it('is swept hourly: counts of ended windows are deleted for every limiter, the current ones kept', async () => {
    const at = (name: string, time: number) =>
      createBlobLimiter({
        store: () => store,
        scope: `sweep-${name}`,
        name,
        limit: 5,
        windowMs: REVIEW_WINDOW_MS,
        now: () => time,
      });
    await at('reviews', REVIEW_WINDOW_MS * 2000).hit('a');
    await at('moderation-auth', REVIEW_WINDOW_MS * 2000).hit('b');
    await at('reviews', REVIEW_WINDOW_MS * 2001).hit('c');
    // The first hit of window 2001 sweeps window 2000 of its own limiter in the background: wait for it.
    await expect.poll(async () => (await keys('limits/reviews/')).length).toBe(1);
    expect(await sweepAllLimits(store, REVIEW_WINDOW_MS * 2001)).toBe(1);
    expect(
      (await keys('limits/'))
        .filter((key) => key !== 'limits/salt')
        .map((key) => key.split('/').slice(1, 3).join('/')),
    ).toEqual(['reviews/2001']);
  });
});

describe('published reviews', () => {
  it('answers one page of 20, newest published first, with the total, Link, and CDN cache headers', async () => {
    const reviews = Array.from({ length: 45 }, (_, i) => published(i));
    await appendPublished(store, 2, reviews.slice(0, 30));
    await appendPublished(store, 2, reviews.slice(30));
    const titles = (list: PublicReview[]) => list.map((r) => r.title);
    const newest = (from: number, to: number) => titles(reviews.slice(from, to).reverse());
    const first = await listReviewsResponse(deps(), get(), 'nordvpn');
    expect(titles((await first.json()) as PublicReview[])).toEqual(newest(25, 45));
    expect(first.headers.get('x-total-count')).toBe('45');
    expect(first.headers.get('link')).toBe('</api/vpn-services/nordvpn/reviews?before=25>; rel="next"');
    expect(first.headers.get('netlify-cdn-cache-control')).toMatch(
      /^public, durable, s-maxage=\d+, stale-while-revalidate=\d+$/,
    );
    expect(first.headers.get('netlify-cache-tag')).toBe('reviews-2');
    expect(first.headers.get('netlify-vary')).toBe('query=before');
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');

    const second = await listReviewsResponse(deps(), get('?before=25'), 'nordvpn');
    expect(titles((await second.json()) as PublicReview[])).toEqual(newest(5, 25));
    expect(second.headers.get('link')).toBe('</api/vpn-services/nordvpn/reviews?before=5>; rel="next"');
    const third = await listReviewsResponse(deps(), get('?before=5'), 'nordvpn');
    expect(titles((await third.json()) as PublicReview[])).toEqual(newest(0, 5));
    expect(third.headers.get('link')).toBeNull();
    expect(await (await listReviewsResponse(deps(), get('?before=0'), 'nordvpn')).json()).toEqual([]);
    for (const bad of [
      '?before=-1',
      '?before=two',
      '?before=1.5',
      '?before=1&before=2',
      '?page=2',
      '?page=1',
    ]) {
      const response = await listReviewsResponse(deps(), get(bad), 'nordvpn');
      expect(response.status, bad).toBe(400);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('shows each review exactly once to a reader walking the pages while reviews are published', async () => {
    const reviews = Array.from({ length: 100 }, (_, i) => published(i));
    await appendPublished(store, 2, reviews.slice(0, 60));
    const seen: string[] = [];
    let query = '';
    let more = 60;
    for (;;) {
      const response = await listReviewsResponse(deps(), get(query), 'nordvpn');
      seen.push(...((await response.json()) as PublicReview[]).map((r) => r.id));
      // Between two page reads, ten more reviews are published.
      if (more < 100) await appendPublished(store, 2, reviews.slice(more, (more += 10)));
      const next = /\?before=(\d+)>/.exec(response.headers.get('link') ?? '')?.[1];
      if (next === undefined) break;
      query = `?before=${next}`;
    }
    expect(seen).toEqual(
      reviews
        .slice(0, 60)
        .reverse()
        .map((r) => r.id),
    );
  });

  it('answers the stats from the summary, cacheable under the same tag', async () => {
    await appendPublished(
      store,
      2,
      [5, 3, 4, 4].map((rating, i) => ({ ...published(i), rating })),
    );
    const response = await reviewStatsResponse(deps(), '2');
    expect(await response.json()).toEqual({
      totalReviews: 4,
      averageRating: 4,
      ratingDistribution: { 1: 0, 2: 0, 3: 1, 4: 2, 5: 1 },
    });
    expect(response.headers.get('netlify-cache-tag')).toBe('reviews-2');
    expect(await (await reviewStatsResponse(deps(), 'surfshark')).json()).toMatchObject({ totalReviews: 0 });
  });

  it('skips and logs an unreadable entry instead of failing the list', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await appendPublished(store, 2, [
      published(1),
      { broken: true } as unknown as PublicReview,
      published(2),
    ]);
    const response = await listReviewsResponse(deps(), get(), 'nordvpn');
    expect(response.status).toBe(200);
    expect(((await response.json()) as PublicReview[]).map((r) => r.title)).toEqual([
      'Published number 2',
      'Published number 1',
    ]);
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('unreadable review'));
    errors.mockRestore();
  });

  it('answers 503 JSON, never cached, when the store fails', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fail = () => Promise.reject(new Error('store down'));
    const down = deps({ store: () => ({ getWithMetadata: fail, set: fail, delete: fail, list: fail }) });
    for (const response of [
      await listReviewsResponse(down, get(), 'nordvpn'),
      await reviewStatsResponse(down, 'nordvpn'),
      await submitReviewResponse(down, post(valid), 'nordvpn', 'c'),
    ]) {
      expect(response.status).toBe(503);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
    errors.mockRestore();
  });
});
