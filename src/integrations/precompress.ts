/**
 * Last after the build: writes a Brotli (quality 11) copy beside every text file of dist/ (`vpn/nordvpn.html.br`),
 * which `npm start` (scripts/serve.ts) sends to browsers that accept Brotli, as a CDN serves static text
 * (src/lib/precompress.ts). Netlify's CDN compresses by itself and serves the copies only if asked for by name.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { brotli11, COMPRESSED_FILE } from '../lib/precompress';

export default function precompress(): AstroIntegration {
  return {
    name: 'precompress',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const out = fileURLToPath(dir);
        const files = (await readdir(out, { withFileTypes: true, recursive: true }))
          .filter((e) => e.isFile() && COMPRESSED_FILE.test(e.name))
          .map((e) => path.join(e.parentPath, e.name));
        let raw = 0;
        let compressed = 0;
        await Promise.all(
          files.map(async (file) => {
            const body = await readFile(file);
            const br = await brotli11(body);
            raw += body.length;
            compressed += br.length;
            await writeFile(`${file}.br`, br);
          }),
        );
        logger.info(
          `${files.length} files compressed (Brotli 11): ${(raw / 1e6).toFixed(1)} MB to ${(compressed / 1e6).toFixed(1)} MB`,
        );
      },
    },
  };
}
