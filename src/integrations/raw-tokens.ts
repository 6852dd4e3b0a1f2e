/**
 * After the build (and after the search index is written), fails it when any text output in dist/ still holds a
 * raw text token, naming each file and token (the rule and the scan: src/lib/raw-tokens.ts). Reads only the text
 * files, once each.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { findRawTokens, rawTokenMessage, TEXT_OUTPUTS } from '../lib/raw-tokens';

/** The raw tokens in the text outputs under `dir`, files named relative to it. */
export async function scanBuild(dir: string) {
  const files = (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile() && TEXT_OUTPUTS.some((end) => e.name.endsWith(end)))
    .map((e) => path.join(e.parentPath, e.name));
  const outputs = await Promise.all(
    files.map(async (file) => ({ file: path.relative(dir, file), text: await readFile(file, 'utf8') })),
  );
  return findRawTokens(outputs.sort((a, b) => a.file.localeCompare(b.file)));
}

export default function rawTokens(): AstroIntegration {
  return {
    name: 'raw-tokens',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const found = await scanBuild(fileURLToPath(dir));
        if (found.length > 0) throw new Error(rawTokenMessage(found));
        logger.info('no raw text token in the built text files');
      },
    },
  };
}
