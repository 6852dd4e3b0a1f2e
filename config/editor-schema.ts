/**
 * The JSON Schema of a provider file as an editor writes it, for completion and inline errors (mapped onto
 * content/vpn-services/*.json by .vscode/settings.json). Written to .astro/editor/ whenever Astro loads its
 * config, never committed; `npm run content:check` checks the rules it cannot state.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { toJsonSchema } from '../src/lib/json-schema';
import { vpnServiceSchema } from '../src/lib/schemas';

/** Where the schema is written, relative to the project. */
const EDITOR_SCHEMA_PATH = '.astro/editor/vpn-service.schema.json';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The provider file's JSON Schema (draft 2020-12), dates as days ("2026-11-21", format `date`). */
export function providerFileSchema(): object {
  const { $schema, ...schema } = toJsonSchema(vpnServiceSchema, 'input', 'date');
  return { $schema, title: 'VPN Compass provider file (content/vpn-services/<slug>.json)', ...schema };
}

/** Writes the schema under the project (or `root`); returns the file written. */
export async function writeEditorSchema(root: string = ROOT): Promise<string> {
  const file = path.join(root, EDITOR_SCHEMA_PATH);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify(providerFileSchema(), null, 2)}\n`);
  return file;
}
