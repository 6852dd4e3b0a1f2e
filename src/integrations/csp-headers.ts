/**
 * After the build, writes dist/_headers with the site's Content-Security-Policy header: the union of the
 * per-page policies Astro generated (with their script and style hashes) plus frame-ancestors. Netlify and
 * the local emulation read dist/_headers alongside netlify.toml, which holds the other security headers.
 * Then removes the <meta> policy from every page: the header carries the same policy (src/lib/csp.ts says why).
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { headerPolicy, metaPolicy, withoutMetaPolicy } from '../lib/csp';

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
        const files = await htmlFiles(out);
        const pages = await Promise.all(
          files.map(async (file) => ({ file, html: await readFile(file, 'utf8') })),
        );
        const policies = pages.map(({ html }) => metaPolicy(html)).filter((p): p is string => p !== null);
        if (policies.length === 0)
          throw new Error('csp-headers: no page carries a Content-Security-Policy meta tag');
        await writeFile(
          path.join(out, '_headers'),
          `/*\n  Content-Security-Policy: ${headerPolicy(policies)}\n`,
        );
        await Promise.all(pages.map(({ file, html }) => writeFile(file, withoutMetaPolicy(html))));
        logger.info(
          `dist/_headers: Content-Security-Policy from ${policies.length} pages (their <meta> removed)`,
        );
      },
    },
  };
}
