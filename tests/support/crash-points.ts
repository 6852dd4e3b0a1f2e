/**
 * Crash points for the kill test (tests/support/kill-test.ts), which must stop the server exactly between two
 * writes: with REVIEWS_CRASH_AT=<write>:<n> in its environment, the process kills itself with SIGKILL (as a power
 * cut or an out-of-memory kill would) right after the n-th write of that kind to the local reviews store has
 * completed. The kinds of write are listed in WRITE_KINDS. Without REVIEWS_CRASH_AT (always, outside that test)
 * nothing is installed.
 *
 * The writes are seen where the Blobs client sends them: the process's `fetch`, which @netlify/blobs takes from
 * the global scope when a store is opened (one PUT or DELETE per `set` or `delete`, to
 * `<edge URL>/<site>/site:<store>/<key>`), so the functions' code has no hook for this test.
 */
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
 * The key of a write to the site-wide store `storeName` at `url`, an edge URL of the form
 * `[/region:<r>]/<site>/site:<store>/<key>`; undefined for any other address.
 */
function blobKey(url: string, storeName: string): string | undefined {
  const parts = new URL(url).pathname.split('/').slice(1).map(decodeURIComponent);
  if (parts[0]?.startsWith('region:')) parts.shift();
  const [, store, ...key] = parts;
  return store === `site:${storeName}` && key.length > 0 ? key.join('/') : undefined;
}

let installed = false;

/**
 * Kills this process after the write that `setting` ("<kind>:<n>") names, counting the writes this process sends
 * to the Blobs store `storeName`; does nothing when `setting` is empty, or once installed. A write counts when the
 * store answered it (a conditional write refused with 412 too, as the client's `set` resolves then), not when it
 * failed. Throws on a setting that names no kind of write, so a typo cannot pass for a test.
 */
export function installCrashPoints(setting: string | undefined, storeName: string): void {
  if (!setting || installed) return;
  const split = setting.lastIndexOf(':');
  const kind = setting.slice(0, split);
  const nth = Number(setting.slice(split + 1));
  if (!(WRITE_KINDS as readonly string[]).includes(kind) || !Number.isInteger(nth) || nth < 1)
    throw new Error(`REVIEWS_CRASH_AT must be <kind>:<n> with a kind of ${WRITE_KINDS.join(', ')}`);
  installed = true;
  const send = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const response = await send(input, init);
    const request = input instanceof Request ? input : undefined;
    const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
    const url = request?.url ?? (input instanceof URL ? input.href : (input as string));
    const key = method === 'PUT' || method === 'DELETE' ? blobKey(url, storeName) : undefined;
    if (key !== undefined && response.status < 500 && response.status !== 429) {
      const made = writeKind(method === 'PUT' ? 'set' : 'delete', key);
      const count = (counts.get(made) ?? 0) + 1;
      counts.set(made, count);
      if (made === kind && count === nth) process.kill(process.pid, 'SIGKILL');
    }
    return response;
  };
}
