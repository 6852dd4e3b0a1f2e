/**
 * The project's .env file, read by every entry point (astro.config.ts for `npm run dev` and builds,
 * scripts/serve.ts for `npm start` and `npm run serve`, the moderation CLI), so one file configures them all.
 * .env.example lists the variables.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Loads `<root>/.env` into process.env when the file exists. A variable already set in the environment
 * wins over the file (so `PORT=9000 npm start` beats PORT in .env). Returns the file's path, or undefined
 * when there is none. Throws on a file Node cannot parse or read.
 */
export function loadEnvFile(root: string = PROJECT_ROOT): string | undefined {
  const file = path.join(root, '.env');
  if (!existsSync(file)) return undefined;
  process.loadEnvFile(file);
  return file;
}
