/**
 * A minimal static server for measuring page loads: serves one built site folder as a CDN would, with
 * Brotli at quality 11 (compressed once per file, then from memory), gzip for clients without Brotli, and the
 * cache rules of netlify.toml (`/_astro/*` immutable for a year, everything else revalidated). Clean URLs:
 * /a/b answers a/b.html, a/b/index.html or a/b; anything else answers the folder's 404.html with status 404.
 * It sends no other headers, so two sites served by it differ only in their files.
 */
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { brotli11Sync, chooseEncoding, COMPRESSIBLE_TYPE } from '../../src/lib/precompress';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
};

async function findFile(root: string, urlPath: string): Promise<string | undefined> {
  const clean = path.normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, '');
  for (const candidate of [clean, `${clean}.html`, path.join(clean, 'index.html')]) {
    const file = path.join(root, candidate);
    if (!file.startsWith(root)) return undefined;
    if ((await stat(file).catch(() => undefined))?.isFile()) return file;
  }
  return undefined;
}

/** Serves `root` on a free port of 127.0.0.1 (or `port`); resolves with its URL and a close function. */
export async function serveStatic(
  root: string,
  port = 0,
): Promise<{ url: string; close: () => Promise<void>; server: Server }> {
  const cache = new Map<string, { raw: Buffer; br: Buffer; gz: Buffer }>();
  const absolute = path.resolve(root);
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const urlPath = new URL(req.url ?? '/', 'http://x').pathname;
    let file = await findFile(absolute, urlPath);
    let status = 200;
    if (!file) {
      file = path.join(absolute, '404.html');
      status = 404;
    }
    let entry = cache.get(file);
    if (!entry) {
      const raw = await readFile(file).catch(() => Buffer.from('Not found'));
      entry = { raw, br: brotli11Sync(raw), gz: gzipSync(raw, { level: 9 }) };
      cache.set(file, entry);
    }
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    const encoding = chooseEncoding(req.headers['accept-encoding'] ?? '', type);
    const body = encoding === 'br' ? entry.br : encoding === 'gzip' ? entry.gz : entry.raw;
    res.writeHead(status, {
      'content-type': type,
      'content-length': body.length,
      'cache-control': urlPath.startsWith('/_astro/')
        ? 'public, max-age=31536000, immutable'
        : 'public, max-age=0, must-revalidate',
      ...(COMPRESSIBLE_TYPE.test(type) ? { vary: 'Accept-Encoding' } : {}),
      ...(encoding ? { 'content-encoding': encoding } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  };
  const server = createServer((req, res) => {
    handle(req, res).catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    server,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
