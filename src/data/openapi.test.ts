/**
 * The OpenAPI document: valid OpenAPI 3.1 (checked by @readme/openapi-parser against the official schema), and
 * in agreement with the schemas the code validates with: the example is valid for both, and inputs the code
 * refuses for a rule the JSON Schema can state are refused by the document too.
 */
import { compileErrors, validate } from '@readme/openapi-parser';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { openApiDocument } from './openapi';
import { EXAMPLE_REVIEW } from '../lib/review-example';
import { reviewSubmissionSchema } from '../lib/review-schema';
import { approveBodySchema, rejectBodySchema } from '../lib/api-schemas';

const document = openApiDocument();
const ajv = addFormats(new Ajv2020({ strict: false, allErrors: true }));
ajv.addSchema({ $id: 'api', components: document.components });
const validator = (name: string) => ajv.compile({ $ref: `api#/components/schemas/${name}` });

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1', async () => {
    const result = await validate(structuredClone(document) as never);
    expect(result.valid ? '' : compileErrors(result)).toBe('');
    expect(result.warnings).toEqual([]);
    // The validator does fail a broken document.
    expect((await validate({ ...structuredClone(document), paths: { 'no-slash': {} } } as never)).valid).toBe(
      false,
    );
    expect(document.openapi).toBe('3.1.0');
  });

  it('documents every public endpoint and its error answers', () => {
    expect(Object.keys(document.paths ?? {}).sort()).toEqual([
      '/api/guides',
      '/api/guides/featured',
      '/api/guides/{slug}',
      '/api/health',
      '/api/moderation/reviews',
      '/api/moderation/reviews/{reviewId}/approve',
      '/api/moderation/reviews/{reviewId}/reject',
      '/api/vpn-services',
      '/api/vpn-services/top',
      '/api/vpn-services/{id}/review-stats',
      '/api/vpn-services/{id}/reviews',
      '/api/vpn-services/{slug}',
    ]);
    const post = document.paths?.['/api/vpn-services/{id}/reviews']?.post;
    expect(Object.keys(post?.responses ?? {})).toEqual(['201', '400', '404', '413', '415', '429', '503']);
    expect(post?.requestBody).toMatchObject({ content: { 'application/json': { example: EXAMPLE_REVIEW } } });
  });

  it('agrees with the submission schema the function validates with', () => {
    const fits = validator('ReviewSubmission');
    expect(reviewSubmissionSchema.safeParse(EXAMPLE_REVIEW).success).toBe(true);
    expect(fits(EXAMPLE_REVIEW), JSON.stringify(fits.errors)).toBe(true);
    for (const broken of [
      { ...EXAMPLE_REVIEW, rating: 6 },
      { ...EXAMPLE_REVIEW, rating: 3.5 },
      { ...EXAMPLE_REVIEW, authorName: 'S' },
      { ...EXAMPLE_REVIEW, title: 'x'.repeat(121) },
      { ...EXAMPLE_REVIEW, primaryUse: 'spying' },
      { ...EXAMPLE_REVIEW, website: 'http://spam.example' },
      { rating: 4 },
    ]) {
      expect(reviewSubmissionSchema.safeParse(broken).success, JSON.stringify(broken)).toBe(false);
      expect(fits(broken), JSON.stringify(broken)).toBe(false);
    }
  });

  it('agrees with the moderation bodies', () => {
    expect(validator('ApproveBody')({ verified: true })).toBe(
      approveBodySchema.safeParse({ verified: true }).success,
    );
    expect(validator('ApproveBody')({ verified: 'yes' })).toBe(false);
    expect(approveBodySchema.safeParse({ verified: 'yes' }).success).toBe(false);
    expect(validator('RejectBody')({ reason: 'Spam' })).toBe(
      rejectBodySchema.safeParse({ reason: 'Spam' }).success,
    );
    expect(validator('RejectBody')({})).toBe(false);
    expect(rejectBodySchema.safeParse({}).success).toBe(false);
  });
});
