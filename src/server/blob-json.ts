/**
 * JSON blobs in Netlify Blobs: a blob that is not valid JSON or breaks its schema is reported as unreadable
 * (and logged), never thrown; `updateJson` is a compare-and-swap (`onlyIfNew` or `onlyIfMatch` the ETag it
 * read), retried when another writer got there first, inside a per-key queue of this process.
 */
import pMap from 'p-map';
import type * as z from 'zod/mini';
import { processQueue, type KeyedQueue } from './serialize';

/** The parts of a Netlify Blobs store (`Store` of @netlify/blobs) the functions use. */
export interface BlobStore {
  getWithMetadata(key: string): Promise<{ data: string; etag?: string } | null>;
  set(
    key: string,
    data: string,
    options?: { onlyIfNew: boolean } | { onlyIfMatch: string },
  ): Promise<{ modified: boolean; etag?: string }>;
  delete(key: string): Promise<void>;
  list(options: {
    prefix: string;
    directories?: boolean;
  }): Promise<{ blobs: { key: string }[]; directories: string[] }>;
}

export type BlobRead<T> =
  { state: 'missing' } | { state: 'unreadable' } | { state: 'ok'; value: T; etag: string | undefined };

/** Reads and validates a JSON blob. Unreadable blobs are logged with their key. Throws only when the store fails. */
export async function readJson<T>(
  store: BlobStore,
  key: string,
  schema: z.ZodMiniType<T>,
): Promise<BlobRead<T>> {
  const blob = await store.getWithMetadata(key);
  if (!blob) return { state: 'missing' };
  const value = parseJson(blob.data, schema);
  if (value === undefined) {
    console.error(`reviews: skipped unreadable blob "${key}"`);
    return { state: 'unreadable' };
  }
  return { state: 'ok', value, etag: blob.etag };
}

/** JSON text parsed and validated, or undefined. */
function parseJson<T>(text: string, schema: z.ZodMiniType<T>): T | undefined {
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** What an update decides from the current value: a value to write (or none) and the result to return. */
export interface Decision<T, R> {
  write?: T;
  result: R;
}

/** Thrown when an update kept losing to other writers, or found its blob unreadable. */
export class UpdateError extends Error {}

const ATTEMPTS = 10;

/**
 * Read-modify-write of one JSON blob. `decide` sees the current value (undefined when none) and may run again
 * after a lost race: its side effects must be safe to repeat. Throws UpdateError after repeated conflicts or
 * when the blob is unreadable.
 */
export function updateJson<T, R>(
  store: BlobStore,
  key: string,
  schema: z.ZodMiniType<T>,
  decide: (current: T | undefined) => Decision<T, R> | Promise<Decision<T, R>>,
  queue: KeyedQueue = processQueue,
): Promise<R> {
  return queue.run(key, async () => {
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const current = await readJson(store, key, schema);
      if (current.state === 'unreadable') throw new UpdateError(`Blob "${key}" is unreadable`);
      const decision = await decide(current.state === 'ok' ? current.value : undefined);
      if (decision.write === undefined) return decision.result;
      // The local emulation returns no ETag on reads: there the queue above is the guarantee.
      const condition =
        current.state === 'missing'
          ? { onlyIfNew: true }
          : current.etag
            ? { onlyIfMatch: current.etag }
            : undefined;
      const { modified } = await store.set(key, JSON.stringify(decision.write), condition);
      if (modified) return decision.result;
      // Another instance wrote first: wait a little (randomised, growing) and decide again on its value.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * 2 ** attempt));
    }
    throw new UpdateError(`Blob "${key}" kept changing; gave up after ${ATTEMPTS} attempts`);
  });
}

/** Runs `task` over `items` with at most `limit` in flight; results in input order. */
export const mapLimited = <I, O>(items: readonly I[], limit: number, task: (item: I) => Promise<O>) =>
  pMap(items, task, { concurrency: limit });
