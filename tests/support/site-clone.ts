/**
 * Test fixture: a temporary clone of this repository that builds the site on its own. It has the repository's
 * history, this checkout's sources copied over the committed ones (so the code
 * under test is the working tree's, committed or not), the project's node_modules linked, and an Astro cache of
 * its own, so the project's dist/ and caches are never touched. Content stays as committed: a test edits and
 * commits it in the clone.
 */
import { spawn } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { gitAsEditor } from './git';

const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** What a build reads besides content/: copied from the working tree over the clone's committed versions. */
const SOURCES = ['astro.config.ts', 'config', 'src', 'public', 'package.json', 'tsconfig.json'];

/**
 * The project's Astro config with the cache inside the clone (the default would follow the node_modules link), and
 * without the critical-CSS step (a third of a build): these builds test what content and history change, never
 * styles, and the real build's CSS is tested on dist/.
 */
const CONFIG = 'astro.clone.config.ts';
const CONFIG_TEXT = [
  `import config from './astro.config';`,
  `const integrations = (config.integrations ?? []).filter((i) => i.name !== 'critical-css');`,
  `export default { ...config, integrations, cacheDir: './.clone-cache' };`,
  '',
].join('\n');

export interface SiteClone {
  /** The clone's folder. */
  root: string;
  /** Runs git in the clone as a fixed committer on `date` (ISO), ignoring the machine's git settings. */
  git(args: readonly string[], date?: string): string;
  /** Builds the site into the clone's dist/ with `env` added to the environment; rejects with Astro's output. */
  build(env?: Readonly<Record<string, string>>): Promise<void>;
  /** A built file's text: `read('changes.html')`. */
  read(file: string): Promise<string>;
  remove(): Promise<void>;
}

/** Clones the repository, with every commit (a path clone: hard links, fast), into a new temporary folder. */
export async function cloneSite(): Promise<SiteClone> {
  const parent = await mkdtemp(path.join(tmpdir(), 'vpn-compass-clone-'));
  const root = path.join(parent, 'site');
  const git = (args: readonly string[], date = new Date().toISOString(), cwd = root) =>
    gitAsEditor(cwd, args, date);
  git(['clone', '-q', PROJECT_ROOT, root], undefined, parent);
  for (const entry of SOURCES) {
    await rm(path.join(root, entry), { recursive: true, force: true });
    await cp(path.join(PROJECT_ROOT, entry), path.join(root, entry), { recursive: true });
  }
  await symlink(path.join(PROJECT_ROOT, 'node_modules'), path.join(root, 'node_modules'));
  await writeFile(path.join(root, CONFIG), CONFIG_TEXT);

  return {
    root,
    git: (args, date) => git(args, date),
    build: (env = {}) => build(root, env),
    read: (file) => readFile(path.join(root, 'dist', file), 'utf8'),
    remove: () => rm(parent, { recursive: true, force: true }),
  };
}

/** Runs `astro build` in `root`; rejects with the end of Astro's output when it fails. */
function build(root: string, env: Readonly<Record<string, string>>): Promise<void> {
  const astro = path.join(PROJECT_ROOT, 'node_modules', 'astro', 'bin', 'astro.mjs');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [astro, 'build', '--config', CONFIG], {
      cwd: root,
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve();
      else
        reject(
          new Error(
            `astro build exited with ${String(code)}:\n${stripVTControlCharacters(output).slice(-4000)}`,
          ),
        );
    });
  });
}
