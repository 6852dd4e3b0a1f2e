/**
 * Reads `content/vpn-services/*.json` with the collection's own schema, for Node tools that run outside
 * Astro (the build's freshness report and `npm run content:check`). A file that breaks the schema throws,
 * naming the file and the field, exactly as the build would fail.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { vpnServiceSchema } from '../src/data/schemas';
import type { VpnServiceFile } from '../src/lib/vpn-service';

/** A provider file as the collection reads it, plus its slug (the file name). */
export type ProviderFile = VpnServiceFile;

const SERVICES_DIR = fileURLToPath(new URL('../content/vpn-services', import.meta.url));

/** Every provider file, parsed and validated. Throws an Error naming the file and field on the first bad file. */
export async function readProviderFiles(dir: string = SERVICES_DIR): Promise<ProviderFile[]> {
  const files = (await readdir(dir)).filter((f) => f.endsWith('.json')).sort();
  return Promise.all(
    files.map(async (file) => {
      const result = vpnServiceSchema.safeParse(JSON.parse(await readFile(path.join(dir, file), 'utf8')));
      if (!result.success) {
        const issue = result.error.issues[0];
        throw new Error(`${file}: ${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`);
      }
      return { ...result.data, slug: file.replace(/\.json$/, '') };
    }),
  );
}
