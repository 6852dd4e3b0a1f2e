/**
 * Schemas of the API bodies that are not reviews, and the API's limits: the handlers (src/server) validate
 * with them and the OpenAPI document (src/data/openapi.ts) is generated from them.
 */
import * as z from 'zod/mini';
import type { RatingDistribution, ReviewStats } from '../lib/review-stats';

/** Published reviews per page of `GET /reviews` and per sealed page blob. */
export const PAGE_SIZE = 20;

/** Shortest moderation token accepted: 32 characters, out of reach of guessing. */
export const MIN_TOKEN_LENGTH = 32;

/** Reviews a moderation list answers by default. */
export const DEFAULT_LIST_LIMIT = 20;
/** Most a moderation list answers: 50 of the largest reviews (65 KB each) fit a Netlify Function's 6 MB. */
export const MAX_LIST_LIMIT = 50;

/** Largest accepted body of a moderation request (an approval or a rejection with its reason): 16 KiB. */
export const MAX_BODY_BYTES = 16 * 1024;

/** How many published reviews gave each whole rating, keyed 1 to 5. */
export const ratingDistributionSchema = z.object({
  1: z.int().check(z.gte(0)),
  2: z.int().check(z.gte(0)),
  3: z.int().check(z.gte(0)),
  4: z.int().check(z.gte(0)),
  5: z.int().check(z.gte(0)),
}) satisfies z.ZodMiniType<RatingDistribution>;

/** GET /api/vpn-services/{id}/review-stats. */
export const reviewStatsSchema = z.object({
  totalReviews: z.int().check(z.gte(0)),
  /** Mean rating, one decimal; 0 when there are no reviews. */
  averageRating: z.number().check(z.gte(0), z.lte(5)),
  ratingDistribution: ratingDistributionSchema,
}) satisfies z.ZodMiniType<ReviewStats>;

/** POST /api/moderation/reviews/{reviewId}/approve. */
export const approveBodySchema = z.object({
  /** Show the 'Verified User' badge: the moderator checked that the reviewer uses the service. */
  verified: z.optional(z.boolean()),
});

/** POST /api/moderation/reviews/{reviewId}/reject. */
export const rejectBodySchema = z.object({
  /** Why the review was rejected, kept with it (1 to 500 characters). */
  reason: z
    .string({ error: 'A reason is required to reject a review' })
    .check(
      z.trim(),
      z.minLength(1, 'A reason is required to reject a review'),
      z.maxLength(500, 'The reason must be at most 500 characters'),
    ),
});

/** Every error answer of the API. */
export const errorSchema = z.object({
  error: z.string(),
  /** For 400 "Invalid review": each broken rule with the field it concerns ("pros", "cons.0"). */
  issues: z.optional(z.array(z.object({ path: z.string(), message: z.string() }))),
});

/** 201 answer of a submission. */
export const submittedSchema = z.object({
  id: z.string(),
  status: z.literal('pending'),
});

/** GET /api/health. */
export const healthSchema = z.object({
  status: z.literal('ok'),
  blobs: z.literal('reachable'),
  time: z.string(),
});
