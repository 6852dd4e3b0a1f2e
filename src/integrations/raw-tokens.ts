/**
 * After the build (and after the search index is written), fails it when any text output in dist/ still holds a
 * raw text token, naming each file and token (the rule and the scan: src/lib/raw-tokens.ts). Reads only the text
 * files, once each.
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { readBuiltFiles } from './built-files';
import { findRawTokens, rawTokenMessage, TEXT_OUTPUTS } from '../lib/raw-tokens';

/** The raw tokens in the text outputs under `dir`, files named relative to it. */
async function scanBuild(dir: string) {
  return findRawTokens(await readBuiltFiles(dir, TEXT_OUTPUTS));
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
