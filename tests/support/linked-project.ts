/**
 * A folder of links standing in for the project, for a server started on it (scripts/serve.ts `startServer`, the
 * kill test, the benchmark, the site and browser tests): the server finds the build, the functions and what they
 * import through the links, and keeps its Blobs store under the folder's own .netlify/, so it never touches the
 * reviews a developer keeps under the project's.
 */
import { mkdtemp, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** What a server needs from the project: the build, the functions, their sources and content, the settings. */
const SERVED_ENTRIES = [
  'dist',
  'netlify',
  'src',
  'content',
  'netlify.toml',
  'package.json',
  'node_modules',
] as const;

/**
 * Makes a new folder in the system's temporary folder, named `prefix` and a random tail, with a link to each of
 * `entries` of the project (a missing entry gives a dangling link). The caller removes the folder.
 * @returns the folder's absolute path.
 */
export async function linkProject(
  prefix: string,
  entries: readonly string[] = SERVED_ENTRIES,
): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), prefix));
  for (const entry of entries) await symlink(path.join(PROJECT_ROOT, entry), path.join(root, entry));
  return root;
}
