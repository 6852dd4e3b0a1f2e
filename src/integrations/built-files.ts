/**
 * The built files that the steps after the build read (critical CSS, CSP header, search index, raw-token scan):
 * every file under `out` (the build's `dir`) whose name ends with one of `endings`, named relative to `out` with
 * `/` or the platform's separator, in name order, each with its text (UTF-8).
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** A built file: its path relative to the output folder, and its text. */
export interface BuiltFile {
  file: string;
  text: string;
}

/** Reads the files under `out` whose names end with one of `endings` (e.g. ['.html']), in name order. */
export async function readBuiltFiles(out: string, endings: readonly string[]): Promise<BuiltFile[]> {
  const files = (await readdir(out, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile() && endings.some((end) => e.name.endsWith(end)))
    .map((e) => path.relative(out, path.join(e.parentPath, e.name)))
    .sort((a, b) => a.localeCompare(b));
  return Promise.all(
    files.map(async (file) => ({ file, text: await readFile(path.join(out, file), 'utf8') })),
  );
}
