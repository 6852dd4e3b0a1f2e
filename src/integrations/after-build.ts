/**
 * What the steps after the build share (critical CSS, CSP header, redirects, search index, raw-token scan, dead
 * links): an integration that runs one step once the pages are written (`afterBuild`), and the built files it reads
 * (`mapBuiltFiles`: the work of a step on every file under the output folder whose name ends with one of
 * `endings`, named relative to it with the platform's separator, in name order, each with its text as UTF-8;
 * `builtFileNames`: every file's name), a bounded number of files at a time (`eachFile`).
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration, AstroIntegrationLogger } from 'astro';
import pMap from 'p-map';

/**
 * Built files read or written at once by a step: enough to keep the disk busy, far under any limit on open files.
 * All at once, a site of 200 providers (21,500 pages) ran out of file handles (EMFILE) in the benchmark.
 */
export const FILES_AT_ONCE = 64;

/** `work` on each item, FILES_AT_ONCE at a time, the results in the items' order. */
export function eachFile<T, R>(items: readonly T[], work: (item: T) => Promise<R>): Promise<R[]> {
  return pMap(items, work, { concurrency: FILES_AT_ONCE });
}

/** An integration named `name` that runs `step` on the output folder (a path) when `astro build` is done. */
export function afterBuild(
  name: string,
  step: (out: string, logger: AstroIntegrationLogger) => Promise<void>,
): AstroIntegration {
  return { name, hooks: { 'astro:build:done': ({ dir, logger }) => step(fileURLToPath(dir), logger) } };
}

/** A built file: its path relative to the output folder, and its text. */
export interface BuiltFile {
  file: string;
  text: string;
}

/** Every file under `out`, relative to it with the platform's separator, in name order. */
export async function builtFileNames(out: string): Promise<string[]> {
  return (await readdir(out, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile())
    .map((e) => path.relative(out, path.join(e.parentPath, e.name)))
    .sort((a, b) => a.localeCompare(b));
}

/**
 * `work` on each file under `out` whose name ends with one of `endings` (e.g. ['.html']), the results in name
 * order. A file's text is held only while its work runs: a site of 200 providers (21,500 pages, about 2 GB of
 * HTML) read whole ran out of Node's heap in the benchmark.
 */
export async function mapBuiltFiles<R>(
  out: string,
  endings: readonly string[],
  work: (file: BuiltFile) => R | Promise<R>,
): Promise<R[]> {
  const files = (await builtFileNames(out)).filter((file) => endings.some((end) => file.endsWith(end)));
  return eachFile(files, async (file) => work({ file, text: await readFile(path.join(out, file), 'utf8') }));
}
