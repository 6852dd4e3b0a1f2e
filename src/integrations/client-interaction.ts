/**
 * Registers `client:interaction` (src/islands/interaction-directive.ts: hydrate an island on first
 * interaction or near the viewport, replaying an early click). After the build, moves Astro's island runtime
 * out of every page into one file under `_astro/` that the directive loads (src/lib/island-runtime.ts).
 */
import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import runtimeText from 'astro/runtime/server/astro-island.prebuilt.js';
import type { InteractionOptions } from '../islands/interaction-directive';
import { afterBuild, mapBuiltFiles } from './after-build';
import { cspHash } from '../lib/csp';
import { linkIslandRuntime, type IslandRuntime } from '../lib/island-runtime';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Astro declares its directive attributes in this namespace
  namespace Astro {
    interface ClientDirectives {
      'client:interaction'?: boolean | InteractionOptions;
    }
  }
}

/** Astro's runtime, its CSP source and the URL of its file, named by its hash so it is cached until it changes. */
const runtime: IslandRuntime = {
  text: runtimeText,
  hash: cspHash(runtimeText),
  url: `/_astro/astro-island.${createHash('sha256').update(runtimeText).digest('hex').slice(0, 8)}.js`,
};

const linkRuntime = afterBuild('client-interaction', async (out, logger) => {
  const linked = await mapBuiltFiles(out, ['.html'], async ({ file, text }) => {
    let html: string;
    try {
      html = linkIslandRuntime(text, runtime);
    } catch (error) {
      throw new Error(`client-interaction: ${file}: ${(error as Error).message}`, { cause: error });
    }
    if (html === text) return false;
    await writeFile(path.join(out, file), html);
    return true;
  });
  const pages = linked.filter(Boolean).length;
  if (pages === 0) return;
  await writeFile(path.join(out, runtime.url), runtime.text);
  logger.info(
    `Astro's island runtime is ${runtime.url}, loaded when a visitor wakes an island on ${pages} pages`,
  );
});

export default function clientInteraction(): AstroIntegration {
  return {
    name: 'client-interaction',
    hooks: {
      ...linkRuntime.hooks,
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'interaction',
          entrypoint: fileURLToPath(new URL('../islands/interaction-directive.ts', import.meta.url)),
        });
      },
    },
  };
}
