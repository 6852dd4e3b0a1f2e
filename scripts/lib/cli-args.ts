/** The rule for a bad argument: one line saying what it wants, and exit code 2 (1 is the command's "no"). */
import { readdir, stat } from 'node:fs/promises';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { isCalendarDay } from '../../src/lib/dates';

/** A bad command-line argument: printed as one line, exit code 2. */
export class ArgumentError extends Error {}

/**
 * The command line as parseArgs reads it with `config`; its refusals become one ArgumentError line ending
 * with `usage`: "Unknown option '--bogus'. Usage: npm run bench [-- …]".
 */
export function readCommandLine<const Config extends ParseArgsConfig>(config: Config, usage: string) {
  try {
    return parseArgs(config);
  } catch (error) {
    if (!String((error as { code?: unknown }).code).startsWith('ERR_PARSE_ARGS')) throw error;
    // Node's first sentence says what is wrong ("Unknown option '--bogus'"); its advice on '--' is not for editors.
    throw new ArgumentError(`${(error as Error).message.split('. ')[0] ?? ''}. ${usage}`);
  }
}

/** `value` as a real calendar day YYYY-MM-DD; refuses "2026-02-30", "2026-11-5" or "yesterday". */
export function dayArgument(option: string, value: string): string {
  if (!isCalendarDay(value))
    throw new ArgumentError(`${option} wants a date like 2026-12-31, not "${value}"`);
  return value;
}

/** Refuses `folder` unless it is a folder. */
async function mustBeFolder(option: string, folder: string): Promise<void> {
  const isFolder = await stat(folder).then(
    (s) => s.isDirectory(),
    () => false,
  );
  if (!isFolder) throw new ArgumentError(`${option}: there is no folder ${folder}`);
}

/** `folder`, which must exist and hold at least one `.json` file (provider files). */
export async function providerFolderArgument(option: string, folder: string): Promise<string> {
  await mustBeFolder(option, folder);
  if (!(await readdir(folder)).some((name) => name.endsWith('.json')))
    throw new ArgumentError(`${option}: the folder ${folder} holds no provider files (*.json)`);
  return folder;
}

/** `folder`, a content folder: it must exist and hold a folder of provider files, vpn-services/. */
export async function contentFolderArgument(option: string, folder: string): Promise<string> {
  await mustBeFolder(option, folder);
  if (!(await readdir(folder)).includes('vpn-services'))
    throw new ArgumentError(
      `${option}: the folder ${folder} is no content folder (it holds no vpn-services/)`,
    );
  return folder;
}
