/**
 * GET /api/health: proves the function runtime and the Netlify Blobs store are reachable.
 * 200 { status: "ok", blobs: "reachable", time } or 503 { error } when the store cannot be read.
 */
import { getStore } from '@netlify/blobs';
import type { Config } from '@netlify/functions';

export default async (): Promise<Response> => {
  try {
    // getStore belongs inside the handler: at module scope it throws in production.
    const store = getStore({ name: 'reviews', consistency: 'strong' });
    await store.list({ prefix: 'health/' });
    return Response.json(
      { status: 'ok', blobs: 'reachable', time: new Date().toISOString() },
      { headers: { 'cache-control': 'no-store' } },
    );
  } catch (error) {
    console.error('health: Blobs store unreachable', error);
    return Response.json(
      { error: 'Review storage is unreachable' },
      { status: 503, headers: { 'cache-control': 'no-store' } },
    );
  }
};

export const config: Config = { path: '/api/health', method: 'GET' };
