/**
 * After the build, indexes the site search's documents (src/lib/search-docs.ts: every indexable page and FAQ
 * answer, with each provider's names and aliases) into dist/search-index.json (MiniSearch) and what results
 * show into dist/search-docs.json.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AstroIntegration } from 'astro';
import { afterBuild, mapBuiltFiles } from './after-build';
import { readProviderFiles } from '../../config/provider-files';
import { providerAliases } from '../lib/provider-aliases';
import { pageParts, pathOfFile, searchDocs, type PageParts } from '../lib/search-docs';
import { SEARCH_DOCS_PATH, SEARCH_INDEX_PATH, serializeIndex, shownDocs } from '../lib/search-engine';

export default function searchIndex(): AstroIntegration {
  return afterBuild('search-index', async (out, logger) => {
    const pages = (
      await mapBuiltFiles(out, ['.html'], ({ file, text }) => pageParts(text, pathOfFile(file)))
    ).filter((page): page is PageParts => page !== null);
    const names = new Map(
      (await readProviderFiles()).map((p) => [
        p.slug,
        [p.name, ...new Set([p.slug, ...providerAliases(p).map((a) => a.toLowerCase())])].join(' '),
      ]),
    );
    const docs = searchDocs(pages, names);
    const index = serializeIndex(docs);
    const shown = JSON.stringify(shownDocs(docs));
    await writeFile(path.join(out, SEARCH_INDEX_PATH), index);
    await writeFile(path.join(out, SEARCH_DOCS_PATH), shown);
    const kb = (text: string) => `${String(Math.round(Buffer.byteLength(text) / 1024))} KB`;
    logger.info(
      `dist${SEARCH_INDEX_PATH} (${kb(index)}) and dist${SEARCH_DOCS_PATH} (${kb(shown)}): ${String(docs.length)} documents from ${String(pages.length)} pages`,
    );
  });
}
