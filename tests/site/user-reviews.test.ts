/**
 * The review API as a visitor's browser and a moderator's CLI use it, on the site served as `npm start` serves it
 * with its own Blobs store: every refusal of the API (nothing is lost or stored), the rate limit, 200 concurrent
 * submissions, the moderation token, and rejection through the CLI. (Writing, approving and reading a review in
 * the browser: tests/browser/user-reviews.spec.ts.)
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { describe, expect, inject, it } from 'vitest';
import { EXAMPLE_REVIEW } from '../../src/lib/review-example';
import { MAX_SUBMISSION_BYTES } from '../../src/lib/review-schema';
import { withinOneWindow } from '../support/rate-window';
import { visitor } from '../support/visitor';

const baseUrl = inject('baseUrl');

const run = promisify(execFile);
const token = inject('moderationToken');

/** The moderation CLI, as a maintainer runs it. */
async function moderate(...args: string[]): Promise<string> {
  const { stdout } = await run('node_modules/.bin/tsx', ['scripts/moderate.ts', ...args, '--url', baseUrl], {
    env: { ...process.env, MODERATION_TOKEN: token },
  });
  return stdout;
}

const validReview = (marker: string) => ({ ...EXAMPLE_REVIEW, title: `Solid service ${marker}` });

function postReview(slug: string, body: BodyInit, headers: Record<string, string> = {}) {
  return fetch(`${baseUrl}/api/vpn-services/${slug}/reviews`, {
    method: 'POST',
    // A visitor of its own for the per-client rate limit, unless `headers` names one.
    headers: { 'content-type': 'application/json', ...visitor(), ...headers },
    body,
  });
}

/** Every pending review, following the moderation list's pages (newest first, 50 a page). */
async function allPending(): Promise<{ id: string; title: string }[]> {
  const reviews: { id: string; title: string }[] = [];
  let next: string | undefined = '/api/moderation/reviews?status=pending&limit=50';
  while (next) {
    const response: Response = await fetch(`${baseUrl}${next}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    reviews.push(...((await response.json()) as { id: string; title: string }[]));
    next = /<([^>]*)>; rel="next"/.exec(response.headers.get('link') ?? '')?.[1];
  }
  return reviews;
}

async function pendingIdByTitle(title: string): Promise<string> {
  const review = (await allPending()).find((r) => r.title === title);
  if (!review) throw new Error(`no pending review titled ${title}`);
  return review.id;
}

describe('the review API refuses bad input and loses nothing', () => {
  it('answers each kind of bad request with its status and a JSON error', async () => {
    const marker = randomUUID().slice(0, 8);
    const cases: [Promise<Response>, number][] = [
      [postReview('nordvpn', '{"authorName": "Alex"'), 400],
      [postReview('nordvpn', JSON.stringify(validReview(marker)), { 'content-type': 'text/plain' }), 415],
      [
        postReview(
          'nordvpn',
          JSON.stringify({ ...validReview(marker), content: 'x'.repeat(MAX_SUBMISSION_BYTES) }),
        ),
        413,
      ],
      [postReview('no-such-vpn', JSON.stringify(validReview(marker))), 404],
      [
        postReview('nordvpn', JSON.stringify({ ...validReview(marker), website: 'http://spam.example' })),
        400,
      ],
      [postReview('nordvpn', JSON.stringify({ ...validReview(marker), rating: 9, pros: [] })), 400],
    ];
    for (const [pending, status] of cases) {
      const response = await pending;
      expect(response.status).toBe(status);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(typeof ((await response.json()) as { error: unknown }).error).toBe('string');
    }
    expect(JSON.stringify(await allPending())).not.toContain(marker);
  });

  it('answers 429 once one client has sent 5 submissions in 10 minutes, and not for another client', async () => {
    const { statuses, other } = await withinOneWindow(async () => {
      const same = visitor();
      const statuses = [];
      for (let i = 0; i < 6; i++)
        statuses.push((await postReview('surfshark', JSON.stringify(validReview(`rl-${i}`)), same)).status);
      return {
        statuses,
        other: (await postReview('surfshark', JSON.stringify(validReview('rl-other')))).status,
      };
    });
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect(other).toBe(201);
  });

  it('stores every one of 200 concurrent submissions to one service', async () => {
    const marker = randomUUID().slice(0, 8);
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        postReview('ipvanish', JSON.stringify({ ...validReview(marker), title: `Load ${marker} ${i}` })),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(200).fill(201));
    const titles = (await allPending()).map((r) => r.title).filter((t) => t.includes(marker));
    expect(new Set(titles).size).toBe(200);
  }, 60_000);
});

describe('moderation', () => {
  it('refuses requests without the right token', async () => {
    const none = await fetch(`${baseUrl}/api/moderation/reviews`);
    expect(none.status).toBe(401);
    const wrong = await fetch(`${baseUrl}/api/moderation/reviews`, {
      headers: { authorization: 'Bearer nope' },
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ error: 'Invalid moderation token' });
  });

  it('rejects with a reason through the CLI, and a rejected review is never published', async () => {
    const marker = randomUUID().slice(0, 8);
    await postReview('cactusvpn', JSON.stringify(validReview(marker)));
    const id = await pendingIdByTitle(`Solid service ${marker}`);
    expect(await moderate('reject', id, '--reason', 'Duplicate of an earlier review')).toContain(
      `Rejected ${id}: Duplicate of an earlier review`,
    );
    expect(await moderate('list', '--status', 'rejected')).toContain(
      'Rejected: Duplicate of an earlier review',
    );
    const published = await (await fetch(`${baseUrl}/api/vpn-services/cactusvpn/reviews`)).json();
    expect(JSON.stringify(published)).not.toContain(marker);
  });
});
