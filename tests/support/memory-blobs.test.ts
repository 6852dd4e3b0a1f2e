import { describe, expect, it } from 'vitest';
import type { BlobStore } from '../../src/server/blob-json';
import { memoryBlobs } from './memory-blobs';
import { useTestBlobs } from './test-blobs';

const emulation = useTestBlobs();

/**
 * What a store answers to the same plain calls: writes, reads, deletes and listings, ETags left out (each store
 * makes its own). Conditional writes are not compared: the emulation returns no ETag on reads and writes a blob
 * `onlyIfMatch` names where none is (docs/api.md), where the hosted service, and the memory store, refuse.
 */
async function script(store: BlobStore) {
  const out: unknown[] = [];
  for (const key of ['services/1/summary', 'services/1/pages/0', 'services/2/summary', 'status/pending/r1'])
    out.push((await store.set(key, key)).modified);
  await store.set('status/pending/r2', '');
  await store.set('top', 'top');
  await store.set('services/1/summary', 'again');
  out.push((await store.getWithMetadata('services/1/summary'))?.data);
  await store.delete('status/pending/r1');
  await store.delete('never-written');
  out.push(await store.getWithMetadata('status/pending/r1'));
  const keys = (blobs: { key: string }[]) => blobs.map((b) => b.key).sort();
  for (const prefix of ['', 'services/', 'services/1/', 'status/pending/', 'serv', 'nothing/']) {
    const all = await store.list({ prefix });
    const shallow = await store.list({ prefix, directories: true });
    out.push([prefix, keys(all.blobs), keys(shallow.blobs), [...shallow.directories].sort()]);
  }
  return out;
}

describe('the in-memory Blobs store', () => {
  it('writes, reads, deletes and lists as the local emulation does', async () => {
    expect(await script(memoryBlobs())).toEqual(await script(emulation.store));
  });

  it('writes onlyIfNew where no blob is, and onlyIfMatch where the ETag read is still current', async () => {
    const store = memoryBlobs();
    expect((await store.set('key', 'a', { onlyIfNew: true })).modified).toBe(true);
    expect((await store.set('key', 'b', { onlyIfNew: true })).modified).toBe(false);
    const read = (await store.getWithMetadata('key'))?.etag ?? '';
    expect(read).not.toBe('');
    expect((await store.set('key', 'c', { onlyIfMatch: `${read}x` })).modified).toBe(false);
    const written = await store.set('key', 'd', { onlyIfMatch: read });
    expect(written.modified).toBe(true);
    expect(written.etag).not.toBe(read);
    // The same content again is a new version: an ETag read before it no longer matches.
    expect((await store.set('key', 'd', { onlyIfMatch: read })).modified).toBe(false);
    expect((await store.set('missing', 'e', { onlyIfMatch: read })).modified).toBe(false);
    expect(store.blobs).toEqual(new Map([['key', 'd']]));
  });

  it('lets exactly one of many writers that read the same ETag win', async () => {
    const store = memoryBlobs();
    const { etag } = await store.set('key', '0');
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => store.set('key', String(i + 1), { onlyIfMatch: etag ?? '' })),
    );
    expect(results.filter((r) => r.modified)).toHaveLength(1);
    const created = await Promise.all(
      Array.from({ length: 20 }, (_, i) => store.set('new', String(i), { onlyIfNew: true })),
    );
    expect(created.filter((r) => r.modified)).toHaveLength(1);
  });
});
