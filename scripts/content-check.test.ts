/**
 * `npm run content:check` as an editor runs it, on a fixture: a copy of one provider file whose every fact was
 * compiled on a known day and never checked (no source cited), in a vpn-services folder of its own beside an empty
 * source registry, so the outcome never changes as the live content is edited or as time passes.
 */
import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const COMPILED = '2026-01-05';

let folder = '';
let slug = '';

/**
 * Every fact compiled on COMPILED and never checked or sourced (a record citing a source, or recording a search,
 * becomes launch data of that day, its readings gone with it); the page first published that day and not changed
 * since.
 */
function compiledOn(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(compiledOn);
  if (value === null || typeof value !== 'object') return value;
  if ('source' in value || 'compiledAt' in value || 'searchedAt' in value) return { compiledAt: COMPILED };
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'checkedAt' && key !== 'updatedAt')
      .map(([key, inner]) => [
        key,
        key === 'compiledAt' || key === 'publishedAt' ? COMPILED : compiledOn(inner),
      ]),
  );
}

let root = '';

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'content-check-'));
  folder = path.join(root, 'vpn-services');
  await mkdir(folder);
  // The registry the provider files cite from, beside their folder: empty, as the fixture cites no source.
  await writeFile(path.join(root, 'sources.json'), '[]');
  await writeFile(path.join(root, 'publishers.json'), '[]');
  const [file] = (await readdir('content/vpn-services')).filter((f) => f.endsWith('.json')).sort();
  if (!file) throw new Error('content/vpn-services holds no provider file');
  slug = file.replace(/\.json$/, '');
  const data: unknown = JSON.parse(await readFile(`content/vpn-services/${file}`, 'utf8'));
  await writeFile(path.join(folder, file), JSON.stringify(compiledOn(data)));
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

/** Runs `npm run content:check -- <args>` as the editor types it, with its exit code and output. */
async function contentCheckWith(args: string[]): Promise<{ code: number; out: string }> {
  try {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/content-check.ts', ...args]);
    return { code: 0, out: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: failed.stdout + failed.stderr };
  }
}

/** Runs the check on the fixture folder, with its exit code and output. */
const contentCheck = (...args: string[]) => contentCheckWith(['--services', folder, ...args]);

describe('npm run content:check', () => {
  it('passes while every fact is within its cadence', async () => {
    const { code, out } = await contentCheck('--as-of', '2026-01-20');
    expect(out).toContain('No fact is past its cadence.');
    expect(code).toBe(0);
  });

  it('fails, listing the facts, once the facts of the comparison are past 31 days', async () => {
    const { code, out } = await contentCheck('--as-of', '2026-02-20');
    expect(out).toMatch(new RegExp(`${slug}: .*past cadence`));
    expect(out).toContain(`${slug} pricing: launch data compiled ${COMPILED}, never checked`);
    expect(code).toBe(1);
  });

  it('refuses, in one line with exit code 2, a date it cannot read or the calendar lacks, and a folder without provider files', async () => {
    expect((await contentCheck('--as-of', 'soon')).code).toBe(2);
    expect(await contentCheck('--as-of', '2026-02-30')).toEqual({
      code: 2,
      out: '--as-of wants a date like 2026-12-31, not "2026-02-30"\n',
    });
    const empty = await mkdtemp(path.join(tmpdir(), 'content-check-empty-'));
    try {
      expect(await contentCheck('--services', empty)).toEqual({
        code: 2,
        out: `--services: the folder ${empty} holds no provider files (*.json)\n`,
      });
      expect(await contentCheck('--services', path.join(empty, 'missing'))).toEqual({
        code: 2,
        out: `--services: there is no folder ${path.join(empty, 'missing')}\n`,
      });
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  });
});

describe('npm run content:check on a broken provider file', () => {
  it('names the file, line and column of a JSON syntax error in one line, not every field as missing', async () => {
    const broken = await mkdtemp(path.join(tmpdir(), 'content-check-broken-'));
    try {
      const [file] = await readdir(folder);
      const text = JSON.stringify(JSON.parse(await readFile(path.join(folder, file ?? ''), 'utf8')), null, 2);
      // A doubled comma after the third field (line 4), as a slip of the keyboard leaves it.
      const lines = text.split('\n');
      const slip = (lines[3] ?? '').length + 1;
      lines[3] = `${lines[3] ?? ''},`;
      await writeFile(path.join(broken, file ?? ''), lines.join('\n'));
      const { code, out } = await contentCheck('--services', broken, '--as-of', '2026-01-20');
      expect(code).toBe(2);
      expect(out.trim()).toMatch(new RegExp(`^${broken}/${file ?? ''}:4:${String(slip)}: not valid JSON: `));
      expect(out.trim().split('\n')).toHaveLength(1);
      expect(out).not.toContain('Required');
    } finally {
      await rm(broken, { recursive: true, force: true });
    }
  });

  it('names the file, line and column, then the field, of a value against the schema', async () => {
    const broken = await mkdtemp(path.join(tmpdir(), 'content-check-broken-'));
    try {
      const [file] = await readdir(folder);
      const data = JSON.parse(await readFile(path.join(folder, file ?? ''), 'utf8')) as Record<
        string,
        unknown
      >;
      const text = JSON.stringify({ ...data, serverCount: 'lots' });
      await writeFile(path.join(broken, file ?? ''), text);
      const { code, out } = await contentCheck('--services', broken, '--as-of', '2026-01-20');
      expect(code).toBe(2);
      expect(out.trim()).toBe(
        `${broken}/${file ?? ''}:1:${String(text.indexOf('"serverCount"') + 1)}: serverCount: Invalid input: expected number, received string`,
      );
    } finally {
      await rm(broken, { recursive: true, force: true });
    }
  });
});

describe('npm run content:check on a broken content folder', () => {
  it('checks the whole folder as the build does: an MDX slip and a wrong FAQ field, each with file, line and column', async () => {
    const copy = await mkdtemp(path.join(tmpdir(), 'content-check-copy-'));
    try {
      await cp('content', copy, { recursive: true });
      const review = path.join(copy, 'vpn-reviews/nordvpn.mdx');
      const text = await readFile(review, 'utf8');
      // Every review ends in its verdict: the component goes on the line the heading had.
      const anchor = '## Verdict';
      expect(text).toContain(anchor);
      const line = text.slice(0, text.indexOf(anchor)).split('\n').length;
      await writeFile(review, text.replace(anchor, `<Callout />\n\n${anchor}`));
      expect(await contentCheckWith(['--content', copy])).toEqual({
        code: 2,
        out: `${review}:${String(line)}:1: <Callout>: unknown component: a review is Markdown and HTML, and no component of that name is given to it\n`,
      });
      await writeFile(review, text);
      const faq = path.join(copy, 'faq.json');
      await writeFile(
        faq,
        (await readFile(faq, 'utf8')).replace('"title": "About VPN Compass"', '"titel": "About VPN Compass"'),
      );
      const { code, out } = await contentCheckWith(['--content', copy]);
      expect(code).toBe(2);
      expect(out).toContain(`${faq}:5:7: sections.0.titel: unknown field; did you mean title?\n`);
    } finally {
      await rm(copy, { recursive: true, force: true });
    }
  });

  it('refuses, in one line with exit code 2, a folder that is no content folder and two folders at once', async () => {
    expect(await contentCheckWith(['--content', tmpdir()])).toEqual({
      code: 2,
      out: `--content: the folder ${tmpdir()} is no content folder (it holds no vpn-services/)\n`,
    });
    expect(await contentCheck('--content', 'content')).toEqual({
      code: 2,
      out: '--content and --services: give one of them, not both\n',
    });
  });
});
