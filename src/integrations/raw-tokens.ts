/**
 * After the build (and the search index), fails it when a text file in dist/ still holds a raw text token,
 * naming each file and token (src/lib/raw-tokens.ts).
 */
import type { AstroIntegration } from 'astro';
import { afterBuild, mapBuiltFiles } from './after-build';
import { findRawTokens, rawTokenMessage, TEXT_OUTPUTS } from '../lib/raw-tokens';

export default function rawTokens(): AstroIntegration {
  return afterBuild('raw-tokens', async (out, logger) => {
    const found = (await mapBuiltFiles(out, TEXT_OUTPUTS, (output) => findRawTokens([output]))).flat();
    if (found.length > 0) throw new Error(rawTokenMessage(found));
    logger.info('no raw text token in the built text files');
  });
}
