/**
 * Clears Astro's content store when the code that parses content changes. Astro clears it only when
 * `src/content.config.ts` itself changes (astro/dist/content/utils.js), not a schema it imports, so a store
 * from an older transform built pages from entries in the old shape. Here a digest of the content config and
 * every module under src/data and src/lib, kept beside the store, removes a store written by other code.
 *
 * Still needed with astro 7.4.8 (re-checked 2026-12-06); 7.4.14 fixes the dev server
 * (https://github.com/withastro/astro/releases/tag/astro%407.4.14): re-check the build when upgrading, and
 * delete this step once a build sees a changed transform without it.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** The store's file and the digest kept beside it, inside Astro's cache folder. */
const STORE = 'data-store.json';
const DIGEST = 'content-code-digest';

/** SHA-256 of the content config and the non-test modules under src/data and src/lib of `root`, in name order. */
export async function contentCodeDigest(root: string): Promise<string> {
  const hash = createHash('sha256');
  const files = ['src/content.config.ts'];
  for (const dir of ['src/data', 'src/lib'])
    for (const entry of await readdir(path.join(root, dir), { recursive: true, withFileTypes: true }))
      if (entry.isFile() && /\.(ts|json)$/.test(entry.name) && !entry.name.endsWith('.test.ts'))
        files.push(path.relative(root, path.join(entry.parentPath, entry.name)));
  for (const file of files.sort())
    hash
      .update(`${file}\0`)
      .update(await readFile(path.join(root, file)))
      .update('\0');
  return hash.digest('hex');
}

/** Removes the store in `cacheDir` unless it was written by code with `digest`; true when it removed one. */
export async function clearStaleStore(cacheDir: string, digest: string): Promise<boolean> {
  const before = await readFile(path.join(cacheDir, DIGEST), 'utf8').catch(() => null);
  if (before === digest) return false;
  await rm(path.join(cacheDir, STORE), { force: true });
  await mkdir(cacheDir, { recursive: true });
  await writeFile(path.join(cacheDir, DIGEST), digest);
  return before !== null;
}

export default function contentStore(): AstroIntegration {
  return {
    name: 'content-store',
    hooks: {
      'astro:config:setup': async ({ config, logger }) => {
        const digest = await contentCodeDigest(fileURLToPath(config.root));
        if (await clearStaleStore(fileURLToPath(config.cacheDir), digest))
          logger.info('the content code changed: content store cleared');
      },
    },
  };
}
