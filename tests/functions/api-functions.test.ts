/**
 * The API functions as Netlify's own bundler (zip-it-and-ship-it) reads and bundles them: their routes,
 * methods and limits, and a bundle that knows the services on its own (no file outside it, no fetch).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { listFunctions, zipFunction } from '@netlify/zip-it-and-ship-it';
import { afterAll, describe, expect, it } from 'vitest';

const listed = await listFunctions(['netlify/functions'], { parseISC: true });
const byName = new Map(listed.map((fn) => [fn.name, fn]));
const routes = (name: string) => byName.get(name)?.routes ?? [];

describe('the routes Netlify reads from the functions', () => {
  it('routes HEAD to every GET route of the functions', () => {
    for (const route of routes('reviews'))
      expect(route.methods).toEqual(expect.arrayContaining(['GET', 'HEAD']));
    // An empty list means every method: the function answers 405 itself where one does not fit.
    for (const name of ['health', 'moderation', 'api-not-found'])
      for (const route of routes(name)) expect(route.methods, name).toEqual([]);
  });

  it('lets the /api/* catch-all answer only what no other function or rewrite answers', () => {
    const excluded = (byName.get('api-not-found')?.excludedRoutes ?? []).map((route) => route.pattern);
    const others = listed
      .filter((fn) => fn.name !== 'api-not-found')
      .flatMap((fn) => (fn.routes ?? []).map((route) => route.pattern));
    expect(new Set(excluded)).toEqual(new Set([...others, '/api/vpn-services', '/api/guides']));
    expect(routes('api-not-found')).toMatchObject([{ pattern: '/api/*', prefer_static: true }]);
  });

  it('sends POST of a review to the submit function only', () => {
    expect(routes('reviews-submit').map((route) => route.methods)).toEqual([['POST']]);
    for (const route of routes('reviews')) expect(route.methods).not.toContain('POST');
  });

  it('runs the rate-limit sweep hourly', () => {
    expect(byName.get('sweep-rate-limits')?.schedule).toBe('@hourly');
  });
});

describe('the bundle of the submit function', () => {
  let out: string | undefined;
  afterAll(async () => {
    if (out) await rm(out, { recursive: true, force: true });
  });

  it('carries the edge rate limit and the service list, and answers without the site', async () => {
    out = await mkdtemp(path.join(tmpdir(), 'functions-'));
    const result = await zipFunction('netlify/functions/reviews-submit.mts', out, {
      archiveFormat: 'none',
      basePath: process.cwd(),
      repositoryRoot: process.cwd(),
    });
    expect(result?.trafficRules?.action.config.rateLimitConfig).toMatchObject({
      windowLimit: 20,
      windowSize: 60,
    });
    const entry = path.join(out, 'reviews-submit', 'netlify', 'functions', 'reviews-submit.mjs');
    const handler = (
      (await import(pathToFileURL(entry).href)) as { default: (r: Request, c: unknown) => Promise<Response> }
    ).default;
    const context = (id: string) => ({
      params: { id },
      ip: '192.0.2.1',
      deploy: { context: 'production' },
      waitUntil: () => undefined,
    });
    const post = new Request('http://forged.example/x', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    // A known service gets as far as validation (400); an unknown one is 404; neither touches a store.
    expect((await handler(post.clone(), context('nordvpn'))).status).toBe(400);
    expect((await handler(post.clone(), context('2'))).status).toBe(400);
    expect(await (await handler(post.clone(), context('no-such-vpn'))).json()).toEqual({
      error: 'VPN service not found',
    });
  }, 120_000);
});
