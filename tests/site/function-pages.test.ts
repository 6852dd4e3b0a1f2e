/**
 * The function pages (/finder/results, /check/results) as `npm start` serves them and as Netlify bundles them: made
 * from this deploy's own files whatever Host a request names, kept by the CDN (the finder) or never stored (the
 * check), and every answer with the site's security headers, errors included; and the local server's own refusals
 * of oversized requests, which a client still sending reads whole.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { zipFunction } from '@netlify/zip-it-and-ship-it';
import { afterAll, describe, expect, inject, it, vi } from 'vitest';
import { parsePolicy } from '../../src/lib/csp';
import { FINDER_QUESTIONS } from '../../src/lib/finder';
import { everyPathHeaders, SECURITY_HEADERS } from '../../src/lib/security-headers';

const baseUrl = inject('baseUrl');
const { hostname, port } = new URL(baseUrl);
const FINDER = '/finder/results?devices=5&prepay=12&budget=5&free=any&refund=30&audit=yes';

/** An answer to `method target` sent with the given headers (a forged Host among them), uncompressed. */
function raw(method: string, target: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = httpRequest({ host: hostname, port, method, path: target, headers }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Expects the security headers every answer of the site carries, and a policy that refuses framing. */
function expectSecurityHeaders(headers: IncomingHttpHeaders | Headers, what: string) {
  const get = (name: string) =>
    headers instanceof Headers ? headers.get(name) : headers[name.toLowerCase()];
  for (const [name, value] of Object.entries(SECURITY_HEADERS))
    expect(get(name), `${what}: ${name}`).toBe(value);
  const policy = parsePolicy(String(get('content-security-policy') ?? ''));
  expect(policy.get('frame-ancestors'), what).toEqual(["'none'"]);
}

describe('the function pages', () => {
  it('answer a forged Host exactly as they answer without it', async () => {
    for (const target of [FINDER, '/finder/results?devices=many', '/check/results']) {
      const plain = await raw('GET', target);
      expect(plain.body, target).toContain('-result">');
      for (const host of ['127.0.0.1:1', 'attacker.example', 'attacker.example:8959']) {
        const forged = await raw('GET', target, { host });
        expect([forged.status, forged.body], `${target} with Host ${host}`).toEqual([
          plain.status,
          plain.body,
        ]);
        expect(forged.headers['content-security-policy']).toBe(plain.headers['content-security-policy']);
      }
    }
  });

  it('carry the headers of the prerendered pages', async () => {
    const page = await raw('GET', '/finder');
    for (const target of [FINDER, '/check/results']) {
      const answer = await raw('GET', target);
      expect(answer.status, target).toBe(200);
      expectSecurityHeaders(answer.headers, target);
      expect(answer.headers['content-security-policy'], target).toBe(page.headers['content-security-policy']);
    }
  });

  it('let the CDN keep a finder answer until the next deploy, by its answers; the check is never stored', async () => {
    const finder = await raw('GET', FINDER);
    expect(finder.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(finder.headers['netlify-cdn-cache-control']).toMatch(/^public, durable, max-age=31536000\b/);
    expect(finder.headers['netlify-vary']).toBe(`query=${FINDER_QUESTIONS.map((q) => q.param).join('|')}`);
    // An answer the finder did not understand (400) is not kept.
    const refused = await raw('GET', '/finder/results?devices=many');
    expect([refused.status, refused.headers['cache-control']]).toEqual([400, 'no-store']);
    expect(refused.headers['netlify-cdn-cache-control']).toBeUndefined();
    const check = await raw('GET', '/check/results');
    expect(check.headers['cache-control']).toBe('no-store');
    expect(check.headers['netlify-cdn-cache-control']).toBeUndefined();
  });

  it('answer another method with 405 JSON, Allow: GET, HEAD and the security headers', async () => {
    for (const target of ['/finder/results', '/check/results'])
      for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE']) {
        const answer = await raw(method, target);
        expect([answer.status, answer.headers['allow'], answer.body], `${method} ${target}`).toEqual([
          405,
          'GET, HEAD',
          '{"error":"Method not allowed"}',
        ]);
        expectSecurityHeaders(answer.headers, `${method} ${target}`);
      }
  });
});

describe('the function pages as Netlify bundles them', () => {
  const out = mkdtemp(path.join(tmpdir(), 'function-pages-'));
  afterAll(async () => rm(await out, { recursive: true, force: true }));

  /** The bundled function `name`, built as Netlify builds it for a deploy, with its included files. */
  async function bundled(name: string) {
    const result = await zipFunction(path.join('netlify', 'functions', `${name}.mts`), await out, {
      archiveFormat: 'none',
      basePath: process.cwd(),
      repositoryRoot: process.cwd(),
    });
    const entry = path.join(result?.path ?? '', 'netlify', 'functions', `${name}.mjs`);
    const module = (await import(pathToFileURL(entry).href)) as {
      default: (request: Request, context: unknown) => Promise<Response>;
    };
    return module.default;
  }

  it('answer from their own bundle, reaching nothing over the network, whatever Host is named', async () => {
    const fetch = vi.fn(() => Promise.reject(new Error('no network here')));
    vi.stubGlobal('fetch', fetch);
    const pageHeaders = everyPathHeaders(await readFile('dist/_headers', 'utf8'));
    const context = { ip: '192.0.2.7', geo: { country: { code: 'DE', name: 'Germany' } } };
    for (const [name, target] of [
      ['finder', FINDER],
      ['check', '/check/results'],
    ] as const) {
      const handler = await bundled(name);
      const answer = await handler(new Request(`http://127.0.0.1:1${target}`), context);
      expect(answer.status, name).toBe(200);
      expect(await answer.text(), name).toContain(`<div id="${name}-result"><`);
      for (const [header, value] of Object.entries(pageHeaders))
        expect(answer.headers.get(header), `${name}: ${header}`).toBe(value);
    }
    expect(fetch).not.toHaveBeenCalled();
    // A limit for a hung bundler, not a speed check: bundling two functions takes about 4 s quiet and over half a
    // minute on a machine loaded many times over.
  }, 180_000);

  it(
    'answer a failure with a 500 JSON error that carries the security headers',
    { timeout: 180_000 },
    async () => {
      const check = await bundled('check');
      // A context without Netlify's geolocation: the function fails reading it.
      const answer = await check(new Request(`http://localhost/check/results`), { ip: '192.0.2.7' });
      expect([answer.status, await answer.json()]).toEqual([500, { error: 'Internal server error' }]);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expectSecurityHeaders(answer.headers, 'a failed check');
    },
  );
});

/**
 * A client that sends its whole request (`head`, `bodyBytes` of body, `tail`) before it reads anything, as a simple
 * uploader does: whether it could send it all (a server that closes on unread data cuts it off with a reset), and
 * the answer it then reads.
 */
function sendAllThenRead(head: string, bodyBytes = 0, tail = '') {
  return new Promise<{ sentAll: boolean; error?: string; text: string }>((resolve) => {
    let text = '';
    let sentAll = false;
    const socket = createConnection({
      host: hostname,
      port: Number(port),
      // Reads only once resumed (a socket with its own read buffer stops reading from the network when paused).
      onread: {
        buffer: Buffer.alloc(64 * 1024),
        callback: (size: number, buffer: Uint8Array) => {
          text += Buffer.from(buffer.subarray(0, size)).toString('latin1');
          return true;
        },
      },
    });
    socket.once('connect', () => {
      if (!sentAll) socket.pause();
    });
    socket.on('end', () => resolve({ sentAll, text }));
    socket.on('error', (error) => resolve({ sentAll, error: error.message, text }));
    const chunk = Buffer.alloc(64 * 1024, 'a');
    let left = bodyBytes;
    const more = () => {
      while (left > 0) {
        const size = Math.min(left, chunk.length);
        left -= size;
        if (!socket.write(chunk.subarray(0, size))) {
          socket.once('drain', more);
          return;
        }
      }
      socket.write(tail, () => {
        sentAll = true;
        socket.resume();
      });
    };
    socket.write(head, more);
  });
}

/** The status line of a raw answer, and its headers by lower-case name. */
function parseAnswer(text: string) {
  const [head = ''] = text.split('\r\n\r\n');
  const [status = '', ...lines] = head.split('\r\n');
  const headers: IncomingHttpHeaders = {};
  for (const line of lines) {
    const split = line.indexOf(':');
    headers[line.slice(0, split).toLowerCase()] = line.slice(split + 1).trim();
  }
  return { status, headers };
}

describe("the local server's own answers", () => {
  it('refuse an oversized request so that a client still sending reads the refusal, with the site headers', async () => {
    const MB3 = 3 * 1024 * 1024;
    const cases: [string, string, number, string, string?][] = [
      [
        'a 60 KB path',
        `GET /${'a'.repeat(60_000)} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
        0,
        '414',
      ],
      [
        'a 3 MB body to a page',
        `POST /about HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\nContent-Length: ${MB3}\r\n\r\n`,
        MB3,
        '413',
      ],
      [
        'a 3 MB review',
        `POST /api/vpn-services/nordvpn/reviews HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: ${MB3}\r\n\r\n`,
        MB3,
        '413',
      ],
      [
        'a 3 MB review without a length',
        `POST /api/vpn-services/nordvpn/reviews HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n${(MB3 - 16).toString(16)}\r\n`,
        MB3 - 16,
        '413',
        '\r\n0\r\n\r\n',
      ],
    ];
    for (const [what, head, bodyBytes, status, tail] of cases) {
      const { sentAll, error, text } = await sendAllThenRead(head, bodyBytes, tail);
      expect({ sentAll, error }, what).toEqual({ sentAll: true, error: undefined });
      const answer = parseAnswer(text);
      expect(answer.status, what).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
      expectSecurityHeaders(answer.headers, what);
    }
  });

  it('carry the site headers on every refusal before routing', async () => {
    const cases: [string, string, string][] = [
      ['a malformed Host', 'GET / HTTP/1.1\r\nHost: bad host\r\nConnection: close\r\n\r\n', '400'],
      ['TRACE on a page', 'TRACE /about HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n', '405'],
      [
        'oversized headers',
        `GET / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\nX-Big: ${'a'.repeat(60_000)}\r\n\r\n`,
        '431',
      ],
      ['CONNECT', `CONNECT localhost:443 HTTP/1.1\r\nHost: localhost:443\r\n\r\n`, '405'],
    ];
    for (const [what, request, status] of cases) {
      const answer = parseAnswer((await sendAllThenRead(request)).text);
      expect(answer.status, what).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
      expectSecurityHeaders(answer.headers, what);
    }
  });
});
