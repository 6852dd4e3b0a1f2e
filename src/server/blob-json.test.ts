import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { readJson, updateJson, type BlobStore } from './blob-json';
import { KeyedQueue } from './serialize';

/**
 * A store with production's semantics, which the local emulation lacks: reads return ETags, and conditional
 * writes are atomic (each call below runs to its decision without yielding).
 */
function atomicStore(): BlobStore & { writes: number } {
  const blobs = new Map<string, { data: string; etag: string }>();
  let version = 0;
  const store = {
    writes: 0,
    getWithMetadata: (key: string) => Promise.resolve(blobs.get(key) ?? null),
    set(key: string, data: string, options?: { onlyIfNew: boolean } | { onlyIfMatch: string }) {
      const current = blobs.get(key);
      if (options && 'onlyIfNew' in options && options.onlyIfNew && current)
        return Promise.resolve({ modified: false });
      if (options && 'onlyIfMatch' in options && current?.etag !== options.onlyIfMatch)
        return Promise.resolve({ modified: false });
      const etag = `"${++version}"`;
      blobs.set(key, { data, etag });
      store.writes += 1;
      return Promise.resolve({ modified: true, etag });
    },
    delete: (key: string) => Promise.resolve(void blobs.delete(key)),
    list: () => Promise.resolve({ blobs: [...blobs.keys()].map((key) => ({ key })), directories: [] }),
  };
  return store;
}

const counter = z.object({ n: z.int() });
const increment = (store: BlobStore, queue: KeyedQueue) =>
  updateJson(
    store,
    'count',
    counter,
    (current) => ({ write: { n: (current?.n ?? 0) + 1 }, result: undefined }),
    queue,
  );

describe('updateJson', () => {
  it('loses no update when writers in different function instances race (conditional writes with ETags)', async () => {
    const store = atomicStore();
    // Each queue stands for another function instance: nothing serialises them but the ETags.
    await Promise.all(Array.from({ length: 12 }, () => increment(store, new KeyedQueue())));
    expect(await readJson(store, 'count', counter)).toMatchObject({ state: 'ok', value: { n: 12 } });
  });

  it('makes exactly one of two opposite changes win', async () => {
    const store = atomicStore();
    const status = z.object({ status: z.string() });
    await store.set('review', JSON.stringify({ status: 'pending' }));
    const change = (to: string) =>
      updateJson(
        store,
        'review',
        status,
        (current) =>
          current?.status === 'pending' ? { write: { status: to }, result: to } : { result: 'lost' },
        new KeyedQueue(),
      );
    expect((await Promise.all([change('published'), change('rejected')])).sort()).toEqual([
      'lost',
      'published',
    ]);
  });

  it('runs updates of one key one after another inside a process, without retries', async () => {
    const store = atomicStore();
    const queue = new KeyedQueue();
    await Promise.all(Array.from({ length: 20 }, () => increment(store, queue)));
    expect(store.writes).toBe(20);
    expect(queue.size).toBe(0);
  });

  it('reports an unreadable blob instead of throwing, and logs its key', async () => {
    const store = atomicStore();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await store.set('bad', '{"n":');
    await store.set('wrong', '{"n":"x"}');
    expect(await readJson(store, 'bad', counter)).toEqual({ state: 'unreadable' });
    expect(await readJson(store, 'wrong', counter)).toEqual({ state: 'unreadable' });
    expect(await readJson(store, 'none', counter)).toEqual({ state: 'missing' });
    expect(errors).toHaveBeenCalledWith('reviews: skipped unreadable blob "bad"');
    await expect(
      increment(store, new KeyedQueue()).then(() => updateJson(store, 'bad', counter, () => ({ result: 1 }))),
    ).rejects.toThrow(/unreadable/);
    errors.mockRestore();
  });
});
