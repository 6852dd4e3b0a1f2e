/**
 * Writes the review functions' list of VPN services (src/server/services.generated.json, git-ignored: id,
 * slug and name of every provider file, in slug order), from Astro's integration and before the unit tests.
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
 * Writes the list of the provider files in `from` to `to` unless it holds it already, through a temporary
 * file renamed over it (the build and the unit tests write it at once). Returns whether it wrote. Throws,
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
