/** Whether a script module is the entry point (`tsx scripts/x.ts`), for scripts that are also imported. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** True when `importMetaUrl` is the module Node started; works for paths with spaces and other escapes. */
export function isMain(importMetaUrl: string): boolean {
  const entry = process.argv[1];
  return entry !== undefined && path.resolve(entry) === fileURLToPath(importMetaUrl);
}
