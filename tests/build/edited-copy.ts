/**
 * A temporary copy of the project with some files edited, built once with `astro build`, for tests that show an
 * editor's change reaching every page. The copy holds the project's files as they are in the working tree (tracked
 * and new, not ignored) and links node_modules; Astro's and Vite's caches live inside the copy, so the build reads
 * nothing cached from the real project and writes nothing into it. Several tests share one build: pass all their
 * edits to one call.
 */
import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** One edit: a file of the project (relative path) and its new text from the old (null when the file is new). */
export interface Edit {
  file: string;
  change: (text: string | null) => string;
}

/** A built copy: its folder, its dist/ and a way to remove it. */
export interface EditedBuild {
  root: string;
  dist: string;
  /** The text of a built file, e.g. "vpn/nordvpn.html" or "data/vpn-services.csv". */
  read: (file: string) => Promise<string>;
  cleanup: () => Promise<void>;
}

/** The project's files as the working tree has them: tracked and new, not ignored. */
async function projectFiles(): Promise<string[]> {
  const { stdout } = await run('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    maxBuffer: 16 * 1024 * 1024,
  });
  return stdout.split('\0').filter(Boolean);
}

/** The copy's Astro config, with the content and Vite caches inside the copy. */
function withOwnCaches(config: string): string {
  const out = config
    .replace('export default defineConfig({', "export default defineConfig({\n  cacheDir: './.cache/astro',")
    .replace('  vite: {', "  vite: {\n    cacheDir: './.cache/vite',");
  if (!out.includes("cacheDir: './.cache/vite'"))
    throw new Error('astro.config.ts: no vite: { block to put a cache in');
  return out;
}

/** Applies `edits` to the project folder `root` (a copy or a clone), creating the files that are new. */
export async function applyEdits(root: string, edits: readonly Edit[]): Promise<void> {
  for (const edit of edits) {
    const target = path.join(root, edit.file);
    const before = await readFile(target, 'utf8').catch(() => null);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, edit.change(before));
  }
}

/**
 * Copies the project, applies `edits` and builds the copy.
 * @throws Error with the build's output when it fails (the copy is removed then).
 */
export async function buildEditedCopy(edits: readonly Edit[]): Promise<EditedBuild> {
  const root = await mkdtemp(path.join(tmpdir(), 'vpn-compass-edit-'));
  for (const file of await projectFiles()) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await cp(file, path.join(root, file)).catch((error: unknown) => {
      // A file deleted in the working tree but still tracked is simply not copied.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    });
  }
  await symlink(path.resolve('node_modules'), path.join(root, 'node_modules'));
  const configPath = path.join(root, 'astro.config.ts');
  await writeFile(configPath, withOwnCaches(await readFile(configPath, 'utf8')));
  await applyEdits(root, edits);
  try {
    await run(process.execPath, [path.resolve('node_modules/astro/bin/astro.mjs'), 'build'], {
      cwd: root,
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', CONTEXT: '' },
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string };
    // A copy that did not build is of no further use: remove it, and report the build's output.
    await rm(root, { recursive: true, force: true });
    throw new Error(
      `The edited copy did not build:\n${failed.stderr ?? ''}\n${(failed.stdout ?? '').slice(-4000)}`,
      { cause: error },
    );
  }
  const dist = path.join(root, 'dist');
  return {
    root,
    dist,
    read: (file) => readFile(path.join(dist, file), 'utf8'),
    cleanup: () => rm(root, { recursive: true, force: true }),
  };
}

/** A JSON provider file with one change to its parsed data, written back as JSON. */
export function editJson(file: string, change: (data: Record<string, unknown>) => void): Edit {
  return {
    file,
    change: (text) => {
      if (text === null) throw new Error(`${file} does not exist`);
      const data = JSON.parse(text) as Record<string, unknown>;
      change(data);
      return `${JSON.stringify(data, null, 2)}\n`;
    },
  };
}
