/**
 * The layers of the house (docs/architecture.md, "Layers"): pure logic in src/lib, the build's reading of content,
 * git and the API document in src/data, and above them the functions' code (src/server), the build's configuration
 * and editor checks (config/), the pages, components and islands, the scripts and the tests. No import runs back up:
 * the code of src/lib and src/data (not their tests) imports nothing from a layer above it, and src/lib nothing
 * from src/data.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');

/** The folders above src/lib and src/data, relative to the project. */
const HIGHER = [
  'config',
  'netlify',
  'scripts',
  'tests',
  'src/server',
  'src/pages',
  'src/components',
  'src/islands',
  'src/layouts',
  'src/integrations',
];

/** Every module of `dir` (recursively) that is code, not a test. */
function codeFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx|mts)$/.test(file) && !file.endsWith('.test.ts'))
    .map((file) => path.join(dir, file));
}

/** The relative modules `file` imports or re-exports (static and dynamic, types included), from the project root. */
function relativeImports(file: string): string[] {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)].map((m) => m[1] ?? '');
  return specifiers.map((s) => path.relative(ROOT, path.resolve(ROOT, path.dirname(file), s)));
}

/** Imports of `files` that reach one of the folders `higher`, as "file imports target". */
function upwardImports(files: readonly string[], higher: readonly string[] = HIGHER): string[] {
  return files.flatMap((file) =>
    relativeImports(file)
      .filter((target) => higher.some((dir) => target === dir || target.startsWith(`${dir}/`)))
      .map((target) => `${file} imports ${target}`),
  );
}

describe('the import graph', () => {
  it('has no import from src/lib or src/data up to config/, src/server, the pages or the scripts', () => {
    const files = [...codeFiles('src/lib'), ...codeFiles('src/data')];
    expect(files.length).toBeGreaterThan(50);
    expect(upwardImports(files)).toEqual([]);
  });

  it('has no import from src/lib up to src/data, which reads content, git and the API document with it', () => {
    expect(upwardImports(codeFiles('src/lib'), ['src/data'])).toEqual([]);
  });

  it('finds an import into a folder it is told is higher', () => {
    // The check itself, on a file that imports an island (the no-JavaScript reviews page renders its list item).
    expect(upwardImports(['src/server/reviews-page.ts'], ['src/islands'])).toEqual([
      'src/server/reviews-page.ts imports src/islands/reviews/ReviewItem',
    ]);
  });
});
