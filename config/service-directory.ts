/**
 * Writes the review functions' list of VPN services (src/server/services.generated.json: id, slug and name of
 * every file in content/vpn-services/, in slug order) from the content folder, so a new provider file needs no
 * code change. Run by the Astro integration src/integrations/service-directory.ts (at `astro build`, `astro dev`,
 * `astro sync` and `astro check`) and before the unit tests (`setup`, Vitest's global setup). The file is
 * git-ignored: it is always written from the content before anything reads it.
 */
import { readFile, rename, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { readProviderFiles } from './provider-files';

/** Where the functions read the list from (src/server/service-directory.ts imports it). */
export const SERVICE_DIRECTORY_FILE = fileURLToPath(
  new URL('../src/server/services.generated.json', import.meta.url),
);
const SERVICES_DIR = fileURLToPath(new URL('../content/vpn-services', import.meta.url));

/**
 * Writes the list of the provider files in `from` to `to`, unless it holds that list already (so a dev server
 * does not reload for nothing), through a temporary file renamed over it: `npm test` starts the build and the unit
 * tests together and each writes the list, so neither may read it half written. Returns whether it wrote. Throws,
 * naming the file and field, on a provider file that breaks the collection's schema.
 */
export async function writeServiceDirectory(
  from: string = SERVICES_DIR,
  to: string = SERVICE_DIRECTORY_FILE,
): Promise<boolean> {
  const services = (await readProviderFiles(from))
    .map(({ id, slug, name }) => ({ id, slug, name }))
    .sort((a, b) => a.slug.localeCompare(b.slug));
  const text = `${JSON.stringify(services, null, 2)}\n`;
  const current = await readFile(to, 'utf8').catch(() => undefined);
  if (current === text) return false;
  const temporary = `${to}.${String(process.pid)}.tmp`;
  await writeFile(temporary, text);
  await rename(temporary, to);
  return true;
}

/** Vitest's global setup of the unit tests: the list exists before any test imports the functions' code. */
export async function setup(): Promise<void> {
  await writeServiceDirectory();
}
