/**
 * After the build, writes dist/_headers with the site's Content-Security-Policy header: the union of the
 * per-page policies Astro generated (with their script and style hashes) plus frame-ancestors. Netlify and
 * the local emulation read dist/_headers alongside netlify.toml, which holds the other security headers.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { headerPolicy, metaPolicy } from '../lib/csp';

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => path.join(e.parentPath, e.name));
}

export default function cspHeaders(): AstroIntegration {
  return {
    name: 'csp-headers',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const out = fileURLToPath(dir);
        const policies = (
          await Promise.all(
            (await htmlFiles(out)).map(async (file) => metaPolicy(await readFile(file, 'utf8'))),
          )
        ).filter((p): p is string => p !== null);
        if (policies.length === 0)
          throw new Error('csp-headers: no page carries a Content-Security-Policy meta tag');
        await writeFile(
          path.join(out, '_headers'),
          `/*\n  Content-Security-Policy: ${headerPolicy(policies)}\n`,
        );
        logger.info(`dist/_headers: Content-Security-Policy from ${policies.length} pages`);
      },
    },
  };
}
