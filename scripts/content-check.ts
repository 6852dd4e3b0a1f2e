/**
 * npm run content:check: fails (exit 1) when a provider review is past the quarterly cadence or its comparison
 * data past the monthly one, listing what to update. Not part of `npm test`, so time passing never breaks CI.
 */
import { readProviderFiles } from '../src/build/provider-files';
import { freshnessReport, staleContent } from '../src/lib/freshness';

const stale = staleContent(await readProviderFiles(), new Date());
console.log(freshnessReport(stale));
process.exitCode = stale.length > 0 ? 1 : 0;
