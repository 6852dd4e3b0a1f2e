/**
 * Serialisation of work on one key inside this process: calls for the same key run one after another, calls
 * for different keys run freely.
 *
 * It ships in the functions because production uses it, not as a test seam. One moderation request finishes
 * several interrupted moderations at once (`completeInterrupted` and `listForModeration` run `completeModeration`
 * side by side), and `appendPublished` (review-store.ts) joins the appends that reach one service meanwhile into
 * one summary write through this queue; `updateJson` (blob-json.ts) runs inside it so that a request's own
 * writes to one key never race each other. Between function instances the conditional writes decide.
 *
 * Locally it is also the guarantee of the rule docs/api.md states, "Approve and reject of one review: exactly
 * one wins, the other gets 409": the local Blobs emulation of `npm start` checks `onlyIfMatch`/`onlyIfNew`
 * without a lock and returns no ETag on reads, and one process serves every function there.
 */
export class KeyedQueue {
  readonly #tails = new Map<string, Promise<unknown>>();

  /** Runs `task` once every earlier task of `key` has settled; resolves or rejects as `task` does. */
  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.#tails.get(key) ?? Promise.resolve();
    const result = previous.then(task, task);
    const tail = result.catch(() => undefined);
    this.#tails.set(key, tail);
    // Forget the key once its last task is done, so the map holds only keys with work in flight.
    void tail.then(() => {
      if (this.#tails.get(key) === tail) this.#tails.delete(key);
    });
    return result;
  }

  /** Keys with work queued or running (for tests). */
  get size(): number {
    return this.#tails.size;
  }
}

/** The queue shared by every function module of this process. */
export const processQueue = new KeyedQueue();
