/**
 * Prints the content freshness report at the start of every build (a warning, never a failure: time passing
 * must not break a build). `npm run content:check` is the failing version of the same check.
 */
import type { AstroIntegration } from 'astro';
import { freshnessReport, overdueCount, providerFreshness } from '../lib/freshness';
import { readServices } from '../../config/provider-files';

export default function contentFreshness(): AstroIntegration {
  return {
    name: 'content-freshness',
    hooks: {
      'astro:build:start': async ({ logger }) => {
        const report = providerFreshness(await readServices(), new Date());
        if (overdueCount(report) === 0) logger.info(freshnessReport(report));
        else logger.warn(freshnessReport(report));
      },
    },
  };
}
