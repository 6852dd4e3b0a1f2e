/**
 * Attempts per client per window, counted in Netlify Blobs so the limit holds across instances and restarts.
 * A client is its IPv4 address or its IPv6 /64, kept only as a salted SHA-256 hash:
 *   limits/<name>/<window>/<hash>   { count }   (window = clock-aligned 10-minute slot number)
 * Each hit is one compare-and-swap. A past window's entries are deleted by the first hit of a later window on
 * each instance, and hourly by the sweep-rate-limits function.
 */
import { createHash, randomBytes } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import * as z from 'zod/mini';
import { updateJson, type BlobStore } from './blob-json';

export interface RateLimiter {
  /**
   * Counts one attempt, in one compare-and-swap: `allowed` is false (nothing counted) once the limit is used;
   * `retryAfterSeconds` is the time until the window ends (0 when allowed).
   */
  hit(client: string): Promise<{ allowed: boolean; retryAfterSeconds: number }>;
}

/** The 16-bit groups of an IPv6 address (eight numbers), or undefined if it is not one. */
function ipv6Groups(address: string): number[] | undefined {
  if (!isIPv6(address)) return undefined;
  // The URL parser writes it in hex (a dotted IPv4 tail too), with at most one "::".
  const [head = '', tail = ''] = new URL(`http://[${address}]`).hostname.slice(1, -1).split('::');
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((group) => parseInt(group, 16)));
  const front = parse(head);
  const back = parse(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/**
 * What the limits count a client by: an IPv4 address as it is, an IPv6 address by its canonical /64
 * ("2001:db8:1:2::/64"), an IPv4-mapped one as its IPv4 address, anything else as it is.
 */
export function clientKey(client: string): string {
  const address = client.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (isIPv4(address)) return address;
  const groups = ipv6Groups(address);
  if (!groups) return client;
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff)
    return [groups[6] ?? 0, groups[7] ?? 0].flatMap((group) => [group >> 8, group & 0xff]).join('.');
  const prefix = groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':');
  return `${prefix}::/64`;
}

/** The window of every limiter: 10 minutes. */
export const REVIEW_WINDOW_MS = 10 * 60 * 1000;

/** The `<window>` of a counter's key: the clock-aligned window of `windowMs` ms holding `time` (epoch ms). */
export const windowNumber = (time: number, windowMs: number = REVIEW_WINDOW_MS): number =>
  Math.floor(time / windowMs);

const countSchema = z.object({ count: z.int().check(z.gte(1)) });
const saltSchema = z.object({ salt: z.string().check(z.minLength(32)) });
const SALT_KEY = 'limits/salt';

interface LimiterOptions {
  store: () => BlobStore;
  /** Names the store (the deploy context): the salt and the last swept window are kept per scope and instance. */
  scope: string;
  /** Names the counter: "reviews" for submissions, "moderation-auth" for failed moderation tokens. */
  name: string;
  limit: number;
  windowMs: number;
  now?: () => number;
  /** Runs cleanup after the response where the platform allows it (Netlify's context.waitUntil). */
  waitUntil?: (promise: Promise<unknown>) => void;
}

/** The salt of this site's client hashes: random, created once and kept in the store. */
async function siteSalt(store: BlobStore): Promise<string> {
  return updateJson(store, SALT_KEY, saltSchema, (current) => {
    if (current) return { result: current.salt };
    const salt = randomBytes(32).toString('hex');
    return { write: { salt }, result: salt };
  });
}

/** Per function instance: each scope's salt, and the last window whose predecessors were swept. */
const salts = new Map<string, Promise<string>>();
const sweptWindows = new Map<string, number>();

/** A limiter whose counts live in Blobs under `limits/<name>/`. */
export function createBlobLimiter(options: LimiterOptions): RateLimiter {
  const now = options.now ?? Date.now;
  const prefix = `limits/${options.name}/`;
  const sweepKey = `${options.scope}:${prefix}`;

  /** The client's counter key in the current window, and the seconds until that window ends. */
  const locate = async (store: BlobStore, client: string) => {
    let salt = salts.get(options.scope);
    if (!salt) {
      salt = siteSalt(store).catch((error: unknown) => {
        salts.delete(options.scope);
        throw error;
      });
      salts.set(options.scope, salt);
    }
    const time = now();
    const window = windowNumber(time, options.windowMs);
    const hash = createHash('sha256')
      .update(`${await salt}:${clientKey(client)}`)
      .digest('hex');
    const retryAfterSeconds = Math.ceil(((window + 1) * options.windowMs - time) / 1000);
    return { key: `${prefix}${window}/${hash}`, window, retryAfterSeconds };
  };

  return {
    async hit(client) {
      const store = options.store();
      const { key, window, retryAfterSeconds } = await locate(store, client);
      const allowed = await updateJson(store, key, countSchema, (current) =>
        (current?.count ?? 0) >= options.limit
          ? { result: false }
          : { write: { count: (current?.count ?? 0) + 1 }, result: true },
      );
      if (sweptWindows.get(sweepKey) !== window) {
        sweptWindows.set(sweepKey, window);
        const sweep = sweepWindows(store, prefix, window).catch((error: unknown) => {
          console.error('rate limit: sweeping old windows failed', error);
        });
        options.waitUntil?.(sweep);
      }
      return { allowed, retryAfterSeconds: allowed ? 0 : retryAfterSeconds };
    },
  };
}

/** Deletes the counts of every window before `current` under a limiter's prefix. Returns how many. */
async function sweepWindows(store: BlobStore, prefix: string, current: number): Promise<number> {
  const { directories } = await store.list({ prefix, directories: true });
  let deleted = 0;
  for (const listed of directories) {
    const directory = listed.replace(/\/$/, '');
    if (!(Number(directory.slice(prefix.length)) < current)) continue;
    const { blobs } = await store.list({ prefix: `${directory}/` });
    await Promise.all(blobs.map((blob) => store.delete(blob.key)));
    deleted += blobs.length;
  }
  return deleted;
}

/** Deletes past windows of every limiter (the hourly sweep). */
export async function sweepAllLimits(store: BlobStore, now: number = Date.now()): Promise<number> {
  const { directories } = await store.list({ prefix: 'limits/', directories: true });
  let deleted = 0;
  for (const directory of directories)
    deleted += await sweepWindows(store, `${directory.replace(/\/$/, '')}/`, windowNumber(now));
  return deleted;
}

/**
 * Submissions per client per 10 minutes, from REVIEWS_RATE_LIMIT (default 5). 0 turns the limit off, for
 * local load tests only. Throws on a value that is not a whole number, and on 0 outside deploy context "dev".
 */
export function reviewsPerWindow(value: string | undefined, deployContext: string | undefined): number {
  const limit = value === undefined || value === '' ? 5 : Number(value);
  if (!Number.isInteger(limit) || limit < 0)
    throw new Error(`REVIEWS_RATE_LIMIT must be a whole number, got "${value}"`);
  if (limit === 0 && deployContext !== 'dev')
    throw new Error(
      `REVIEWS_RATE_LIMIT=0 turns the submission limit off and is refused outside local runs (deploy context "${String(deployContext)}"): unset it or set a limit`,
    );
  return limit;
}
