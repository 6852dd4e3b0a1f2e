/**
 * What the steps after the build share (critical CSS, CSP header, redirects, search index, raw-token scan): an
 * integration that runs one step once the pages are written (`afterBuild`), and the built files it reads
 * (`readBuiltFiles`: every file under the output folder whose name ends with one of `endings`, named relative to
 * it with the platform's separator, in name order, each with its text as UTF-8).
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration, AstroIntegrationLogger } from 'astro';

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
