/**
 * /vpn/{slug}/reviews over HTTP, as `npm start` serves it: the function's answer carries every header a built page
 * is sent with, is kept by the CDN under the service's review cache tag (the one moderation purges) with one copy
 * per cursor, and shows a review once a moderator approves it; an unknown provider, a bad cursor and other
 * methods are refused and never cached.
 */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import nodePath from 'node:path';
import { pathToFileURL } from 'node:url';
import { zipFunction } from '@netlify/zip-it-and-ship-it';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { EXAMPLE_REVIEW } from '../../src/lib/review-example';
import { reviewsCacheTag } from '../../src/server/http';
import { SERVICES } from '../../src/server/service-directory';
import { visitor } from '../support/visitor';

const baseUrl = inject('baseUrl');
const token = inject('moderationToken');
/** Headers that describe one answer's bytes or caching, not the site's policy. */
const PER_ANSWER = new Set([
  'cache-control',
  'content-length',
  'content-encoding',
  'content-type',
  'date',
  'etag',
  'last-modified',
  'age',
  'vary',
  'connection',
  'keep-alive',
  'accept-ranges',
]);

describe('/vpn/{slug}/reviews', () => {
  const service = SERVICES.find((s) => s.slug === 'ipvanish')!;
  const path = `/vpn/${service.slug}/reviews`;

  it('is sent with every header of a built page, and kept by the CDN under the review cache tag', async () => {
    const [built, answer] = await Promise.all([
      fetch(`${baseUrl}/vpn/${service.slug}`),
      fetch(`${baseUrl}${path}`),
    ]);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
    for (const [name, value] of built.headers)
      if (!PER_ANSWER.has(name)) expect(answer.headers.get(name), name).toBe(value);
    expect(answer.headers.get('netlify-cache-tag')).toBe(reviewsCacheTag(service.id));
    expect(answer.headers.get('netlify-cdn-cache-control')).toMatch(/\bdurable\b/);
    expect(answer.headers.get('netlify-vary')).toBe('query=cursor');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
  });

  it('shows a review once a moderator approves it', async () => {
    const title = `Approved on its page ${randomUUID().slice(0, 8)}`;
    const submitted = await fetch(`${baseUrl}/api/vpn-services/${service.slug}/reviews`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...visitor() },
      body: JSON.stringify({ ...EXAMPLE_REVIEW, title }),
    });
    const { id } = (await submitted.json()) as { id: string };
    expect(await (await fetch(`${baseUrl}${path}`)).text()).not.toContain(title);
    const approved = await fetch(`${baseUrl}/api/moderation/reviews/${id}/approve`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(approved.status).toBe(200);
    expect(await (await fetch(`${baseUrl}${path}`)).text()).toContain(title);
  });

  it('refuses an unknown provider (404, the /vpn not-found page), a bad cursor (400) and other methods (405), uncached', async () => {
    const unknown = await fetch(`${baseUrl}/vpn/no-such-vpn/reviews`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('VPN Not Found');
    // A provider's numeric id is no address of its page.
    expect((await fetch(`${baseUrl}/vpn/${String(service.id)}/reviews`)).status).toBe(404);
    const bad = await fetch(`${baseUrl}${path}?cursor=abc`);
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('which is not a place in the list');
    const twice = await fetch(`${baseUrl}${path}?cursor=1&cursor=2`);
    expect(twice.status).toBe(400);
    const post = await fetch(`${baseUrl}${path}`, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
    for (const answer of [unknown, bad, twice, post])
      expect(answer.headers.get('cache-control')).toBe('no-store');
  });
});

/**
 * The function as Netlify bundles it for a deploy: with the built frames and headers it reads (`includedFiles`, so
 * it needs the build this project runs after), answering from them alone, whatever Host a request names.
 */
describe('the bundle of the reviews page', () => {
  const out = mkdtemp(nodePath.join(tmpdir(), 'reviews-page-'));
  afterAll(async () => rm(await out, { recursive: true, force: true }));

  it('carries the frames and headers it reads, and answers from them without the site', async () => {
    const result = await zipFunction(nodePath.join('netlify', 'functions', 'reviews-page.mts'), await out, {
      archiveFormat: 'none',
      basePath: process.cwd(),
      repositoryRoot: process.cwd(),
    });
    const root = result?.path ?? '';
    for (const file of ['dist/_headers', 'dist/vpn/404.html', 'dist/vpn/nordvpn/reviews.html'])
      expect(existsSync(nodePath.join(root, file)), file).toBe(true);
    const entry = nodePath.join(root, 'netlify', 'functions', 'reviews-page.mjs');
    const handler = (
      (await import(pathToFileURL(entry).href)) as { default: (r: Request, c: unknown) => Promise<Response> }
    ).default;
    const context = (slug: string) => ({ params: { slug }, deploy: { context: 'production' } });
    const unknown = await handler(new Request('http://forged.example/vpn/x/reviews'), context('no-such-vpn'));
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(await unknown.text()).toContain('VPN Not Found');
    const bad = await handler(
      new Request('http://forged.example/vpn/nordvpn/reviews?cursor=x'),
      context('nordvpn'),
    );
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('NordVPN User Reviews');
  });
});
