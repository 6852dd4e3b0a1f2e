/**
 * What the steps after the build share: an integration that runs one step once the pages are written
 * (`afterBuild`), and the built files, read a bounded number at a time (`eachFile`, `mapBuiltFiles`).
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration, AstroIntegrationLogger } from 'astro';
import pMap from 'p-map';

/**
 * Built files read or written at once (all at once, 21,500 pages ran out of file handles in the benchmark).
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

/** Every file under `out`, relative to it with the platform's separator, in name order. */
export async function builtFileNames(out: string): Promise<string[]> {
  return (await readdir(out, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile())
    .map((e) => path.relative(out, path.join(e.parentPath, e.name)))
    .sort((a, b) => a.localeCompare(b));
}

/**
 * `work` on each file under `out` whose name ends with one of `endings` (e.g. ['.html']), each with its UTF-8
 * text, the results in name order. A text is held only while its work runs (2 GB of pages ran out of heap).
 */
export async function mapBuiltFiles<R>(
  out: string,
  endings: readonly string[],
  work: (built: { file: string; text: string }) => R | Promise<R>,
): Promise<R[]> {
  const files = (await builtFileNames(out)).filter((file) => endings.some((end) => file.endsWith(end)));
  return eachFile(files, async (file) => work({ file, text: await readFile(path.join(out, file), 'utf8') }));
}
