/**
 * The API functions as Netlify's own bundler (zip-it-and-ship-it) reads and bundles them: their routes,
 * methods and limits, and a bundle that knows the services on its own (no file outside it, no fetch).
 * A site test, after the build, as Netlify bundles them after the build: the bundles take files from dist/
 * (`includedFiles`), so bundling beside a build read dist/ as the build rewrote it (it failed so once).
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { listFunctions, zipFunctions } from '@netlify/zip-it-and-ship-it';
import { afterAll, describe, expect, it } from 'vitest';

const listed = await listFunctions(['netlify/functions'], { parseISC: true });
const byName = new Map(listed.map((fn) => [fn.name, fn]));
const routes = (name: string) => byName.get(name)?.routes ?? [];

describe('the routes Netlify reads from the functions', () => {
  it('routes HEAD to every GET route of the functions', () => {
    for (const name of ['reviews', 'api-not-found'])
      for (const route of routes(name))
        expect(route.methods, name).toEqual(expect.arrayContaining(['GET', 'HEAD']));
    // An empty list means every method: the function answers 405 itself where one does not fit.
    for (const name of ['health', 'moderation', 'review-stats'])
      for (const route of routes(name)) expect(route.methods, name).toEqual([]);
  });

  /** Whether a route (or an excluded route) of the manifest matches a path, as Netlify matches it. */
  const matches = (route: { literal?: string; expression?: string }, path: string) =>
    route.literal !== undefined
      ? route.literal === path || `${route.literal}/` === path
      : new RegExp(route.expression ?? '$^').test(path);
  /** The functions Netlify could route a request to: every one whose route takes the path and the method. */
  const candidates = (method: string, path: string) =>
    listed
      .filter((fn) => !(fn.excludedRoutes ?? []).some((route) => matches(route, path)))
      .filter((fn) =>
        (fn.routes ?? []).some(
          (route) => matches(route, path) && (!route.methods?.length || route.methods.includes(method)),
        ),
      )
      .map((fn) => fn.name);

  it('routes every /api/* request to one function at most, so no order between functions matters', () => {
    const paths = [
      '/api/vpn-services',
      '/api/vpn-services.json',
      '/api/vpn-services/nordvpn',
      '/api/vpn-services/top',
      '/api/vpn-services/nordvpn/reviews',
      '/api/vpn-services/nordvpn/review-stats',
      '/api/vpn-services/nordvpn/nope',
      '/api/guides',
      '/api/guides/featured',
      '/api/openapi.json',
      '/api/health',
      '/api/moderation/reviews',
      '/api/moderation/reviews/x/approve',
      '/api/nope',
      '/api/',
    ];
    for (const path of paths)
      for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])
        expect(candidates(method, path).length, `${method} ${path}`).toBeLessThanOrEqual(1);
    // The prerendered files: GET to the file (api-not-found only where none exists), the rest to api-methods.
    for (const path of ['/api/vpn-services/nordvpn', '/api/openapi.json', '/api/guides/featured']) {
      expect(candidates('GET', path)).toEqual(['api-not-found']);
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])
        expect(candidates(method, path), method).toEqual(['api-methods']);
    }
    // The two lists are rewrites for GET; every other method gets api-methods' 405.
    expect(candidates('GET', '/api/vpn-services')).toEqual([]);
    expect(candidates('DELETE', '/api/vpn-services')).toEqual(['api-methods']);
    expect(routes('api-not-found')).toMatchObject([{ pattern: '/api/*', prefer_static: true }]);
    expect(routes('api-methods')[0]?.prefer_static).toBeFalsy();
  });

  it('sends POST of a review to the submit function only', () => {
    expect(routes('reviews-submit').map((route) => route.methods)).toEqual([['POST']]);
    for (const route of routes('reviews')) expect(route.methods).not.toContain('POST');
  });

  it('answers the finder and the connection check at their results pages, every method (405 but GET and HEAD)', () => {
    for (const method of ['GET', 'HEAD', 'POST', 'DELETE']) {
      expect(candidates(method, '/finder/results')).toEqual(['finder']);
      expect(candidates(method, '/check/results')).toEqual(['check']);
    }
    for (const path of ['/finder', '/check']) expect(candidates('GET', path), path).toEqual([]);
  });

  it('runs the rate-limit sweep and the completion of interrupted moderations hourly', () => {
    expect(byName.get('sweep-rate-limits')?.schedule).toBe('@hourly');
    expect(byName.get('complete-moderations')?.schedule).toBe('@hourly');
  });
});

/**
 * Every function bundled once, as Netlify bundles them for a deploy (into a temporary folder, removed after the
 * tests): the submit function's test runs its bundle, and the last test reads every bundle.
 */
const out = await mkdtemp(path.join(tmpdir(), 'functions-'));
let bundled: ReturnType<typeof zipFunctions> | undefined;
const bundles = () =>
  (bundled ??= zipFunctions(['netlify/functions'], out, {
    archiveFormat: 'none',
    basePath: process.cwd(),
    repositoryRoot: process.cwd(),
  }));
afterAll(async () => {
  await bundled?.catch(() => undefined);
  await rm(out, { recursive: true, force: true });
});

describe('the edge rate limits', () => {
  it('limit every function a visitor can call without a token, and moderation, per client', async () => {
    const results = await bundles();
    for (const name of ['reviews-submit', 'health', 'finder', 'check', 'moderation']) {
      const rule = results.find((r) => r.name === name)?.trafficRules?.action;
      expect(rule?.type, name).toBe('rate_limit');
      expect(rule?.config.rateLimitConfig.windowLimit, name).toBeGreaterThan(0);
      expect(
        rule?.config.aggregate.keys.map((key) => key.type),
        name,
      ).toContain('ip');
    }
  });
});

describe('the bundle of the submit function', () => {
  it('carries the edge rate limit and the service list, and answers without the site', async () => {
    const result = (await bundles()).find((r) => r.name === 'reviews-submit');
    expect(result?.trafficRules?.action.config.rateLimitConfig).toMatchObject({
      windowLimit: 20,
      windowSize: 60,
    });
    const entry = path.join(result?.path ?? '', 'netlify', 'functions', 'reviews-submit.mjs');
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
  });
});

describe('what ships to Netlify', () => {
  it('has no function fetch anything but the build hook, so none can reach the origin a request names', async () => {
    const fetching: string[] = [];
    for (const result of await bundles())
      for (const input of result.inputs ?? []) {
        const file = path.relative(process.cwd(), input);
        if (file.startsWith('node_modules') || !/\.m?ts$/.test(file)) continue;
        if (/\bfetch\(/.test(await readFile(input, 'utf8'))) fetching.push(`${result.name}: ${file}`);
      }
    expect(fetching).toEqual(['monthly-rebuild: netlify/functions/monthly-rebuild.mts']);
  });

  it('bundles no test fixture, crash point or Blobs emulator into any function', async () => {
    const results = await bundles();
    expect(results.map((result) => result.name).sort()).toEqual(listed.map((fn) => fn.name).sort());
    // The kill test's crash points (tests/support) and the local emulation (scripts/lib) never go into a bundle.
    const forbidden = [
      'REVIEWS_CRASH_AT',
      'SIGKILL',
      'installCrashPoints',
      'BlobsServer',
      'fixBlobsListing',
      'useTestBlobs',
    ];
    for (const result of results) {
      const files = await readdir(result.path, { recursive: true, withFileTypes: true });
      for (const file of files.filter((entry) => entry.isFile() && /\.(m?js|cjs)$/.test(entry.name))) {
        const text = await readFile(path.join(file.parentPath, file.name), 'utf8');
        for (const word of forbidden)
          expect(text.includes(word), `${result.name}: ${file.name} holds ${word}`).toBe(false);
      }
    }
  });
});
