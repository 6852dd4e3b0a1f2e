/**
 * Site builds for `npm run bench`: a temporary copy of the project (its sources and content, node_modules
 * linked) and a timed `astro build` inside it. The copy keeps its own output (dist/), Astro cache and Blobs
 * store, so the project's dist/, caches and reviews are never touched and every build starts cold.
 */
import { spawn } from 'node:child_process';
import { cp, mkdtemp, readdir, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** What a build needs and what `startServer` serves (netlify.toml, netlify/functions, the sources they import). */
const PROJECT_ENTRIES = [
  'astro.config.ts',
  'config',
  'scripts',
  'src',
  'content',
  'public',
  'netlify',
  'netlify.toml',
  'package.json',
  'tsconfig.json',
];

/**
 * The project's Astro config with the cache inside the copy: the default cache (node_modules/.astro) would
 * resolve through the node_modules link to the project's own and carry content between builds.
 */
const BENCH_CONFIG = 'astro.bench.config.ts';
const BENCH_CONFIG_TEXT = `import config from './astro.config';\nexport default { ...config, cacheDir: './.bench-cache' };\n`;

/** Copies the project into a new temporary folder and returns its path; the caller removes it. */
export async function copyProject(label: string): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), `vpn-compass-bench-${label}-`));
  for (const entry of PROJECT_ENTRIES)
    await cp(path.join(PROJECT_ROOT, entry), path.join(root, entry), { recursive: true });
  await symlink(path.join(PROJECT_ROOT, 'node_modules'), path.join(root, 'node_modules'));
  await writeFile(path.join(root, BENCH_CONFIG), BENCH_CONFIG_TEXT);
  return root;
}

export interface BuildResult {
  /** Wall-clock seconds of `astro build`, process start to exit. */
  seconds: number;
  /** Pages as Astro counts them ("N page(s) built"): HTML pages, not images or JSON endpoints. */
  pages: number;
  /** Every file written to dist/ (pages, social images, JSON, assets). */
  files: number;
  /** Their size in bytes, uncompressed. */
  bytes: number;
}

/** Runs `astro build` in `root` and times it. Throws with the end of Astro's output if the build fails. */
export async function timedBuild(root: string): Promise<BuildResult> {
  const astro = path.join(PROJECT_ROOT, 'node_modules', 'astro', 'bin', 'astro.mjs');
  const started = performance.now();
  const output = await run(process.execPath, [astro, 'build', '--config', BENCH_CONFIG], root);
  const seconds = (performance.now() - started) / 1000;
  const pages = /(\d+) page\(s\) built/.exec(stripVTControlCharacters(output));
  if (!pages) throw new Error(`astro build did not report its page count:\n${output.slice(-2000)}`);
  const files = (await readdir(path.join(root, 'dist'), { recursive: true, withFileTypes: true })).filter(
    (e) => e.isFile(),
  );
  let bytes = 0;
  for (const file of files) bytes += (await stat(path.join(file.parentPath, file.name))).size;
  return { seconds, pages: Number(pages[1]), files: files.length, bytes };
}

/** Runs a command to completion and resolves with its combined output; rejects on a non-zero exit. */
function run(command: string, args: string[], cwd: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve(output)
        : reject(
            new Error(`${path.basename(args[0] ?? command)} exited with ${code}:\n${output.slice(-4000)}`),
          ),
    );
  });
}

/** Number of files with an extension directly in a folder (content entries). */
export async function countFiles(folder: string, extension: string): Promise<number> {
  return (await readdir(folder)).filter((file) => file.endsWith(extension)).length;
}
