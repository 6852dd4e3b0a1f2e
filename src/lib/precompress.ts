/**
 * Brotli 11 for the built site's text files, written once beside each (`page.html.br`) for `npm start` to
 * send: about 10 ms per 60 KB page, too slow per request.
 */
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants } from 'node:zlib';

const options = (size: number) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: size,
  },
});

/** Files whose content a browser receives compressed: text, JSON, SVG, XML and the web manifest. */
export const COMPRESSED_FILE = /\.(html|css|js|mjs|json|svg|xml|txt|csv|webmanifest)$/;

/** Types that Netlify's CDN compresses; images and fonts come compressed already. */
export const COMPRESSIBLE_TYPE =
  /^(text\/|image\/svg\+xml|application\/(javascript|json|xml|rss\+xml|manifest\+json|ld\+json))/;

/**
 * The encoding a server sends a body of `contentType` in, by the client's Accept-Encoding: Brotli, else gzip,
 * else none (also for a type that is not compressed).
 */
export function chooseEncoding(acceptEncoding: string, contentType: string): 'br' | 'gzip' | undefined {
  if (!COMPRESSIBLE_TYPE.test(contentType)) return undefined;
  if (/\bbr\b/.test(acceptEncoding)) return 'br';
  return /\bgzip\b/.test(acceptEncoding) ? 'gzip' : undefined;
}

/** Brotli at quality 11 of `body`, in bytes. */
export const brotli11Sync = (body: Uint8Array): Buffer => brotliCompressSync(body, options(body.length));

/** Size in bytes of `body` at Brotli 5: some fifty times quicker to compute than at 11, and not smaller. */
export const quickBrotli = (body: Uint8Array): number =>
  brotliCompressSync(body, {
    params: { ...options(body.length).params, [constants.BROTLI_PARAM_QUALITY]: 5 },
  }).length;

/**
 * Whether `body` at Brotli 11 takes at most `limit` bytes; within it at quality 5 counts as within it at 11
 * (which compresses text at least as well), so only a body near the limit pays for 11.
 */
export function brotli11Within(body: Uint8Array, limit: number): boolean {
  return quickBrotli(body) <= limit || brotli11Sync(body).length <= limit;
}

/** Brotli at quality 11 of `body`, off the main thread. */
export const brotli11 = (body: Uint8Array): Promise<Buffer> =>
  promisify(brotliCompress)(body, options(body.length));

/**
 * The most Brotli 11 bytes a page's HTML may take: the first round trip of a new connection, TCP's initial 10
 * segments of about 1,460 bytes (RFC 6928).
 */
export const FIRST_FLIGHT_BYTES = 14 * 1024;
