/**
 * Serialisation of work on one key inside this process: calls for the same key run one after another, calls
 * for different keys run freely. Production uses it: one request may complete several moderations side by
 * side, `appendPublished` joins appends into one summary write, and `updateJson` runs inside it so a
 * request's writes to one key never race (between instances the conditional writes decide). Locally it is
 * what makes "exactly one of approve and reject wins" (docs/api.md) hold: the emulation checks conditions
 * without a lock, returns no ETag.
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
