/**
 * Prints the content freshness report at the start of every build (a warning, never a failure: time passing
 * must not break a build). `npm run content:check` is the failing version of the same check.
 */
import type { AstroIntegration } from 'astro';
import { freshnessReport, staleContent } from '../lib/freshness';
import { readProviderFiles } from '../build/provider-files';

export default function contentFreshness(): AstroIntegration {
  return {
    name: 'content-freshness',
    hooks: {
      'astro:build:start': async ({ logger }) => {
        const stale = staleContent(await readProviderFiles(), new Date());
        if (stale.length === 0) logger.info(freshnessReport(stale));
        else logger.warn(freshnessReport(stale));
      },
    },
  };
}
