/**
 * npm run content:check [-- --as-of YYYY-MM-DD]: per provider, how many facts are checked, compiled only or
 * unknown, and which are past the cadence (provider pages 92 days, comparison 31 days). Exits 1 when any fact is
 * past its cadence, 2 on a bad argument (a day the calendar lacks, a missing folder or one without provider files)
 * or a provider file to fix. Not part of `npm test`, so time passing never breaks CI.
 * `--as-of` evaluates on another day (default: today, UTC); `--services <folder>` reads the provider files of
 * another folder (default: content/vpn-services; a relative path counts from the folder the command was typed in).
 */
import { parseArgs } from 'node:util';
import { readProviderFiles } from '../config/provider-files';
import { freshnessReport, overdueCount, providerFreshness } from '../src/lib/freshness';
import { dayArgument, providerFolderArgument } from './lib/cli-args';
import { userPath } from './lib/user-path';

try {
  const { values } = parseArgs({ options: { 'as-of': { type: 'string' }, services: { type: 'string' } } });
  const asOf = values['as-of'];
  const now = asOf === undefined ? new Date() : new Date(`${dayArgument('--as-of', asOf)}T12:00:00Z`);
  const folder =
    values.services === undefined
      ? undefined
      : await providerFolderArgument('--services', userPath(values.services));
  const report = providerFreshness(await readProviderFiles(folder), now);
  console.log(freshnessReport(report));
  process.exitCode = overdueCount(report) > 0 ? 1 : 0;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 2;
}
