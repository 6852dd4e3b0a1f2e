/**
 * npm run content:check: fails (exit 1) when a provider review is past the quarterly cadence or its comparison
 * data past the monthly one, listing what to update. Not part of `npm test`, so time passing never breaks CI.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freshnessReport, staleContent, type FreshnessFields } from '../src/lib/freshness';

const SERVICES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../content/vpn-services');

/** The review and comparison dates of every provider file. */
export async function readProviderDates(): Promise<FreshnessFields[]> {
  const files = (await readdir(SERVICES)).filter((f) => f.endsWith('.json'));
  return Promise.all(
    files.map(async (file) => {
      const data = JSON.parse(await readFile(path.join(SERVICES, file), 'utf8')) as {
        reviewedAt: string;
        comparison: Record<string, { verifiedAt: string }>;
      };
      return {
        slug: file.replace(/\.json$/, ''),
        reviewedAt: new Date(data.reviewedAt),
        comparison: Object.fromEntries(
          Object.entries(data.comparison).map(([k, v]) => [k, { verifiedAt: new Date(v.verifiedAt) }]),
        ),
      };
    }),
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const stale = staleContent(await readProviderDates(), new Date());
  console.log(freshnessReport(stale));
  process.exitCode = stale.length > 0 ? 1 : 0;
}
