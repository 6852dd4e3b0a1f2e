/**
 * Writes the provider file's JSON Schema for editors (config/editor-schema.ts) and keeps the review functions'
 * list of VPN services (config/service-directory.ts) in step with
 * content/vpn-services/: written when Astro loads its config (build, dev, sync, check), and again in `astro dev`
 * whenever a provider file is added, changed or removed.
 *
 * A provider file an editor broke (invalid JSON, or a field against the schema) is reported with its file first,
 * then its line and column or field (config/provider-files.ts), and the last good list is kept:
 * - at config time it is logged, not thrown, so `astro dev` starts and `astro build` fails where the content layer
 *   reads the file, rather than with "Unable to load your Astro config";
 * - in `astro dev`, while the file stays broken, the browser shows the error instead of the last good page: every
 *   page request answers 500 with it until the file is fixed, and pages already open show it in Astro's error overlay (sent as an HMR error).
 */
import path from 'node:path';
import type { AstroIntegration } from 'astro';
import { ContentFileError } from '../../config/provider-files';
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
          await writeServiceDirectory();
        } catch (error) {
          if (!(error instanceof ContentFileError)) throw error;
          broken = error;
          logger.error(error.message);
        }
      },
      'astro:server:setup': ({ server, logger }) => {
        const folder = path.join(server.config.root, 'content', 'vpn-services');
        const rewrite = (file: string) => {
          if (path.dirname(file) !== folder || !file.endsWith('.json')) return;
          writeServiceDirectory().then(
            (wrote) => {
              if (broken) logger.info('the provider files are valid again');
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
                    : { loc: { file: error.loc.file, line: error.loc.line, column: error.loc.column ?? 1 } }),
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
