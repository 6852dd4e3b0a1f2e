/**
 * A fix for the listings of Netlify's local Blobs emulation (BlobsServer of @netlify/blobs): when an entry
 * vanishes between reading a folder and looking at it (a concurrent write's temporary file, a deleted blob),
 * its listing stops and answers 200 with what it found so far, so a moderation list misses pending reviews
 * (about one listing in ten under steady writes). The walk below skips vanished entries and the dot-named
 * temporary files. Hosted Blobs needs none of it.
 *
 * Upstream, the unguarded `fs.stat` of each entry in the private `BlobsServer.walk`:
 * https://github.com/netlify/primitives/blob/e5050be1c4c3ece22a4fea2a7027887da13afbef/packages/blobs/src/server.ts#L576
 * and the listing that takes its ENOENT for an empty store and answers 200 with the partial result:
 * https://github.com/netlify/primitives/blob/e5050be1c4c3ece22a4fea2a7027887da13afbef/packages/blobs/src/server.ts#L297-L306
 * (no upstream issue found). It replaces a private method, so another version than `WRITTEN_FOR` stops the
 * local servers with a message saying what to re-check.
 */
import { readdir, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { BlobsServer } from '@netlify/blobs/server';

/** What BlobsServer's walk is given. */
interface WalkOptions {
  directories: boolean;
  path: string;
  prefix: string;
  rootPath: string;
  result: {
    blobs?: { etag: string; key: string; last_modified: string; size: number }[];
    directories?: string[];
  };
}

/** BlobsServer's private statics, which its listing calls (and this module replaces). */
interface BlobsServerStatics {
  walk: (options: WalkOptions) => Promise<void>;
  generateETag: (filePath: string) => Promise<string>;
}

const server = BlobsServer as unknown as BlobsServerStatics;

/** Undefined for an error saying a file or folder is not there (any more); rethrows any other. */
function unlessVanished(error: unknown): undefined {
  if ((error as NodeJS.ErrnoException | undefined)?.code !== 'ENOENT') throw error;
  return undefined;
}

/**
 * Collects the blobs (and, with `directories`, the folders) under `options.path` whose keys can match `prefix`.
 * Throws ENOENT only when `options.path` itself is missing (an empty store), as the emulation expects.
 */
async function walk(options: WalkOptions): Promise<void> {
  const { directories, prefix, result, rootPath } = options;
  for (const entry of await readdir(options.path)) {
    if (entry.startsWith('.')) continue;
    const entryPath = path.join(options.path, entry);
    const key = path.relative(rootPath, entryPath).split(path.sep).join('/');
    if (!prefix.startsWith(key.slice(0, prefix.length))) continue;
    const stats = await stat(entryPath).catch(unlessVanished);
    if (!stats) continue;
    if (!stats.isDirectory()) {
      const etag = await server.generateETag(entryPath);
      result.blobs?.push({ etag, key, last_modified: stats.mtime.toISOString(), size: stats.size });
    } else if (directories && key.startsWith(prefix)) {
      result.directories?.push(key);
    } else {
      await walk({ ...options, path: entryPath }).catch(unlessVanished);
    }
  }
}

/** The @netlify/blobs version whose `BlobsServer.walk` (dist/server.js) this module was checked against. */
const WRITTEN_FOR = '11.1.1';

/**
 * Makes every BlobsServer in this process list with the walk above. Call before starting one; safe to repeat.
 * Throws when `installed` (default: the @netlify/blobs imported here) is not `WRITTEN_FOR`, or has no walk.
 */
export function fixBlobsListing(
  installed = (createRequire(import.meta.url)('@netlify/blobs/package.json') as { version: string }).version,
): void {
  if (installed !== WRITTEN_FOR || typeof server.walk !== 'function') {
    throw new Error(
      `scripts/lib/netlify-local/blobs-listing.ts replaces BlobsServer.walk of @netlify/blobs ${WRITTEN_FOR}, ` +
        `but ${installed} is installed: compare its walk (node_modules/@netlify/blobs/dist/server.js) with the ` +
        `one in that file, then update WRITTEN_FOR, or delete the fix if the new version skips vanished entries.`,
    );
  }
  server.walk = walk;
}
