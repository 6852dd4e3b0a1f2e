/**
 * Crash points for the kill test (scripts/lib/kill-test.ts), which must stop the server exactly between two
 * writes: with REVIEWS_CRASH_AT=<write>:<n> in its environment, the process kills itself with SIGKILL (as a power
 * cut or an out-of-memory kill would) right after the n-th write of that kind to the reviews store has completed.
 * The kinds of write are listed in WRITE_KINDS. Without REVIEWS_CRASH_AT (always, outside that test) the store
 * is used as it is.
 */
import type { BlobStore } from '../../../src/server/blob-json';

/** Every kind of write to the reviews store, in the order a submission and an approval make them. */
export const WRITE_KINDS = [
  'set:index-pending',
  'set:review',
  'set:mark',
  'set:index-published',
  'set:index-rejected',
  'set:page',
  'set:summary',
  'delete:index-pending',
  'delete:mark',
] as const;

/** The kind of a write: the operation and what the key holds ("set:summary", "delete:index-pending"). */
export function writeKind(operation: 'set' | 'delete', key: string): string {
  const [root, second] = key.split('/');
  const what =
    root === 'reviews'
      ? 'review'
      : root === 'status'
        ? `index-${second ?? ''}`
        : root === 'moderating'
          ? 'mark'
          : root === 'services'
            ? key.includes('/pages/')
              ? 'page'
              : 'summary'
            : (root ?? '');
  return `${operation}:${what}`;
}

/** Writes of each kind made so far by this process. */
const counts = new Map<string, number>();

/**
 * The store, killing this process after the write that `setting` ("<kind>:<n>") names; the store itself when
 * `setting` is empty. Throws on a setting that names no kind of write, so a typo cannot pass for a test.
 */
export function withCrashPoint(store: BlobStore, setting: string | undefined): BlobStore {
  if (!setting) return store;
  const split = setting.lastIndexOf(':');
  const kind = setting.slice(0, split);
  const nth = Number(setting.slice(split + 1));
  if (!(WRITE_KINDS as readonly string[]).includes(kind) || !Number.isInteger(nth) || nth < 1)
    throw new Error(`REVIEWS_CRASH_AT must be <kind>:<n> with a kind of ${WRITE_KINDS.join(', ')}`);
  const after = (operation: 'set' | 'delete', key: string) => {
    const made = writeKind(operation, key);
    const count = (counts.get(made) ?? 0) + 1;
    counts.set(made, count);
    if (made === kind && count === nth) process.kill(process.pid, 'SIGKILL');
  };
  return {
    getWithMetadata: (key) => store.getWithMetadata(key),
    list: (options) => store.list(options),
    async set(key, data, options) {
      const result = await store.set(key, data, options);
      after('set', key);
      return result;
    },
    async delete(key) {
      await store.delete(key);
      after('delete', key);
    },
  };
}
