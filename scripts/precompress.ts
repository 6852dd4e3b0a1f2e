/**
 * `npm run build`'s step after `astro build`: a Brotli 11 copy beside every text file of dist/
 * (`vpn/nordvpn.html.br`), which `npm start` sends to browsers that accept Brotli (Netlify's CDN compresses
 * by itself). `npm run build:pages` (`npm test`'s) skips it; `npm run test:budgets` runs it for Lighthouse.
 *
 * Usage: tsx scripts/precompress.ts [dist folder, default dist]. Exit 2 for a folder that is not a build.
 */
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotli11, COMPRESSED_FILE } from '../src/lib/precompress';
import { eachFile } from '../src/integrations/after-build';
import { isMain } from './lib/is-main';

const USAGE = 'usage: tsx scripts/precompress.ts [dist folder]';

/** Writes `<file>.br` beside each text file under `dist`; the total sizes in bytes, raw and compressed. */
export async function precompress(dist: string): Promise<{ files: number; raw: number; compressed: number }> {
  const files = (await readdir(dist, { withFileTypes: true, recursive: true }))
    .filter((e) => e.isFile() && COMPRESSED_FILE.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
  let raw = 0;
  let compressed = 0;
  await eachFile(files, async (file) => {
    const body = await readFile(file);
    const br = await brotli11(body);
    raw += body.length;
    compressed += br.length;
    await writeFile(`${file}.br`, br);
  });
  return { files: files.length, raw, compressed };
}

if (isMain(import.meta.url)) {
  const args = process.argv.slice(2);
  const dist = path.resolve(args[0] ?? 'dist');
  if (args.length > 1 || args[0]?.startsWith('-')) {
    console.error(USAGE);
    process.exit(2);
  }
  if (!existsSync(path.join(dist, 'index.html'))) {
    console.error(`no built site in ${dist}: run astro build first`);
    process.exit(2);
  }
  const { files, raw, compressed } = await precompress(dist);
  console.log(
    `[precompress] ${files} files compressed (Brotli 11): ${(raw / 1e6).toFixed(1)} MB to ${(compressed / 1e6).toFixed(1)} MB`,
  );
}
