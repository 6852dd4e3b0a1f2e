/** The project's .env file, read by every entry point, so one file configures them all (see .env.example). */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Loads `<root>/.env` into process.env when it exists; the environment wins over the file. Returns its path,
 * or undefined when there is none. Throws on a file Node cannot parse or read.
 */
export function loadEnvFile(root: string = PROJECT_ROOT): string | undefined {
  const file = path.join(root, '.env');
  if (!existsSync(file)) return undefined;
  process.loadEnvFile(file);
  return file;
}
