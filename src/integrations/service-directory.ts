/**
 * Writes the provider file's JSON Schema for editors (config/editor-schema.ts), checks the content
 * (config/provider-files.ts checkContent) and writes the review functions' list of VPN services
 * (config/service-directory.ts) when Astro loads its config, and in `astro dev` on every content change.
 *
 * A broken content file is reported with its file, line, column and field, and the last good list is kept:
 * - at config time it is logged, not thrown (else "Unable to load your Astro config" would hide it); the
 *   build then fails as it starts, before a page is written;
 * - in `astro dev`, while it stays broken, every page request answers 500 with the error, and open pages show
 *   it in Astro's error overlay.
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
