/**
 * Prints the content freshness report as a build starts (a warning, never a failure); content:check fails.
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
        logger[overdueCount(report) === 0 ? 'info' : 'warn'](freshnessReport(report));
      },
    },
  };
}
