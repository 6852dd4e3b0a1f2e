/**
 * The JSON API served as production serves it: the read-only API, the review functions' contract (every answer
 * JSON, methods, HEAD, headers, pagination, CDN caching, publication visible at once), and the local server's
 * handling of forged Host headers and spoofed X-Forwarded-For.
 */
import { request as httpRequest } from 'node:http';
import { createConnection } from 'node:net';
import { rm } from 'node:fs/promises';
import { describe, expect, inject, it } from 'vitest';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { linkProject } from '../support/linked-project';
import { startServer, type RunningServer } from '../../scripts/serve';
import { openApiDocument } from '../../src/data/openapi';
import { EXAMPLE_REVIEW } from '../../src/lib/review-example';
import { byRanking, loadProviders } from '../support/providers';
import { withinOneWindow } from '../support/rate-window';
import { visitor, visitorPrefix } from '../support/visitor';

const baseUrl = inject('baseUrl');
const token = inject('moderationToken');
const auth = { authorization: `Bearer ${token}` };

const providers = await loadProviders();

async function getJson(path: string) {
  const response = await fetch(`${baseUrl}${path}`);
  expect(response.headers.get('content-type'), path).toMatch(/^application\/json/);
  return { status: response.status, body: (await response.json()) as unknown };
}

describe('/api/vpn-services', () => {
  it("lists every service in the model's order (trust minimums, then the score, ties by name), with every published field", async () => {
    const { status, body } = await getJson('/api/vpn-services');
    expect(status).toBe(200);
    const list = body as { slug: string; name: string; score: { overall: number } }[];
    expect(list.map((s) => s.slug)).toEqual([...providers].sort(byRanking).map((p) => p.slug));
    for (const key of [
      'id',
      'name',
      'slug',
      'description',
      'score',
      'rating',
      'serverCount',
      'countryCount',
      'pricePerMonth',
      'features',
      'pros',
      'cons',
      'protocols',
    ]) {
      expect(list[0], key).toHaveProperty(key);
    }
  });

  it('gives the top six and one service by slug', async () => {
    const top = await getJson('/api/vpn-services/top');
    const all = (await getJson('/api/vpn-services')).body as { slug: string }[];
    expect((top.body as { slug: string }[]).map((s) => s.slug)).toEqual(all.slice(0, 6).map((s) => s.slug));
    const one = await getJson('/api/vpn-services/surfshark');
    expect(one.status).toBe(200);
    const surfshark = providers.find((p) => p.slug === 'surfshark')!;
    expect(one.body).toMatchObject({
      slug: 'surfshark',
      name: surfshark.name,
      score: { overall: surfshark.score.overall },
      rating: surfshark.rating,
      deviceLimit: surfshark.deviceLimit,
    });
  });

  it('answers an unknown slug with 404 JSON', async () => {
    const { status, body } = await getJson('/api/vpn-services/no-such-vpn');
    expect(status).toBe(404);
    expect(body).toEqual({ error: 'VPN service not found' });
  });
});

describe('/api/health', () => {
  it('reports the function runtime and the Blobs store healthy', async () => {
    const { status, body } = await getJson('/api/health');
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'ok', blobs: 'reachable' });
  });
});

/** A raw HTTP request, for what fetch cannot send: another Host header, TRACE, a path kept as is. */
function raw(
  base: string,
  method: string,
  target: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const length = body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) };
    const req = httpRequest(
      { host: hostname, port, method, path: target, headers: { ...length, ...headers } },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function submit(
  slug: string,
  title: string,
  base = baseUrl,
  headers: Record<string, string> = visitor(),
) {
  return fetch(`${base}/api/vpn-services/${slug}/reviews`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ ...EXAMPLE_REVIEW, title }),
  });
}

async function approve(id: string) {
  return fetch(`${baseUrl}/api/moderation/reviews/${id}/approve`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...auth },
    body: '{}',
  });
}

describe('every /api answer is JSON', () => {
  it('answers unknown paths and ids with 404 JSON, whatever the method', async () => {
    for (const [method, target] of [
      ['GET', '/api/nope'],
      ['GET', '/api/'],
      ['POST', '/api/vpn-services/nordvpn/nope'],
      ['GET', '/api/vpn-services/%2e%2e/reviews'],
      ['GET', '/api/vpn-services/../reviews'],
      ['GET', '/api/vpn-services//reviews'],
      ['DELETE', '/api/moderation/elsewhere'],
      ['GET', '/api/guides/no-such-guide'],
    ] as const) {
      const response = await raw(baseUrl, method, target);
      expect(response.status, `${method} ${target}`).toBe(404);
      expect(response.headers['content-type'], target).toMatch(/^application\/json/);
      expect(JSON.parse(response.body), target).toHaveProperty('error');
    }
  });

  it('answers wrong methods with 405 JSON, Allow and no-store on every path, the prerendered files included', async () => {
    const GET_HEAD = 'GET, HEAD';
    const cases: [string, string, string][] = [
      ['DELETE', '/api/vpn-services/nordvpn/reviews', 'GET, HEAD, POST'],
      ['POST', '/api/vpn-services/nordvpn/review-stats', GET_HEAD],
      ['PUT', '/api/health', GET_HEAD],
      ['PUT', '/api/moderation/reviews', GET_HEAD],
      ['TRACE', '/api/vpn-services/nordvpn/reviews', 'GET, HEAD, POST'],
      ['TRACE', '/api/vpn-services/nordvpn/review-stats', GET_HEAD],
      ['PROPFIND', '/api/health', GET_HEAD],
      ['TRACE', '/about', GET_HEAD],
    ];
    for (const path of [
      '/api/vpn-services',
      '/api/vpn-services/nordvpn',
      '/api/vpn-services/top',
      '/api/guides',
      '/api/guides/featured',
      '/api/openapi.json',
    ])
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE'])
        cases.push([method, path, GET_HEAD]);
    for (const [method, target, allow] of cases) {
      const response = await raw(baseUrl, method, target, { 'content-type': 'application/json' }, '{}');
      expect(response.status, `${method} ${target}`).toBe(405);
      expect(JSON.parse(response.body), `${method} ${target}`).toEqual({ error: 'Method not allowed' });
      expect(response.headers['allow'], `${method} ${target}`).toBe(allow);
      expect(response.headers['cache-control'], `${method} ${target}`).toBe('no-store');
    }
  });

  it('answers a method a page does not take with 405, Allow and the security headers, never 500', async () => {
    for (const target of ['/vpn/nordvpn', '/guides/what-is-a-vpn', '/about', '/'])
      for (const method of ['OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE']) {
        const response = await raw(baseUrl, method, target);
        expect(response.status, `${method} ${target}`).toBe(405);
        expect(JSON.parse(response.body), `${method} ${target}`).toEqual({ error: 'Method not allowed' });
        expect(response.headers['allow'], `${method} ${target}`).toBe('GET, HEAD');
        expect(response.headers['strict-transport-security'], `${method} ${target}`).toMatch(/max-age=/);
      }
  });

  it('answers an oversized request line with 414 and oversized headers with 431, and redirects with the security headers', async () => {
    /** The status line and body the server answers to `request`, sent whole on a socket. */
    const answer = (request: string) =>
      new Promise<string>((resolve, reject) => {
        const { hostname, port } = new URL(baseUrl);
        const socket = createConnection(Number(port), hostname, () => socket.end(request));
        let text = '';
        socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
        socket.on('end', () => {
          resolve(`${text.split('\r\n')[0] ?? ''} ${text.split('\r\n\r\n')[1] ?? ''}`);
        });
        socket.on('error', reject);
      });
    expect(await answer(`GET /${'a'.repeat(60_000)} HTTP/1.1\r\nhost: localhost\r\n\r\n`)).toBe(
      'HTTP/1.1 414 URI Too Long {"error":"Request target too long"}',
    );
    expect(await answer(`GET / HTTP/1.1\r\nhost: localhost\r\nx-big: ${'a'.repeat(60_000)}\r\n\r\n`)).toBe(
      'HTTP/1.1 431 Request Header Fields Too Large {"error":"Request headers too large"}',
    );
    const missing = await raw(baseUrl, 'POST', '/vpn/no-such-provider');
    expect([missing.status, missing.headers['strict-transport-security']]).toEqual([
      404,
      expect.stringMatching(/max-age=/),
    ]);
    const redirect = await raw(baseUrl, 'GET', '/sitemap.xml');
    expect(redirect.status).toBe(301);
    expect(redirect.headers['strict-transport-security']).toMatch(/max-age=/);
    expect(redirect.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers a DELETE with a chunked body, and CONNECT, with 405 JSON', async () => {
    for (const target of ['/api/vpn-services/nordvpn', '/api/openapi.json', '/api/guides']) {
      const { hostname, port } = new URL(baseUrl);
      const response = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = httpRequest(
          {
            host: hostname,
            port,
            method: 'DELETE',
            path: target,
            headers: { 'transfer-encoding': 'chunked' },
          },
          (res) => {
            let text = '';
            res.on('data', (chunk: Buffer) => (text += chunk.toString()));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
          },
        );
        req.on('error', reject);
        req.write('{"part":');
        setTimeout(() => req.end('1}'), 50);
      });
      expect(response.status, target).toBe(405);
      expect(JSON.parse(response.body)).toEqual({ error: 'Method not allowed' });
    }
    // CONNECT gets its answer on the socket (Node's client hands it over as a 'connect' event).
    const { hostname, port } = new URL(baseUrl);
    const connect = await new Promise<string>((resolve, reject) => {
      const socket = createConnection({ host: hostname, port: Number(port) }, () => {
        socket.write(`CONNECT ${hostname}:${port} HTTP/1.1\r\nHost: ${hostname}:${port}\r\n\r\n`);
      });
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(connect).toMatch(/^HTTP\/1\.1 405 /);
    expect(connect.slice(connect.indexOf('\r\n\r\n') + 4)).toBe('{"error":"Method not allowed"}');
  });

  it('answers HEAD on every GET route with the GET status and headers and no body', async () => {
    for (const [target, headers] of [
      ['/api/vpn-services/nordvpn/reviews', {}],
      ['/api/vpn-services/nordvpn/review-stats', {}],
      ['/api/health', {}],
      ['/api/moderation/reviews', auth],
      ['/api/vpn-services', {}],
      ['/api/vpn-services/nordvpn', {}],
      ['/api/openapi.json', {}],
    ] as const) {
      const get = await fetch(`${baseUrl}${target}`, { headers });
      const head = await raw(baseUrl, 'HEAD', target, headers);
      expect(head.status, target).toBe(get.status);
      expect(head.status, target).toBe(200);
      expect(head.headers['content-type'], target).toBe(get.headers.get('content-type'));
      expect(head.body, target).toBe('');
    }
  });

  it('sends nosniff and a CSP that allows nothing with every function answer', async () => {
    for (const target of [
      '/api/health',
      '/api/nope',
      '/api/vpn-services/nordvpn/reviews',
      '/api/moderation/reviews',
    ]) {
      const response = await fetch(`${baseUrl}${target}`);
      expect(response.headers.get('x-content-type-options'), target).toBe('nosniff');
      expect(response.headers.get('content-security-policy'), target).toMatch(
        /^default-src 'none'; frame-ancestors 'none'/,
      );
    }
    const moderation = await fetch(`${baseUrl}/api/moderation/reviews`);
    expect(moderation.headers.get('cache-control')).toBe('no-store');
  });
});

describe('the public review reads', () => {
  it('answer one page at a time with the total and the next page, cacheable at the CDN under the service tag', async () => {
    const marker = crypto.randomUUID().slice(0, 8);
    const ids = [];
    for (let i = 0; i < 23; i++)
      ids.push(((await (await submit('eset-vpn', `Paged ${marker} ${i}`)).json()) as { id: string }).id);
    for (const id of ids) expect((await approve(id)).status).toBe(200);
    const first = await fetch(`${baseUrl}/api/vpn-services/eset-vpn/reviews`);
    const page = (await first.json()) as { title: string }[];
    expect(page).toHaveLength(20);
    expect(page[0]?.title).toBe(`Paged ${marker} 22`);
    const total = Number(first.headers.get('x-total-count'));
    expect(total).toBeGreaterThanOrEqual(23);
    expect(first.headers.get('link')).toBe(
      `</api/vpn-services/eset-vpn/reviews?before=${total - 20}>; rel="next"`,
    );
    expect(first.headers.get('netlify-cdn-cache-control')).toMatch(/durable.*stale-while-revalidate=\d+/);
    const eset = providers.find((p) => p.slug === 'eset-vpn')!;
    expect(first.headers.get('netlify-cache-tag')).toBe(`reviews-${eset.id}`);
    expect(first.headers.get('netlify-vary')).toBe('query=before');
    const second = (await (
      await fetch(`${baseUrl}/api/vpn-services/eset-vpn/reviews?before=${total - 20}`)
    ).json()) as unknown[];
    expect(second).toHaveLength(Math.min(20, total - 20));
    const stats = await fetch(`${baseUrl}/api/vpn-services/eset-vpn/review-stats`);
    expect(stats.headers.get('netlify-cache-tag')).toBe(`reviews-${eset.id}`);
    expect(((await stats.json()) as { totalReviews: number }).totalReviews).toBe(total);
  });

  it('show each review exactly once to a reader following the pages while another is approved', async () => {
    const marker = crypto.randomUUID().slice(0, 8);
    const ids = [];
    for (let i = 0; i < 45; i++)
      ids.push(((await (await submit('veepn', `Walk ${marker} ${i}`)).json()) as { id: string }).id);
    for (const id of ids.slice(0, 44)) expect((await approve(id)).status).toBe(200);
    const seen: string[] = [];
    let next: string | undefined = '/api/vpn-services/veepn/reviews';
    let approvedMeanwhile = false;
    while (next) {
      const response: Response = await fetch(`${baseUrl}${next}`);
      seen.push(...((await response.json()) as { title: string }[]).map((r) => r.title));
      if (!approvedMeanwhile) {
        expect((await approve(ids[44] ?? '')).status).toBe(200);
        approvedMeanwhile = true;
      }
      next = /<([^>]*)>; rel="next"/.exec(response.headers.get('link') ?? '')?.[1];
    }
    const mine = seen.filter((title) => title.startsWith(`Walk ${marker}`));
    expect(mine).toEqual(Array.from({ length: 44 }, (_, i) => `Walk ${marker} ${43 - i}`));
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('show an approved review to the very next request', async () => {
    const title = `Visible at once ${crypto.randomUUID().slice(0, 8)}`;
    const before = await fetch(`${baseUrl}/api/vpn-services/purevpn/reviews`);
    const count = Number(before.headers.get('x-total-count'));
    const { id } = (await (await submit('purevpn', title)).json()) as { id: string };
    expect(await (await fetch(`${baseUrl}/api/vpn-services/purevpn/reviews`)).text()).not.toContain(title);
    expect((await approve(id)).status).toBe(200);
    const after = await fetch(`${baseUrl}/api/vpn-services/purevpn/reviews`);
    expect(after.headers.get('x-total-count')).toBe(String(count + 1));
    expect(((await after.json()) as { title: string }[])[0]?.title).toBe(title);
    const again = await approve(id);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: 'This review is already published' });
  });

  it('accept a review of maximum length in Chinese, sent as the form sends it', async () => {
    const response = await fetch(`${baseUrl}/api/vpn-services/nordvpn/reviews`, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8', ...visitor() },
      body: JSON.stringify({
        ...EXAMPLE_REVIEW,
        authorName: '名'.repeat(80),
        title: '题'.repeat(120),
        content: '评'.repeat(5000),
        pros: Array.from({ length: 10 }, () => '优'.repeat(200)),
        cons: Array.from({ length: 10 }, () => '缺'.repeat(200)),
      }),
    });
    expect(response.status).toBe(201);
  });
});

describe('the limits', () => {
  it('count an IPv6 /64 as one client: its addresses share the five submissions of a window', async () => {
    const statuses = await withinOneWindow(async () => {
      const prefix = visitorPrefix();
      const statuses = [];
      for (let i = 1; i <= 8; i++)
        statuses.push(
          (await submit('hotspot-shield', `IPv6 ${i}`, baseUrl, { 'x-forwarded-for': `${prefix}::${i}` }))
            .status,
        );
      return statuses;
    });
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
  });

  it('cannot lock the moderator out: requests without a token count nothing, the right token always passes', async () => {
    const { tokenless, guesses, right } = await withinOneWindow(async () => {
      const client = visitor();
      const tokenless = [];
      for (let i = 0; i < 12; i++)
        tokenless.push((await fetch(`${baseUrl}/api/moderation/reviews`, { headers: client })).status);
      const guesses = await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          fetch(`${baseUrl}/api/moderation/reviews`, {
            headers: { ...client, authorization: `Bearer guess-${i}` },
          }).then((response) => response.status),
        ),
      );
      const right = await fetch(`${baseUrl}/api/moderation/reviews`, {
        headers: { ...client, authorization: `bearer ${token}` },
      });
      return { tokenless, guesses, right: right.status };
    });
    expect(tokenless).toEqual(Array(12).fill(401));
    expect(guesses.filter((status) => status === 401)).toHaveLength(10);
    expect(guesses.filter((status) => status === 429)).toHaveLength(90);
    expect(right).toBe(200);
  });
});

describe('the local server against forged headers', () => {
  it('answers a malformed Host with 400 JSON, and a forged Host changes nothing', async () => {
    const bad = await raw(baseUrl, 'GET', '/api/vpn-services/nordvpn/review-stats', { host: 'exa mple' });
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.body)).toEqual({ error: 'Malformed Host header or request target' });
    const title = `Forged host ${crypto.randomUUID().slice(0, 8)}`;
    const body = JSON.stringify({ ...EXAMPLE_REVIEW, title });
    for (const [host, target] of [
      ['127.0.0.1:1', '/api/vpn-services/evil-vpn/reviews'],
      ['evil.example', '//127.0.0.1:1/api/vpn-services/nordvpn/reviews'],
    ] as const) {
      const forged = await raw(
        baseUrl,
        'POST',
        target,
        { host, 'content-type': 'application/json', ...visitor() },
        body,
      );
      expect(forged.status, `${host} ${target}`).toBe(404);
    }
    const real = await raw(
      baseUrl,
      'POST',
      '/api/vpn-services/nordvpn/reviews',
      { host: '127.0.0.1:1', 'content-type': 'application/json', ...visitor() },
      body,
    );
    expect(real.status).toBe(201);
    for (const slug of ['nordvpn', 'surfshark'])
      expect((await fetch(`${baseUrl}/api/vpn-services/${slug}/review-stats`)).status).toBe(200);
    expect((await fetch(`${baseUrl}/api/vpn-services/999/review-stats`)).status).toBe(404);
  });

  describe('without a trusted proxy (as `npm start` runs by default)', () => {
    /** Runs `task` on a server of its own, with a Blobs store of its own, that trusts no proxy. */
    async function onDirectServer<T>(task: (url: string) => Promise<T>): Promise<T> {
      const root = await linkProject('vpn-compass-direct-');
      let direct: RunningServer | undefined;
      try {
        direct = await startServer({ port: 0, root });
        return await task(direct.url);
      } finally {
        await direct?.close();
        await rm(root, { recursive: true, force: true });
      }
    }

    it('limits a burst whatever X-Forwarded-For claims, and does not count refused requests', async () => {
      // Every request comes from this test's own address: a run cut by a window's start needs a fresh store.
      const { broken, statuses, retryAfter } = await withinOneWindow(() =>
        onDirectServer(async (url) => {
          const broken = [];
          for (let i = 0; i < 4; i++)
            broken.push(
              (
                await fetch(`${url}/api/vpn-services/nordvpn/reviews`, {
                  method: 'POST',
                  headers: { 'content-type': 'text/plain', 'x-forwarded-for': `10.9.9.${i}` },
                  body: 'x',
                })
              ).status,
            );
          const statuses = [];
          for (let i = 0; i < 7; i++)
            statuses.push(
              (await submit('nordvpn', `Burst ${i}`, url, { 'x-forwarded-for': `10.0.0.${i}` })).status,
            );
          const limited = await submit('nordvpn', 'Burst again', url, { 'x-forwarded-for': '10.0.1.1' });
          return { broken, statuses, retryAfter: Number(limited.headers.get('retry-after')) };
        }),
      );
      expect(broken).toEqual([415, 415, 415, 415]);
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
      expect(retryAfter).toBeGreaterThan(0);
      // A limit for a hung run, not a speed check: a server start takes seconds beside the browser tests, and
      // a run cut by a window's start takes two.
    }, 120_000);
  });
});

describe('the OpenAPI document at /api/openapi.json', () => {
  it('is the one generated from the schemas, and every real answer fits it', async () => {
    const served = (await (await fetch(`${baseUrl}/api/openapi.json`)).json()) as ReturnType<
      typeof openApiDocument
    >;
    expect(served).toEqual(JSON.parse(JSON.stringify(openApiDocument())));
    // Formats checked too: dates are ISO 8601 date-times and links are URIs.
    const ajv = addFormats(new Ajv2020({ strict: false, allErrors: true }));
    ajv.addSchema({ $id: 'api', components: served.components });
    const check = async (target: string, schema: object, init: RequestInit = {}) => {
      const response = await fetch(`${baseUrl}${target}`, init);
      const body: unknown = await response.json();
      const fits = ajv.compile(JSON.parse(JSON.stringify(schema).replaceAll('"#/', '"api#/')) as object);
      expect(fits(body), `${target}: ${ajv.errorsText(fits.errors)}`).toBe(true);
      return { status: response.status, body };
    };
    const list = (name: string) => ({ type: 'array', items: { $ref: `#/components/schemas/${name}` } });
    const one = (name: string) => ({ $ref: `#/components/schemas/${name}` });
    await check('/api/vpn-services', list('VpnService'));
    await check('/api/vpn-services/top', list('VpnService'));
    await check('/api/vpn-services/nordvpn', one('VpnService'));
    await check('/api/guides', list('Guide'));
    await check('/api/guides/featured', list('Guide'));
    const [guide] = (await (await fetch(`${baseUrl}/api/guides`)).json()) as { slug: string }[];
    await check(`/api/guides/${guide?.slug ?? ''}`, one('Guide'));
    await check('/api/vpn-services/no-such-vpn', one('Error'));
    const title = `OpenAPI ${crypto.randomUUID().slice(0, 8)}`;
    const created = await check('/api/vpn-services/ipvanish/reviews', one('Submitted'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...visitor() },
      body: JSON.stringify({ ...EXAMPLE_REVIEW, title }),
    });
    expect(created.status).toBe(201);
    await check('/api/vpn-services/ipvanish/reviews', one('Error'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...visitor() },
      body: '{}',
    });
    await check('/api/moderation/reviews', list('UserReview'), { headers: auth });
    const { id } = created.body as { id: string };
    await check(`/api/moderation/reviews/${id}/approve`, one('UserReview'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...auth },
      body: '{"verified":true}',
    });
    await check('/api/vpn-services/ipvanish/reviews', list('PublicReview'));
    await check('/api/vpn-services/ipvanish/review-stats', one('ReviewStats'));
    await check('/api/health', one('Health'));
  });
});
