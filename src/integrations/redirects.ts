/**
 * After the build, writes dist/_redirects from the provider files: the compare pages' redirects
 * (src/lib/compare.ts) and the provider aliases (src/lib/provider-aliases.ts), 301 to the canonical page.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AstroIntegration } from 'astro';
import { afterBuild } from './after-build';
import { readProviderFiles } from '../../config/provider-files';
import { compareRedirects, presetRedirects } from '../lib/compare';
import { PRESETS } from '../lib/score';
import { aliasRedirects } from '../lib/provider-aliases';

export default function redirectsFile(): AstroIntegration {
  return afterBuild('redirects', async (out, logger) => {
    const providers = await readProviderFiles();
    const compare = [
      ...presetRedirects(Object.keys(PRESETS)),
      ...compareRedirects(providers.map((p) => p.slug)),
    ];
    const aliases = aliasRedirects(providers);
    await writeFile(path.join(out, '_redirects'), `${[...aliases, ...compare].join('\n')}\n`);
    logger.info(
      `dist/_redirects: ${String(aliases.length)} provider aliases and ${String(compare.length)} compare redirects for ${String(providers.length)} providers`,
    );
  });
}
