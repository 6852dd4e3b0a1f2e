/**
 * GET (and HEAD) /api/health: proves the function runtime and this deploy's Blobs store are reachable.
 * 200 { status: "ok", blobs: "reachable", time } or 503 { error } when the store cannot be read.
 */
import type { Config, Context } from '@netlify/functions';
import { answering, forMethod, json, jsonError, methodNotAllowed, noStore } from '../../src/server/http';
import { reviewStore } from '../../src/server/netlify-deps';

export default answering('health', async (request: Request, context: Context): Promise<Response> => {
  if (request.method !== 'GET' && request.method !== 'HEAD')
    return noStore(methodNotAllowed(['GET', 'HEAD']));
  try {
    await reviewStore(context.deploy.context).list({ prefix: 'health/' });
    return forMethod(
      request,
      noStore(json({ status: 'ok', blobs: 'reachable', time: new Date().toISOString() })),
    );
  } catch (error) {
    console.error('health: Blobs store unreachable', error);
    return forMethod(request, noStore(jsonError(503, 'Review storage is unreachable')));
  }
});

export const config: Config = {
  path: '/api/health',
  // Unauthenticated, listing the store on every call: per client at the edge, well above a monitor's pace.
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
