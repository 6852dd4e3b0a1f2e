/**
 * Local production server (`npm start`, `npm run serve`): dist/ through Netlify's emulation (@netlify/dev:
 * static files, redirects, headers, Blobs under .netlify/) and netlify/functions/ in-process, on one port.
 * PORT and HOST (also from .env) pick the port (default 8888) and address (default 127.0.0.1). Tests call
 * startServer({ port: 0 }).
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { createServer, STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import path from 'node:path';
import { Readable, type Duplex } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { HeadersHandler } from '@netlify/headers';
import { StaticHandler } from '@netlify/static';
import { invokeFunction, loadFunctions, matchFunction, toWebRequest } from './lib/netlify-local/functions';
import { ArgumentError, readCommandLine } from './lib/cli-args';
import { isMain } from './lib/is-main';
import { forgetLocalServer, recordLocalServer } from './lib/local-server';
import { loadEnvFile } from '../config/env';
import { BUILD_MARKER } from '../src/integrations/build-complete';
import { chooseEncoding } from '../src/lib/precompress';
import { JSON_HEADERS } from '../src/server/http';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The Brotli copies beside dist/'s text files (scripts/precompress.ts), by the SHA-256 of their original. */
async function precompressedCopies(dist: string): Promise<Map<string, string>> {
  const copies = new Map<string, string>();
  if (!existsSync(dist)) return copies;
  const entries = await readdir(dist, { withFileTypes: true, recursive: true });
  for (const entry of entries.filter((e) => e.isFile() && e.name.endsWith('.br'))) {
    const copy = path.join(entry.parentPath, entry.name);
    const original = await readFile(copy.slice(0, -3)).catch(() => undefined);
    if (original) copies.set(sha256(original), copy);
  }
  return copies;
}

const sha256 = (body: Uint8Array) => createHash('sha256').update(body).digest('hex');

/**
 * Writes a response compressed as Netlify's CDN does (the emulation does not): a built file's Brotli 11 copy
 * when it has one, else on the fly (Brotli 5, gzip 6).
 */
async function sendCompressed(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  response: Response | undefined,
  copies: ReadonlyMap<string, string>,
) {
  const headers = Object.fromEntries(response?.headers ?? []);
  const encoding =
    !response?.body || headers['content-encoding']
      ? undefined
      : chooseEncoding(req.headers['accept-encoding'] ?? '', headers['content-type'] ?? '');
  holdOpenWhileUnread(res);
  if (!response?.body || !encoding) {
    res.writeHead(status, headers);
    if (!response?.body || req.method === 'HEAD') res.end();
    else Readable.fromWeb(response.body as import('node:stream/web').ReadableStream).pipe(res);
    return;
  }
  headers['content-encoding'] = encoding;
  headers['vary'] = headers['vary'] ? `${headers['vary']}, Accept-Encoding` : 'Accept-Encoding';
  const body = Buffer.from(await response.arrayBuffer());
  const copy = encoding === 'br' ? copies.get(sha256(body)) : undefined;
  const compressed = copy
    ? await readFile(copy)
    : encoding === 'br'
      ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })
      : gzipSync(body);
  headers['content-length'] = String(compressed.length);
  res.writeHead(status, headers);
  res.end(req.method === 'HEAD' ? undefined : compressed);
}

/** A Host header as HTTP allows it: a name or an IPv4 or bracketed IPv6 address, and an optional port. */
const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*\.?|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/i;

/**
 * The request's URL on this server, or undefined when the Host header or the request target is malformed.
 * A target of the form //other-host/path stays a path on this host.
 */
export function requestUrl(
  hostHeader: string | undefined,
  target: string,
  fallbackHost: string,
): URL | undefined {
  const host = hostHeader ?? fallbackHost;
  const valid = HOST.exec(host);
  if (!valid || Number(valid[1] ?? 0) > 65535) return undefined;
  let path = target;
  if (/^https?:\/\//i.test(target)) {
    // Absolute form (as a proxy sends it): only its path counts; the host stays this server.
    const absolute = URL.parse(target);
    if (!absolute) return undefined;
    path = absolute.pathname + absolute.search;
  }
  if (!path.startsWith('/') || !URL.canParse(`http://${host}/`)) return undefined;
  return new URL(`http://${host}${path.replace(/^\/+/, '/')}`);
}

/** The non-empty items of a comma-separated list, trimmed. */
const commaList = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** The socket's peer; behind trusted proxies (TRUSTED_PROXIES), the last X-Forwarded-For entry not theirs. */
export function clientIp(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trustedProxies: ReadonlySet<string>,
): string {
  let client = socketAddress ?? '';
  if (!trustedProxies.has(client)) return client;
  const hops = commaList([forwardedFor ?? []].flat().join(','));
  while (hops.length > 0 && trustedProxies.has(client)) client = hops.pop() ?? client;
  return client;
}

/** TRUSTED_PROXIES: comma-separated addresses of proxies in front of this server, whose X-Forwarded-For counts. */
export function parseTrustedProxies(value: string | undefined): Set<string> {
  return new Set(commaList(value ?? ''));
}

/** Methods this server passes on; any other (TRACE, CONNECT, WebDAV...) gets 405. */
const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** Headers of the JSON answers this server writes itself: the functions' JSON headers, never stored. */
const OWN_HEADERS: Record<string, string> = { ...JSON_HEADERS, 'Cache-Control': 'no-store' };

/** A JSON answer written directly. */
function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  holdOpenWhileUnread(res);
  res.writeHead(status, { ...OWN_HEADERS, ...headers });
  res.end(JSON.stringify(body));
}

/** How long this server goes on reading what a refused client still sends before it closes the connection. */
const DRAIN_MS = 1000;

/**
 * Reads and drops what the client still sends after its answer, for at most DRAIN_MS (closing with unread
 * data would reset the connection and lose the answer). Once `until` (the request, or the socket) ends, the
 * connection closes if `close`, else stays open for the next request.
 */
function drain(socket: Duplex, until: Duplex | IncomingMessage = socket, close = true): void {
  // Unpiped first: a function's body stream that was never read would hold the request back.
  until
    .unpipe()
    .on('data', () => undefined)
    .resume();
  const timer = setTimeout(() => socket.destroy(), DRAIN_MS).unref();
  until.once('end', () => {
    clearTimeout(timer);
    if (close) socket.end();
  });
}

/** Keeps the connection open after an answer sent before the body was read, so `drain` can read it. */
function holdOpenWhileUnread(res: ServerResponse): void {
  if (bodyStillArriving(res.req)) res.shouldKeepAlive = true;
}

/** Whether a request has a body the server has not read to its end. */
function bodyStillArriving(req: IncomingMessage): boolean {
  const hasBody =
    Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
  return hasBody && !req.complete;
}

/** A JSON answer written on a raw socket, for requests Node's parser refuses or hands over (CONNECT). */
function endSocket(socket: Duplex, status: number, body: unknown, headers: Record<string, string> = {}) {
  if (!socket.writable) return;
  const text = JSON.stringify(body);
  const lines = Object.entries({
    ...OWN_HEADERS,
    ...headers,
    'content-length': String(Buffer.byteLength(text)),
  }).map(([name, value]) => `${name}: ${value}`);
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n${lines.join('\r\n')}\r\nconnection: close\r\n\r\n${text}`,
  );
  drain(socket);
}

/** The most request body this server reads and drops for a page (a method with a body on a static path). */
const MAX_DROPPED_BODY_BYTES = 1024 * 1024;

/**
 * Reads and drops a request's body (the emulation can fail on a body still arriving). False once it passes
 * MAX_DROPPED_BODY_BYTES (`drain` reads the rest after the answer) or is broken off.
 */
function dropBody(req: IncomingMessage): Promise<boolean> {
  return new Promise((resolve) => {
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_DROPPED_BODY_BYTES) resolve(false);
    });
    req.once('end', () => resolve(true));
    req.once('error', () => resolve(false));
  });
}

export interface RunningServer {
  url: string;
  close: () => Promise<void>;
}

/**
 * Starts the emulation and an HTTP server in front of it; resolves once both listen. `root`: the project
 * whose netlify.toml, dist/ and netlify/functions/ are served, its .netlify/ holding the Blobs store.
 */
export async function startServer({
  port = 8888,
  host = '127.0.0.1',
  root = ROOT,
  trustedProxies = new Set<string>(),
}: {
  port?: number;
  host?: string;
  root?: string;
  trustedProxies?: ReadonlySet<string>;
} = {}): Promise<RunningServer> {
  // Loaded here (two seconds), so that `npm run serve` refuses a wrong argument or PORT at once.
  const { redirectRules, startEmulation } = await import('./lib/netlify-local/emulation');
  const netlify = await startEmulation(root, 'site');
  const copies = await precompressedCopies(path.join(root, 'dist'));
  const send = (req: IncomingMessage, res: ServerResponse, status: number, response?: Response) =>
    sendCompressed(req, res, status, response, copies);

  // The emulation answers a 404 rewrite with 200 (and a forced `404!` rule with a bare "Not found"); the same
  // rules (dist/_redirects, then netlify.toml) restore Netlify's 404 and page below.
  const statics = new StaticHandler({ directory: path.join(root, 'dist') });
  const rules = redirectRules(root, path.join(root, 'dist'));
  const headers = new HeadersHandler({
    configPath: path.join(root, 'netlify.toml'),
    projectDir: root,
    publishDir: 'dist',
    logger: console,
  });
  const fileAt = (target: URL) => statics.match(new Request(target));
  /** A built page with its headers, as Netlify serves it, or undefined when there is no such file. */
  const page = async (target: URL): Promise<Response | undefined> => {
    const response = await (await fileAt(target))?.handle();
    if (response) await headers.apply(new Request(target), response);
    return response;
  };

  const functions = await loadFunctions(path.join(root, 'netlify', 'functions'));

  /** Routed functions come first, as on Netlify, unless they prefer an existing static file. */
  const handleFunction = async (
    req: IncomingMessage,
    url: URL,
    method = req.method ?? 'GET',
  ): Promise<Response | undefined> => {
    const match = matchFunction(functions, method, url.pathname);
    if (!match || (match.fn.preferStatic && (await fileAt(url)))) return undefined;
    const ip = clientIp(req.socket.remoteAddress, req.headers['x-forwarded-for'], trustedProxies);
    const request = method === req.method ? toWebRequest(req, url) : new Request(url, { method });
    return invokeFunction(match.fn, request, match.params, ip);
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = requestUrl(req.headers.host, req.url ?? '/', `${host}:${port}`);
    if (!url) {
      sendJson(res, 400, { error: 'Malformed Host header or request target' });
      return;
    }
    // The emulation below reads req.url too: give it the path alone.
    req.url = url.pathname + url.search;
    if (!KNOWN_METHODS.has(req.method ?? '')) {
      // Never passed on (fetch cannot carry TRACE): answered as OPTIONS is, a function's 405 or 404 with its
      // Allow; a page allows GET and HEAD.
      const probe = await handleFunction(req, url, 'OPTIONS');
      if (probe && (probe.status === 405 || probe.status === 404)) await send(req, res, probe.status, probe);
      else sendJson(res, 405, { error: 'Method not allowed' }, { allow: 'GET, HEAD' });
      return;
    }
    const fromFunction = await handleFunction(req, url);
    if (fromFunction) {
      await send(req, res, fromFunction.status, fromFunction);
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      // A static path takes GET and HEAD (405), a path with no file 404; the body is dropped first, so an
      // unread upload does not cut the answer off.
      if (!(await dropBody(req))) sendJson(res, 413, { error: 'Request body too large' });
      else {
        const exists = Boolean(await fileAt(url));
        const answer = new Response(JSON.stringify({ error: exists ? 'Method not allowed' : 'Not found' }), {
          status: exists ? 405 : 404,
          headers: { ...OWN_HEADERS, ...(exists ? { allow: 'GET, HEAD' } : {}) },
        });
        await headers.apply(new Request(url), answer);
        await send(req, res, answer.status, answer);
      }
      return;
    }
    const result = await netlify.handleAndIntrospectNodeRequest(req);
    let response = result?.response;
    let status = response?.status ?? 404;
    if (result?.type === 'redirect') {
      const request = new Request(url);
      if (response && status >= 300 && status < 400) {
        // The emulation's redirects carry no [[headers]] of netlify.toml; every other answer does.
        response = new Response(response.body, response);
        await headers.apply(request, response);
      }
      const rule = await rules.match(request);
      if (rule?.statusCode === 404 && rule.force) {
        response = (await page(rule.target)) ?? response;
        status = 404;
      } else if (status === 200 && rule?.statusCode === 404 && !(await fileAt(url))) status = 404;
    }
    if (!response) {
      // Nothing matched: Netlify serves the site's 404 page with status 404.
      response = await page(new URL('/404', url));
      status = 404;
    }
    await send(req, res, status, response);
  };

  const server = createServer((req, res) => {
    // An answer sent before the request's body was read: read the rest first, then close the connection if
    // the client asked to (HTTP/1.0 unless keep-alive).
    res.once('finish', () => {
      const connection = req.headers.connection ?? '';
      const close =
        req.httpVersion === '1.0' ? !/keep-alive/i.test(connection) : /\bclose\b/i.test(connection);
      if (bodyStillArriving(req)) drain(req.socket, req, close);
    });
    handle(req, res).catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500, OWN_HEADERS);
      res.end(JSON.stringify({ error: 'Internal server error' }));
    });
  });
  // CONNECT comes as a socket; a request Node's parser refuses gets the JSON error a routed one would.
  server.on('connect', (_req: IncomingMessage, socket: Duplex) => {
    endSocket(socket, 405, { error: 'Method not allowed' }, { allow: 'GET, HEAD' });
  });
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    // As Node's own handler: an answer only if nothing was written on this connection yet.
    if (error.code === 'ECONNRESET' || socket.bytesWritten > 0) {
      socket.destroy();
      return;
    }
    // Over Node's header limit: a request line that never ended is a URI too long (414), else the headers (431).
    const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
    const raw = (error as { rawPacket?: Buffer }).rawPacket?.toString('latin1') ?? '';
    const [first = ''] = raw.split('\r\n');
    const lineTooLong =
      tooLarge &&
      ((!raw.includes('\r\n') && /^[A-Z]+ \//.test(raw)) ||
        (/ HTTP\/\d\.\d$/.test(first) && first.length > 8192));
    if (lineTooLong) endSocket(socket, 414, { error: 'Request target too long' });
    else if (tooLarge) endSocket(socket, 431, { error: 'Request headers too large' });
    else endSocket(socket, 400, { error: 'Malformed request' });
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, resolve);
    });
  } catch (error) {
    await netlify.stop();
    throw error;
  }
  const { port: actualPort } = server.address() as AddressInfo;

  return {
    url: `http://${host === '0.0.0.0' ? 'localhost' : host}:${actualPort}`,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await netlify.stop();
    },
  };
}

/** A reason the server cannot start that the user can fix, said in one line (no stack trace). */
export class StartupError extends Error {}

/** The usage in one line, ending a refusal of an argument: the server takes none, only settings. */
const USAGE =
  'Usage: npm run serve (no arguments: PORT, HOST and TRUSTED_PROXIES, in the environment or .env, pick the port, address and trusted proxies)';

/** The port PORT names (8888 when unset or empty); an ArgumentError unless 0 (any free port) to 65535. */
export function portFrom(env: NodeJS.ProcessEnv): number {
  const given = env.PORT === undefined || env.PORT === '' ? '8888' : env.PORT;
  if (!/^\d{1,5}$/.test(given) || Number(given) > 65_535)
    throw new ArgumentError(`PORT wants a port number from 0 to 65535, not "${given}"`);
  return Number(given);
}

/**
 * Starts the server as `npm start` does, from PORT, HOST and TRUSTED_PROXIES in `env`. Rejects with an
 * ArgumentError for a bad PORT, a StartupError when `root` has no finished build or the port is taken.
 */
export async function startFromEnv(env: NodeJS.ProcessEnv, root: string = ROOT): Promise<RunningServer> {
  const port = portFrom(env);
  if (!existsSync(path.join(root, 'dist', 'index.html')))
    throw new StartupError(
      'There is no build in dist/: run `npm start` (builds, then serves) or `npm run build` first.',
    );
  if (!existsSync(path.join(root, 'dist', BUILD_MARKER)))
    throw new StartupError(
      'The build in dist/ did not finish (the last `npm run build` failed): fix what it reported and build again.',
    );
  if (!existsSync(path.join(root, 'src', 'server', 'services.generated.json')))
    throw new StartupError(
      "The review functions' list of services (src/server/services.generated.json) is missing: run `npm run build` first.",
    );
  const host = env.HOST ?? '127.0.0.1';
  try {
    return await startServer({ port, host, root, trustedProxies: parseTrustedProxies(env.TRUSTED_PROXIES) });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE')
      throw new StartupError(
        `Port ${port} on ${host} is already in use: stop what runs there, or pick another one, e.g. \`PORT=${port + 1} npm start\`.`,
      );
    if (code === 'EADDRNOTAVAIL')
      throw new StartupError(`HOST=${host} is not an address of this machine: unset HOST or use 127.0.0.1.`);
    throw error;
  }
}

if (isMain(import.meta.url)) {
  loadEnvFile();
  const server = await (async () => {
    if (readCommandLine({ options: { help: { type: 'boolean' } } }, USAGE).values.help) {
      console.log(USAGE);
      process.exit(0);
    }
    return startFromEnv(process.env);
  })().catch((error: unknown) => {
    // A bad argument or setting: 2; a server that cannot start (no build, a busy port): 1.
    if (!(error instanceof ArgumentError || error instanceof StartupError)) throw error;
    console.error(error.message);
    process.exit(error instanceof ArgumentError ? 2 : 1);
  });
  // Browsers resolve "localhost" to this loopback address; it reads better than the bare IP.
  const shown = server.url.replace('//127.0.0.1:', '//localhost:');
  console.log(
    `\n  VPN Compass is running at ${shown}\n  (site, /api and review functions; Blobs under .netlify/)\n`,
  );
  // The moderation CLI finds this server from the record, whatever PORT it was started with.
  await recordLocalServer(ROOT, shown);
  const stop = () => void Promise.all([server.close(), forgetLocalServer(ROOT)]).then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
