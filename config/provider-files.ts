/**
 * Reads `content/vpn-services/*.json` with the collection's own schema, for Node tools that run outside
 * Astro (the review functions' service list, the sitemap dates, the redirects, the search index, the freshness
 * report and the CLIs). A file that is not valid JSON, or breaks the schema, throws a ContentFileError that names
 * the file first, then the line and column (JSON) or the field (schema).
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { vpnServiceSchema } from '../src/data/schemas';
import type { VpnServiceFile } from '../src/lib/vpn-service';

/** A provider file as the collection reads it, plus its slug (the file name). */
export type ProviderFile = VpnServiceFile;

const PROJECT_ROOT = fileURLToPath(new URL('..', import.meta.url));
const SERVICES_DIR = path.join(PROJECT_ROOT, 'content/vpn-services');

/**
 * A content file an editor must fix. The message starts with the file (relative to the project), then
 * `:line:column` where the place is known, then what is wrong: one line per problem, the first one first.
 * `loc` is the shape Astro's error display reads (terminal and browser overlay), with the absolute path.
 */
export class ContentFileError extends Error {
  readonly loc: { file: string; line?: number; column?: number };

  constructor(file: string, problems: readonly string[], place?: { line: number; column: number }) {
    const shown = path.relative(process.cwd(), file).startsWith('..')
      ? file
      : path.relative(process.cwd(), file);
    const where = place ? `${shown}:${String(place.line)}:${String(place.column)}` : shown;
    super(
      [`${where}: ${problems[0] ?? 'invalid'}`, ...problems.slice(1).map((p) => `  also ${p}`)].join('\n'),
    );
    this.name = 'ContentFileError';
    this.loc = { file, ...place };
  }
}

/** Line and column (from 1) of a character offset of `text`. */
function placeOf(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}

/**
 * The JSON value of `text`, read from `file`. Throws a ContentFileError with the line and column of a syntax
 * error (Node's message gives the character offset: "at position 345").
 */
export function parseJsonFile(file: string, text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const offset = /at position (\d+)/.exec(message)?.[1];
    const reason = message.replace(/\s*in JSON at position \d+(?: \(line \d+ column \d+\))?/, '');
    throw new ContentFileError(
      file,
      [`not valid JSON: ${reason}`],
      offset === undefined ? undefined : placeOf(text, Number(offset)),
    );
  }
}

/** One provider file, parsed and validated. Throws a ContentFileError naming the file, then the field. */
export async function readProviderFile(file: string): Promise<ProviderFile> {
  const result = vpnServiceSchema.safeParse(parseJsonFile(file, await readFile(file, 'utf8')));
  if (!result.success)
    throw new ContentFileError(
      file,
      result.error.issues.map((issue) => `${issue.path.join('.') || '(the whole file)'}: ${issue.message}`),
    );
  return { ...result.data, slug: path.basename(file, '.json') };
}

/** Every provider file, parsed and validated, in file-name order. Throws a ContentFileError on the first bad file. */
export async function readProviderFiles(dir: string = SERVICES_DIR): Promise<ProviderFile[]> {
  const files = (await readdir(dir)).filter((f) => f.endsWith('.json')).sort();
  const read: ProviderFile[] = [];
  for (const file of files) read.push(await readProviderFile(path.join(dir, file)));
  return read;
}
