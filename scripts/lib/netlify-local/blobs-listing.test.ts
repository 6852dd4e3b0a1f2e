import { mkdir, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestBlobs } from '../../../tests/support/test-blobs';
import { fixBlobsListing } from './blobs-listing';

const blobs = useTestBlobs();

/** The emulation's folder for a key prefix (entries/<site>/site:<store>/<prefix>). */
const folderOf = (prefix: string) =>
  path.join(blobs.directory, 'entries', 'test-site', `site:${blobs.storeName}`, prefix);

const KEYS = ['status/pending/a1', 'status/pending/b2', 'status/pending/c3', 'status/pending/d4'];

/**
 * Leaves in a folder what a concurrent write and a concurrent delete leave for a moment: entries the folder lists
 * that are gone when looked at (links to nothing, named to be listed first: Node lists a folder in name order),
 * and a temporary file of a write under way.
 */
async function leaveVanishingEntries(prefix: string) {
  const folder = folderOf(prefix);
  await mkdir(folder, { recursive: true });
  await symlink(path.join(folder, 'renamed-away'), path.join(folder, '.4fzq1x'));
  await symlink(path.join(folder, 'deleted'), path.join(folder, '0-deleted'));
  await writeFile(path.join(folder, '.k3x9tm'), 'a write under way');
}

describe('the local Blobs emulation lists every blob while others come and go', () => {
  it('lists every key, and no temporary file, when entries vanish between reading the folder and each entry', async () => {
    await leaveVanishingEntries('status/pending');
    for (const key of KEYS) await blobs.store.set(key, '{}');
    const { blobs: listed } = await blobs.store.list({ prefix: 'status/pending/' });
    expect(listed.map((blob) => blob.key).sort()).toEqual(KEYS);
  });

  it('lists folders the same way (the rate limit lists its windows as folders)', async () => {
    await leaveVanishingEntries('windows');
    await blobs.store.set('windows/17/x', '{}');
    await blobs.store.set('windows/18/y', '{}');
    const { directories } = await blobs.store.list({ prefix: 'windows/', directories: true });
    expect(directories.sort()).toEqual(['windows/17', 'windows/18']);
  });

  it('answers an empty list for a store with nothing in it', async () => {
    expect((await blobs.store.list({ prefix: 'status/' })).blobs).toEqual([]);
  });
});

describe('the listing fix is guarded by the @netlify/blobs version it was written for', () => {
  it('installs for the installed version and refuses another one, naming what to re-check', () => {
    expect(() => fixBlobsListing()).not.toThrow();
    expect(() => fixBlobsListing('11.2.0')).toThrow(
      /replaces BlobsServer\.walk of @netlify\/blobs 11\.1\.1, but 11\.2\.0 is installed/,
    );
  });
});
