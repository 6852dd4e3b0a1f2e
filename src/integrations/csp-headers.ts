/**
 * After the build, writes dist/_headers: the security headers and a Content-Security-Policy header, the union
 * of the pages' policies plus frame-ancestors (src/lib/csp.ts). Then removes every page's <meta> policy.
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
