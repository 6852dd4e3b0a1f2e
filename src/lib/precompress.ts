/**
 * Brotli at its highest quality (11) for the built site's text files: the build writes each one's compressed copy
 * beside it (`page.html.br`) once, and `npm start` sends that copy to browsers that accept Brotli, as a CDN serves
 * static text. Quality 11 takes about 10 ms per 60 KB page, too slow to run per request but free once at build.
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
 * Whether `body` at Brotli 11 takes at most `limit` bytes. A body within the limit at quality 5 is taken as within
 * it at 11, which compresses text at least as well for some fifty times the CPU, so only a body near the limit pays
 * for quality 11 (tests/site/budgets.test.ts measures the pages the same way).
 */
export function brotli11Within(body: Uint8Array, limit: number): boolean {
  return quickBrotli(body) <= limit || brotli11Sync(body).length <= limit;
}

/** Brotli at quality 11 of `body`, off the main thread. */
export const brotli11 = (body: Uint8Array): Promise<Buffer> =>
  promisify(brotliCompress)(body, options(body.length));

/**
 * The most compressed bytes (Brotli 11) a page's HTML, with all it carries inline, may take: the first round trip
 * of a new connection. TCP starts with 10 segments of about 1,460 bytes (RFC 6928), so a document of at most 14 KB
 * reaches a phone in one round trip, and every further 14 KB or part costs another before the page can paint.
 */
export const FIRST_FLIGHT_BYTES = 14 * 1024;
