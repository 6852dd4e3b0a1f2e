/**
 * Wiring of the API functions to Netlify: the Blobs store of the deploy context (opened inside a request),
 * the rate limiters, the cache purge and the client's address. Only production uses the store `reviews`;
 * previews and branch deploys get their deploy's own store; `npm start` (context "dev") uses `reviews-dev`.
 */
import { getDeployStore, getStore } from '@netlify/blobs';
import { purgeCache, type Context } from '@netlify/functions';
import type { BlobStore } from './blob-json';
import type { ModerationDeps } from './moderation-api';
import { createBlobLimiter, REVIEW_WINDOW_MS, reviewsPerWindow } from './rate-limit';
import type { ReviewsDeps } from './reviews-api';

/** The parts of Netlify's function Context the API uses. */
export type ApiContext = Pick<Context, 'ip' | 'waitUntil'> & { deploy: { context?: string | undefined } };

export const PRODUCTION_STORE = 'reviews';
export const LOCAL_STORE = 'reviews-dev';

/** Wrong moderation tokens one client may send per 10 minutes before it must wait. */
const FAILED_TOKENS_PER_WINDOW = 10;

/** Which store a deploy context uses: a name (site-wide store) or "deploy" (the deploy's own store). */
export function storeFor(deployContext: string | undefined): { name: string } | 'deploy' {
  if (deployContext === 'production') return { name: PRODUCTION_STORE };
  if (deployContext === 'dev') return { name: LOCAL_STORE };
  return 'deploy';
}

/** The reviews store of a deploy context, with strong consistency: a review that got 201 is read back at once. */
export function reviewStore(deployContext: string | undefined): BlobStore {
  const choice = storeFor(deployContext);
  return choice === 'deploy'
    ? getDeployStore({ name: PRODUCTION_STORE, consistency: 'strong' })
    : getStore({ name: choice.name, consistency: 'strong' });
}

/** The client's address as Netlify's edge saw it; undefined (not limited) if the platform gives none. */
export function clientAddress(context: ApiContext): string | undefined {
  if (context.ip) return context.ip;
  console.error('reviews: no client IP in the function context; the per-client limits are skipped');
  return undefined;
}

const stores = (context: ApiContext) => () => reviewStore(context.deploy.context);

/** A limiter of the context's store, counted per REVIEW_WINDOW_MS. */
const limiter = (context: ApiContext, name: string, limit: number) =>
  createBlobLimiter({
    store: stores(context),
    scope: String(context.deploy.context),
    name,
    limit,
    windowMs: REVIEW_WINDOW_MS,
    waitUntil: (promise) => context.waitUntil(promise),
  });

/** Dependencies of the public review endpoints for one request. */
export function reviewDeps(context: ApiContext): ReviewsDeps {
  const limit = reviewsPerWindow(process.env['REVIEWS_RATE_LIMIT'], context.deploy.context);
  return { store: stores(context), limiter: limit === 0 ? null : limiter(context, 'reviews', limit) };
}

/** Dependencies of the moderation endpoints for one request. */
export function moderationDeps(context: ApiContext): ModerationDeps {
  return {
    store: stores(context),
    token: process.env['MODERATION_TOKEN'],
    authLimiter: limiter(context, 'moderation-auth', FAILED_TOKENS_PER_WINDOW),
    // Locally there is no CDN to purge (and no API token to purge it with).
    purge: context.deploy.context === 'dev' ? () => Promise.resolve() : (tags) => purgeCache({ tags }),
  };
}
