/**
 * Marks a finished build: `dist/.build-complete` is removed when a build starts and written after every other
 * step (this integration is the last), so `npm run serve` refuses a half-written dist/.
 */
import { rm, writeFile } from 'node:fs/promises';
import type { AstroIntegration } from 'astro';

/** The marker's name inside the output folder. */
export const BUILD_MARKER = '.build-complete';

export default function buildComplete(): AstroIntegration {
  let marker: URL | undefined;
  return {
    name: 'build-complete',
    hooks: {
      'astro:config:done': ({ config }) => {
        marker = new URL(BUILD_MARKER, config.outDir);
      },
      'astro:build:start': async () => {
        if (marker) await rm(marker, { force: true });
      },
      'astro:build:done': async ({ dir }) => {
        await writeFile(new URL(BUILD_MARKER, dir), `${new Date().toISOString()}\n`);
      },
    },
  };
}
