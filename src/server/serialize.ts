/**
 * Serialisation of work on one key inside this process: calls for the same key run one after another, calls
 * for different keys run freely. The local Blobs emulation of `npm start` checks `onlyIfMatch`/`onlyIfNew`
 * without a lock and returns no ETag on reads, so exactness there comes from here (one process serves every
 * function); in production the conditional writes decide between function instances, and this only spares
 * the instance retries.
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
