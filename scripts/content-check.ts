/**
 * npm run content:check [-- --as-of YYYY-MM-DD]: per provider, how many facts are checked, compiled only or
 * unknown, and which are past the cadence (provider pages 92 days, comparison 31 days). Exits 1 when any fact
 * is past its cadence, 2 on a bad argument or a content file to fix (every rule the build checks). Not part
 * of `npm test`, so time passing never breaks CI. `--as-of` evaluates on another day (default today, UTC);
 * `--content <folder>` checks another content folder whole; `--services <folder>` reads only the provider
 * files of a folder, with the sources of the folder above it (paths relative to where the command ran).
 */
import { checkContent, readServices, readSourceRegistry } from '../config/provider-files';
import { publishServices } from '../src/lib/vpn-service';
import { freshnessReport, overdueCount, providerFreshness } from '../src/lib/freshness';
import {
  ArgumentError,
  contentFolderArgument,
  dayArgument,
  providerFolderArgument,
  readCommandLine,
} from './lib/cli-args';
import { userPath } from './lib/user-path';

const USAGE =
  'Usage: npm run content:check [-- --as-of YYYY-MM-DD] [--content <folder> | --services <folder>]';

try {
  const { values } = readCommandLine(
    { options: { 'as-of': { type: 'string' }, content: { type: 'string' }, services: { type: 'string' } } },
    USAGE,
  );
  const asOf = values['as-of'];
  const now = asOf === undefined ? new Date() : new Date(`${dayArgument('--as-of', asOf)}T12:00:00Z`);
  if (values.content !== undefined && values.services !== undefined)
    throw new ArgumentError('--content and --services: give one of them, not both');
  const content =
    values.content === undefined
      ? undefined
      : await contentFolderArgument('--content', userPath(values.content));
  const providers =
    values.services === undefined
      ? publishServices(await checkContent(content), await readSourceRegistry(content, now))
      : await readServices(await providerFolderArgument('--services', userPath(values.services)), now);
  const report = providerFreshness(providers, now);
  console.log(freshnessReport(report));
  process.exitCode = overdueCount(report) > 0 ? 1 : 0;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 2;
}
