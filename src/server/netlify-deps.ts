/**
 * Wiring of the API functions to Netlify: the Blobs store of the deploy context, the rate limiters, the cache
 * purge and the client's address. Stores are opened inside a request (getStore throws at module scope in
 * production).
 *
 * Deploy contexts: only production reads and writes the production store `reviews`. Deploy previews and branch
 * deploys get a store scoped to their deploy (empty at first, gone with the deploy), so testing a preview can
 * never change published reviews; `npm start` (context "dev") uses its own local store `reviews-dev`.
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
const waitUntil = (context: ApiContext) => (promise: Promise<unknown>) => {
  context.waitUntil(promise);
};

/** Dependencies of the public review endpoints for one request. */
export function reviewDeps(context: ApiContext): ReviewsDeps {
  const limit = reviewsPerWindow(process.env['REVIEWS_RATE_LIMIT'], context.deploy.context);
  const store = stores(context);
  return {
    store,
    limiter:
      limit === 0
        ? null
        : createBlobLimiter({
            store,
            scope: String(context.deploy.context),
            name: 'reviews',
            limit,
            windowMs: REVIEW_WINDOW_MS,
            waitUntil: waitUntil(context),
          }),
  };
}

/** Dependencies of the moderation endpoints for one request. */
export function moderationDeps(context: ApiContext): ModerationDeps {
  const store = stores(context);
  const local = context.deploy.context === 'dev';
  return {
    store,
    token: process.env['MODERATION_TOKEN'],
    authLimiter: createBlobLimiter({
      store,
      scope: String(context.deploy.context),
      name: 'moderation-auth',
      limit: FAILED_TOKENS_PER_WINDOW,
      windowMs: REVIEW_WINDOW_MS,
      waitUntil: waitUntil(context),
    }),
    // Locally there is no CDN to purge (and no API token to purge it with).
    purge: local ? () => Promise.resolve() : (tags) => purgeCache({ tags }),
  };
}
