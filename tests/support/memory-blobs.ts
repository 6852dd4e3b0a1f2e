/**
 * For the server's tests: a Netlify Blobs store held in memory, with the four methods the functions use
 * (src/server/blob-json.ts BlobStore) and real conditional writes: `onlyIfNew` writes only where no blob is,
 * `onlyIfMatch` only where the blob's ETag is still the one given, each checked and written in one step, as
 * Netlify's hosted Blobs does (the local emulation checks, then writes, and two writers can both pass the check).
 * Every call answers after the event loop has turned, so concurrent callers interleave as they do over HTTP.
 * Listings follow the hosted service's form: keys in order, and with `directories` the blobs directly under the
 * prefix and each deeper folder once, named without its trailing slash (tests/support/memory-blobs.test.ts
 * compares them with the local emulation's).
 *
 * About 1 % of the CPU of the same calls through the local emulation (no HTTP, no files): the crash matrix of
 * src/server/moderation-api.test.ts runs on it.
 */
import type { BlobStore } from '../../src/server/blob-json';

/** A store in memory; `blobs` is its content (key to text), for a test that looks inside. */
export interface MemoryBlobs extends BlobStore {
  readonly blobs: ReadonlyMap<string, string>;
}

/** Resolves once the event loop has turned: other callers' pending calls run first. */
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A new, empty store. */
export function memoryBlobs(): MemoryBlobs {
  const entries = new Map<string, { data: string; etag: string }>();
  let writes = 0;
  return {
    get blobs() {
      return new Map([...entries].map(([key, entry]) => [key, entry.data]));
    },
    async getWithMetadata(key) {
      await turn();
      const entry = entries.get(key);
      return entry ? { data: entry.data, etag: entry.etag } : null;
    },
    async set(key, data, options) {
      await turn();
      const current = entries.get(key);
      if (options && 'onlyIfNew' in options && options.onlyIfNew && current) return { modified: false };
      if (options && 'onlyIfMatch' in options && current?.etag !== options.onlyIfMatch)
        return { modified: false };
      const etag = `"${String(++writes)}"`;
      entries.set(key, { data, etag });
      return { modified: true, etag };
    },
    async delete(key) {
      await turn();
      entries.delete(key);
    },
    async list({ prefix, directories = false }) {
      await turn();
      const keys = [...entries.keys()].filter((key) => key.startsWith(prefix)).sort();
      if (!directories) return { blobs: keys.map((key) => ({ key })), directories: [] };
      const folders = new Set<string>();
      const blobs: { key: string }[] = [];
      for (const key of keys) {
        const slash = key.indexOf('/', prefix.length);
        if (slash < 0) blobs.push({ key });
        else folders.add(key.slice(0, slash));
      }
      return { blobs, directories: [...folders] };
    },
  };
}
