/**
 * In-process invocation of netlify/functions/* for `npm start` (scripts/serve.ts) and `npm run dev`
 * (dev-middleware.ts). @netlify/dev rebuilds a function and starts a worker for every request (about a second
 * each: 200 concurrent submissions time out, and no module state survives); here each module is imported
 * once, called as Functions v2 (`default(request, context)`), routed by `config` path, method, preferStatic.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { Config } from '@netlify/functions';
import { URLPattern } from 'urlpattern-polyfill';
import { jsonError, noStore } from '../../../src/server/http';

type Handler = (request: Request, context: Record<string, unknown>) => Promise<Response> | Response;

export interface LocalFunction {
  name: string;
  handler: Handler;
  patterns: URLPattern[];
  /** Paths the function does not answer even where `patterns` match. */
  excluded: URLPattern[];
  /** Upper-case methods the function answers; empty = every method. */
  methods: string[];
  preferStatic: boolean;
}

/**
 * Imports every routed function (one with `config.path`) in a folder, in name order. `load` imports a file by
 * its absolute path (default: Node's import; `npm run dev` passes Vite's loader, which follows edits).
 */
export async function loadFunctions(
  directory: string,
  load: (file: string) => Promise<unknown> = (file) => import(/* @vite-ignore */ pathToFileURL(file).href),
): Promise<LocalFunction[]> {
  const files = (await readdir(directory)).filter((file) => /\.(m?[jt]s)$/.test(file)).sort();
  const functions: LocalFunction[] = [];
  for (const file of files) {
    const mod = (await load(path.join(directory, file))) as {
      default: Handler;
      config?: Config;
    };
    const config = mod.config ?? {};
    if (!config.path) continue;
    functions.push({
      name: file.replace(/\.[^.]+$/, ''),
      handler: mod.default,
      patterns: [config.path].flat().map((pathname) => new URLPattern({ pathname })),
      excluded: [config.excludedPath ?? []].flat().map((pathname) => new URLPattern({ pathname })),
      methods: [config.method ?? []].flat().map((m) => m.toUpperCase()),
      preferStatic: config.preferStatic ?? false,
    });
  }
  return functions;
}

/** The first function whose path and method match, with the path's named parameters. */
export function matchFunction(functions: readonly LocalFunction[], method: string, pathname: string) {
  const normalized = pathname !== '/' && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  for (const fn of functions) {
    if (fn.methods.length > 0 && !fn.methods.includes(method.toUpperCase())) continue;
    if (fn.excluded.some((pattern) => pattern.test({ pathname: normalized }))) continue;
    for (const pattern of fn.patterns) {
      // Netlify matches a path with or without its trailing slash ("/api/" is under "/api/*").
      const result = pattern.exec({ pathname }) ?? pattern.exec({ pathname: normalized });
      if (result) {
        const params = Object.fromEntries(
          Object.entries(result.pathname.groups).filter(
            (entry): entry is [string, string] => entry[1] !== undefined,
          ),
        );
        return { fn, params };
      }
    }
  }
  return undefined;
}

/**
 * The Web Request a function receives for a Node request to `url`, its body streamed through a PassThrough: a
 * function that stops reading cancels only that stream, so its answer still reaches the client.
 */
export function toWebRequest(req: IncomingMessage, url: URL): Request {
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(url, {
    method: req.method ?? 'GET',
    headers: Object.entries(req.headers).flatMap(([name, value]) =>
      [value ?? []].flat().map((v): [string, string] => [name, v]),
    ),
    ...(hasBody
      ? { body: Readable.toWeb(req.pipe(new PassThrough())) as ReadableStream, duplex: 'half' }
      : {}),
  });
}

/**
 * Calls a function with the parts of Netlify's Context ours use (params, ip, url, requestId, deploy.context
 * "dev", waitUntil) and stand-ins for the rest. A thrown error becomes the 500 JSON answer `answering` gives.
 */
export async function invokeFunction(
  fn: LocalFunction,
  request: Request,
  params: Record<string, string>,
  ip: string,
): Promise<Response> {
  const context = {
    params,
    ip,
    url: new URL(request.url),
    requestId: randomUUID(),
    geo: {},
    site: {},
    account: {},
    deploy: { context: 'dev' },
    server: {},
    json: (data: unknown) => Response.json(data),
    log: console.log,
    waitUntil: (promise: Promise<unknown>) => void promise.catch(console.error),
  };
  try {
    return await fn.handler(request, context);
  } catch (error) {
    console.error(`function ${fn.name} failed`, error);
    return noStore(jsonError(500, 'Internal server error'));
  }
}
