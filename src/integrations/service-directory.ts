/**
 * Writes the provider file's JSON Schema for editors (config/editor-schema.ts), checks the content
 * (config/provider-files.ts checkContent) and keeps the review functions' list of VPN services
 * (config/service-directory.ts) in step with content/vpn-services/: written when Astro loads its config (build,
 * dev, sync, check), and again in `astro dev` whenever a content file is added, changed or removed.
 *
 * A content file an editor broke (invalid JSON, a field against the schema, a reused id or slug, a review without
 * its provider, an impossible day in frontmatter) is reported with its file first, then its line and column and
 * field, and the last good list is kept:
 * - at config time it is logged, not thrown, so the message comes first and `astro build` fails where the content
 *   layer reads the file, rather than with "Unable to load your Astro config" (`astro dev` stops there too, on a
 *   file against its schema); what the content layer cannot see (the rules between files, frontmatter as written)
 *   fails the build when it starts, before a page is written, and lets `astro dev` start, answering 500 as below;
 * - in `astro dev`, while the file stays broken, the browser shows the error instead of the last good page: every
 *   page request answers 500 with it until the file is fixed, and pages already open show it in Astro's error overlay (sent as an HMR error).
 */
import path from 'node:path';
import type { AstroIntegration } from 'astro';
import { checkContent, ContentFileError } from '../../config/provider-files';
import { writeEditorSchema } from '../../config/editor-schema';
import { writeServiceDirectory } from '../../config/service-directory';
import { contentErrorPage } from '../lib/content-error-page';

export default function serviceDirectory(): AstroIntegration {
  /** The broken provider file's error while there is one (`astro dev`). */
  let broken: ContentFileError | undefined;
  return {
    name: 'service-directory',
    hooks: {
      'astro:config:setup': async ({ logger }) => {
        // The provider file's JSON Schema for editors (.vscode/settings.json maps it onto the files).
        await writeEditorSchema();
        try {
          await checkContent();
          await writeServiceDirectory();
        } catch (error) {
          if (!(error instanceof ContentFileError)) throw error;
          broken = error;
          logger.error(error.message);
        }
      },
      'astro:build:start': () => {
        if (broken) throw broken;
      },
      'astro:server:setup': ({ server, logger }) => {
        const folder = path.join(server.config.root, 'content');
        const rewrite = (file: string) => {
          if (!file.startsWith(folder + path.sep) || !/\.(json|mdx?)$/.test(file)) return;
          checkContent()
            .then(() => writeServiceDirectory())
            .then(
              (wrote) => {
                if (broken) logger.info('the content files are valid again');
                broken = undefined;
                if (wrote) logger.info('the review functions\u2019 list of services follows the content');
              },
              (error: unknown) => {
                if (!(error instanceof ContentFileError)) {
                  logger.error(String(error));
                  return;
                }
                broken = error;
                logger.error(error.message);
                server.hot.send({
                  type: 'error',
                  err: {
                    message: error.message,
                    stack: '',
                    ...(error.loc.line === undefined
                      ? {}
                      : {
                          loc: { file: error.loc.file, line: error.loc.line, column: error.loc.column ?? 1 },
                        }),
                  },
                });
              },
            );
        };
        for (const event of ['add', 'change', 'unlink']) server.watcher.on(event, rewrite);
        server.middlewares.use((req, res, next) => {
          const wantsPage = req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');
          if (!broken || !wantsPage) {
            next();
            return;
          }
          res.statusCode = 500;
          res.setHeader('content-type', 'text/html; charset=utf-8');
          res.end(contentErrorPage(broken.message));
        });
      },
    },
  };
}
