/**
 * Keeps the review functions' list of VPN services (config/service-directory.ts) in step with
 * content/vpn-services/: written when Astro loads its config (build, dev, sync, check), and again in `astro dev`
 * whenever a provider file is added, changed or removed.
 */
import path from 'node:path';
import type { AstroIntegration } from 'astro';
import { writeServiceDirectory } from '../../config/service-directory';

export default function serviceDirectory(): AstroIntegration {
  return {
    name: 'service-directory',
    hooks: {
      'astro:config:setup': async () => {
        await writeServiceDirectory();
      },
      'astro:server:setup': ({ server, logger }) => {
        const folder = path.join(server.config.root, 'content', 'vpn-services');
        const rewrite = (file: string) => {
          if (path.dirname(file) !== folder || !file.endsWith('.json')) return;
          writeServiceDirectory().then(
            (wrote) =>
              wrote && logger.info('the review functions\u2019 list of services follows the content'),
            (error: unknown) => logger.error(String(error)),
          );
        };
        for (const event of ['add', 'change', 'unlink']) server.watcher.on(event, rewrite);
      },
    },
  };
}
