/**
 * After the build, writes dist/_redirects with the compare pages' redirects (src/lib/compare.ts): reversed pair
 * paths and the picker's /compare?a=..&b=.. queries, all 301 to the canonical pair page. Generated from the
 * provider files so they cannot drift from the pages. Netlify and the local server read dist/_redirects before
 * netlify.toml's rules.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { readProviderFiles } from '../../config/provider-files';
import { compareRedirects } from '../lib/compare';

export default function compareRedirectsFile(): AstroIntegration {
  return {
    name: 'compare-redirects',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const slugs = (await readProviderFiles()).map((p) => p.slug);
        const lines = compareRedirects(slugs);
        await writeFile(path.join(fileURLToPath(dir), '_redirects'), `${lines.join('\n')}\n`);
        logger.info(
          `dist/_redirects: ${String(lines.length)} compare redirects for ${String(slugs.length)} providers`,
        );
      },
    },
  };
}
