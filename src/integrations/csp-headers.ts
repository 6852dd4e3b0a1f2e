/**
 * After the build, writes dist/_headers with the site's security headers (src/lib/security-headers.ts) and its
 * Content-Security-Policy header: the union of the per-page policies Astro generated (with their script and style
 * hashes) plus frame-ancestors. Netlify and the local emulation read dist/_headers alongside netlify.toml; the
 * function pages read it from their bundle.
 * Then removes the <meta> policy from every page: the header carries the same policy (src/lib/csp.ts says why).
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AstroIntegration } from 'astro';
import { afterBuild, mapBuiltFiles } from './after-build';
import { headerPolicy, metaPolicy, withoutMetaPolicy } from '../lib/csp';
import { headersFile } from '../lib/security-headers';

export default function cspHeaders(): AstroIntegration {
  return afterBuild('csp-headers', async (out, logger) => {
    // Read twice rather than held: the policies first, then each page without its <meta>.
    const policies = (await mapBuiltFiles(out, ['.html'], ({ text }) => metaPolicy(text))).filter(
      (p): p is string => p !== null,
    );
    if (policies.length === 0)
      throw new Error('csp-headers: no page carries a Content-Security-Policy meta tag');
    await writeFile(path.join(out, '_headers'), headersFile(headerPolicy(policies)));
    await mapBuiltFiles(out, ['.html'], ({ file, text }) =>
      writeFile(path.join(out, file), withoutMetaPolicy(text)),
    );
    logger.info(
      `dist/_headers: security headers and the Content-Security-Policy from ${policies.length} pages (their <meta> removed)`,
    );
  });
}
