/**
 * The OpenAPI 3.1 document of the site's public API (prerendered at /api/openapi.json). Every body schema is
 * generated from the zod schema the code validates or builds the answer with, so it cannot drift from the
 * code.
 */
import type { OpenAPIV3_1 } from 'openapi-types';
import { z as zc } from 'astro/zod';
import {
  approveBodySchema,
  DEFAULT_LIST_LIMIT,
  errorSchema,
  healthSchema,
  MAX_BODY_BYTES,
  MAX_LIST_LIMIT,
  MIN_TOKEN_LENGTH,
  PAGE_SIZE,
  rejectBodySchema,
  reviewStatsSchema,
  submittedSchema,
} from '../lib/api-schemas';
import { guideSchema, publishedServiceSchema } from '../lib/schemas';
import { EXAMPLE_REVIEW } from '../lib/review-example';
import { toJsonSchema } from '../lib/json-schema';
import { REVIEW_STATUSES } from '../lib/review-statuses';
import {
  MAX_SUBMISSION_BYTES,
  publicReviewSchema,
  reviewSubmissionSchema,
  userReviewSchema,
} from '../lib/review-schema';

type Schema = OpenAPIV3_1.SchemaObject;

/** A Guide as the API returns it (guideToJson in src/data/api-shapes.ts). */
const guideJsonSchema = zc.object({
  ...guideSchema.shape,
  /** The slug, again as `id`. */
  id: zc.string(),
  slug: zc.string(),
  /** The Markdown body. */
  content: zc.string(),
  /** The guide's picture: its social card, a 1200x630 PNG. */
  imageUrl: zc.string(),
  /** The last revision, or the publication date when never revised. */
  updatedAt: zc.coerce.date(),
  /** Minutes, computed from the body. */
  readTime: zc.number().int().positive(),
});

/** A component schema: what a request may send (`input`) or an answer holds (`output`), dates as ISO 8601. */
function jsonSchema(schema: Parameters<typeof toJsonSchema>[0], io: 'input' | 'output'): Schema {
  const { $schema: _dialect, ...result } = toJsonSchema(schema, io, 'date-time');
  return result;
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const jsonBody = (schema: object, description: string, headers?: Record<string, object>) => ({
  description,
  ...(headers ? { headers } : {}),
  content: { 'application/json': { schema } },
});
const error = (description: string, headers?: Record<string, object>) =>
  jsonBody(ref('Error'), description, headers);
const header = (description: string, schema: Schema = { type: 'string' }) => ({ description, schema });

const CACHE_HEADERS = {
  'Cache-Control': header('public, max-age=0, must-revalidate: browsers always revalidate.'),
  'Netlify-CDN-Cache-Control': header(
    "Netlify's CDN keeps the answer (durable, with stale-while-revalidate) until moderation purges its tag.",
  ),
  'Netlify-Cache-Tag': header('reviews-{serviceId}: purged when a review of the service is approved.'),
  'Netlify-Vary': header('query=before: the CDN keeps one copy per page cursor.'),
};
const NO_STORE = { 'Cache-Control': header('no-store') };
const RETRY_AFTER = { 'Retry-After': header('Seconds until the window ends.', { type: 'integer' }) };

type Parameter = OpenAPIV3_1.ParameterObject;
type ParameterSchema = NonNullable<Parameter['schema']>;
const pathParam = (name: string, description: string, schema: ParameterSchema = { type: 'string' }) =>
  ({ name, in: 'path', required: true, description, schema }) satisfies Parameter;
const query = (name: string, schema: ParameterSchema, description?: string): Parameter => ({
  name,
  in: 'query',
  ...(description === undefined ? {} : { description }),
  schema,
});
const serviceParam = pathParam('id', "The service's numeric id or its slug.");
const slugParam = (what: string) => pathParam('slug', `The ${what}'s slug.`);
const reviewIdParam = pathParam('reviewId', 'The review id (a UUID).', { type: 'string', format: 'uuid' });

const readList = (schema: string, description: string) => ({
  get: {
    summary: description,
    responses: { 200: jsonBody({ type: 'array', items: ref(schema) }, description) },
  },
});
const readOne = (schema: string, what: string) => ({
  get: {
    summary: `One ${what}.`,
    parameters: [slugParam(what)],
    responses: { 200: jsonBody(ref(schema), `The ${what}.`), 404: error(`No ${what} with that slug.`) },
  },
});

const bytes = (count: number) => `${count.toLocaleString('en-US')} bytes`;

const moderationErrors = {
  401: error('No Bearer token, or a wrong one.', { 'WWW-Authenticate': header('Bearer') }),
  429: error(
    'A wrong token, after 10 wrong tokens from this client in the 10-minute window (requests without a token count nothing; the right token always passes).',
    RETRY_AFTER,
  ),
  503: error(
    `Moderation is disabled (no MODERATION_TOKEN of at least ${MIN_TOKEN_LENGTH} characters) or the store failed.`,
  ),
};

const moderationAction = (summary: string, body: string, example: object) => ({
  post: {
    summary,
    security: [{ moderationToken: [] }],
    parameters: [reviewIdParam],
    requestBody: {
      required: true,
      content: { 'application/json': { schema: ref(body), example } },
    },
    responses: {
      200: jsonBody(ref('UserReview'), 'The review with its new status.', NO_STORE),
      400: error('The body breaks its schema.'),
      404: error('No review with that id, or an unknown action.'),
      409: error(
        'The review is already published or rejected: another decision came first (a decision cut short by a crash is completed first, so a published review is public).',
      ),
      413: error(`Body over ${bytes(MAX_BODY_BYTES)}.`),
      415: error('Not application/json in UTF-8, or a compressed body (Content-Encoding).'),
      ...moderationErrors,
    },
  },
});

/** The whole document. */
export function openApiDocument(): OpenAPIV3_1.Document {
  return {
    openapi: '3.1.0',
    info: {
      title: 'VPN Compass API',
      version: '1.0.0',
      description:
        'The read-only JSON API of VPN Compass (prerendered at each deploy), user reviews and their moderation. Every answer is JSON; errors are { "error": string }. A method a path does not answer gets 405 with Allow (never cached); an unknown path 404.',
    },
    servers: [{ url: '/' }],
    paths: {
      '/api/vpn-services': readList('VpnService', 'Every VPN service, highest rating first.'),
      '/api/vpn-services/top': readList('VpnService', 'The six top-rated VPN services.'),
      '/api/vpn-services/{slug}': readOne('VpnService', 'VPN service'),
      '/api/guides': readList('Guide', 'Every guide, newest first.'),
      '/api/guides/featured': readList('Guide', 'The featured guides, newest first.'),
      '/api/guides/{slug}': readOne('Guide', 'guide'),
      '/api/vpn-services/{id}/reviews': {
        parameters: [serviceParam],
        get: {
          summary: `A page of the service's published reviews, newest published first, ${PAGE_SIZE} a page.`,
          description:
            'Pages are read by a cursor: follow the rel="next" link of each answer. A review published between two reads is not shown on the later pages, so a walk shows each review exactly once.',
          parameters: [
            query(
              'before',
              { type: 'integer', minimum: 0 },
              'The cursor of a page, from the rel="next" link of the page before: the page holds the reviews published just before that place (places count from 0, the first review published). Absent: the newest.',
            ),
          ],
          responses: {
            200: jsonBody({ type: 'array', maxItems: PAGE_SIZE, items: ref('PublicReview') }, 'The page.', {
              'X-Total-Count': header('Published reviews of the service in all.', { type: 'integer' }),
              Link: header('<…/reviews?before=n>; rel="next", when older reviews remain.'),
              ...CACHE_HEADERS,
            }),
            400: error('before is not one whole number from 0, or the retired page parameter was sent.'),
            404: error('No such service.'),
            503: error('The store failed.'),
          },
        },
        post: {
          summary: 'Submits a review; it is published once a moderator approves it.',
          requestBody: {
            required: true,
            content: { 'application/json': { schema: ref('ReviewSubmission'), example: EXAMPLE_REVIEW } },
          },
          responses: {
            201: jsonBody(ref('Submitted'), 'Stored, pending moderation.', NO_STORE),
            400: error('Malformed JSON or UTF-8, or a broken rule: `issues` lists each with its field.'),
            404: error('No such service.'),
            413: error(
              `Body over ${bytes(MAX_SUBMISSION_BYTES)}: more than the largest valid submission takes as JSON.`,
            ),
            415: error(
              'Not application/json, a charset other than utf-8, or a compressed body (Content-Encoding).',
            ),
            429: error(
              'This client has sent its well-formed submissions for the 10-minute window.',
              RETRY_AFTER,
            ),
            503: error('The store failed.'),
          },
        },
      },
      '/api/vpn-services/{id}/review-stats': {
        parameters: [serviceParam],
        get: {
          summary: "The service's review stats.",
          responses: {
            200: jsonBody(ref('ReviewStats'), 'The stats.', CACHE_HEADERS),
            404: error('No such service.'),
            503: error('The store failed.'),
          },
        },
      },
      '/api/moderation/reviews': {
        get: {
          summary: 'Reviews with a status, for moderators, newest submitted first, a page at a time.',
          description:
            'Follow the rel="next" link for the next page. Listing first completes any moderation a crash cut short.',
          security: [{ moderationToken: [] }],
          parameters: [
            query('status', { type: 'string', enum: [...REVIEW_STATUSES], default: 'pending' }),
            query(
              'limit',
              { type: 'integer', minimum: 1, maximum: MAX_LIST_LIMIT, default: DEFAULT_LIST_LIMIT },
              'Reviews a page.',
            ),
            query(
              'before',
              { type: 'string', format: 'uuid' },
              'The cursor of a page, from the rel="next" link of the page before (a review id).',
            ),
          ],
          responses: {
            200: jsonBody(
              { type: 'array', maxItems: MAX_LIST_LIMIT, items: ref('UserReview') },
              'The reviews.',
              {
                ...NO_STORE,
                'X-Total-Count': header('Reviews with the status in all.', { type: 'integer' }),
                Link: header('<…?status=…&limit=…&before=<id>>; rel="next", when more remain.'),
              },
            ),
            400: error('Unknown status, a limit out of range or a cursor that is not a review id.'),
            ...moderationErrors,
          },
        },
      },
      '/api/moderation/reviews/{reviewId}/approve': moderationAction(
        'Publishes a pending review and purges the CDN cache of its service.',
        'ApproveBody',
        { verified: true },
      ),
      '/api/moderation/reviews/{reviewId}/reject': moderationAction(
        'Rejects a pending review, keeping it with the reason.',
        'RejectBody',
        { reason: 'Spam' },
      ),
      '/api/health': {
        get: {
          summary: 'Whether the functions and the store are reachable.',
          responses: {
            200: jsonBody(ref('Health'), 'Reachable.', NO_STORE),
            503: error('The store is unreachable.'),
          },
        },
      },
    },
    components: {
      securitySchemes: {
        moderationToken: { type: 'http', scheme: 'bearer', description: 'MODERATION_TOKEN of the site.' },
      },
      schemas: {
        VpnService: jsonSchema(publishedServiceSchema, 'output'),
        Guide: jsonSchema(guideJsonSchema, 'output'),
        ReviewSubmission: jsonSchema(reviewSubmissionSchema, 'input'),
        PublicReview: jsonSchema(publicReviewSchema, 'output'),
        UserReview: jsonSchema(userReviewSchema, 'output'),
        ReviewStats: jsonSchema(reviewStatsSchema, 'output'),
        Submitted: jsonSchema(submittedSchema, 'output'),
        ApproveBody: jsonSchema(approveBodySchema, 'input'),
        RejectBody: jsonSchema(rejectBodySchema, 'input'),
        Health: jsonSchema(healthSchema, 'output'),
        Error: jsonSchema(errorSchema, 'output'),
      },
    },
  };
}
