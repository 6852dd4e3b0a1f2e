/**
 * Publishing user reviews the way visitors and moderators do, through the running site's API: a submission
 * (each from its own address, so the per-client rate limit never trips) and its approval with the moderation
 * token.
 */
import type { APIRequestContext } from '@playwright/test';
import { EXAMPLE_REVIEW } from '../../../src/lib/review-example';
import { visitor } from '../../support/visitor';
import { LONG_WORD } from './review-form';

/** The provider that reviews.setup.ts gives 25 published reviews with long words (no other spec writes to it). */
export const LONG_REVIEWS = { slug: 'f-secure-vpn', count: 25 } as const;

/** Submits a review (the example review with `changes`) and returns the API's answer. */
export async function submitReview(
  request: APIRequestContext,
  slug: string,
  changes: Partial<Record<keyof typeof EXAMPLE_REVIEW, unknown>> = {},
) {
  return request.post(`/api/vpn-services/${slug}/reviews`, {
    headers: visitor(),
    data: { ...EXAMPLE_REVIEW, ...changes },
  });
}

/** Approves a pending review; throws unless the API publishes it. */
export async function approveReview(request: APIRequestContext, id: string, token: string) {
  const response = await request.post(`/api/moderation/reviews/${id}/approve`, {
    headers: { authorization: `Bearer ${token}` },
    data: {},
  });
  if (response.status() !== 200)
    throw new Error(`approving ${id}: ${response.status()} ${await response.text()}`);
}

/** Submits and approves a review; returns its id. */
export async function publishReview(
  request: APIRequestContext,
  token: string,
  slug: string,
  changes: Partial<Record<keyof typeof EXAMPLE_REVIEW, unknown>> = {},
): Promise<string> {
  const response = await submitReview(request, slug, changes);
  if (response.status() !== 201)
    throw new Error(`submitting to ${slug}: ${response.status()} ${await response.text()}`);
  const { id } = (await response.json()) as { id: string };
  await approveReview(request, id, token);
  return id;
}

/** The long-word review number `i`: every other one a long word in each text field, the rest plain. */
export function longReview(i: number) {
  return i % 2
    ? {
        authorName: `N${LONG_WORD}`.slice(0, 80),
        title: `${i} ${LONG_WORD}`.slice(0, 120),
        content: `A word too long for any phone: ${LONG_WORD} and https://example.com/${LONG_WORD}`,
        pros: [LONG_WORD, `Also ${LONG_WORD}`.slice(0, 200)],
        cons: [LONG_WORD],
      }
    : { title: `Plain review number ${i}` };
}
