/**
 * `npm run content:check` as an editor runs it, on a fixture: a copy of one provider file whose every fact was
 * compiled on a known day and never checked, in a folder of its own, so the outcome never changes as the live
 * content is edited or as time passes.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const COMPILED = '2026-01-05';

let folder = '';
let slug = '';

/** Every fact compiled on COMPILED and never checked; the page first published that day and not changed since. */
function compiledOn(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(compiledOn);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'checkedAt' && key !== 'updatedAt')
      .map(([key, inner]) => [
        key,
        key === 'compiledAt' || key === 'publishedAt' ? COMPILED : compiledOn(inner),
      ]),
  );
}

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'content-check-'));
  const [file] = (await readdir('content/vpn-services')).filter((f) => f.endsWith('.json')).sort();
  if (!file) throw new Error('content/vpn-services holds no provider file');
  slug = file.replace(/\.json$/, '');
  const data: unknown = JSON.parse(await readFile(`content/vpn-services/${file}`, 'utf8'));
  await writeFile(path.join(folder, file), JSON.stringify(compiledOn(data)));
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

/** Runs the check on the fixture folder, with its exit code and output. */
async function contentCheck(...args: string[]): Promise<{ code: number; out: string }> {
  const script = ['--import', 'tsx', 'scripts/content-check.ts', '--services', folder, ...args];
  try {
    const { stdout } = await run(process.execPath, script);
    return { code: 0, out: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: failed.stdout + failed.stderr };
  }
}

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

  it('refuses a date it cannot read', async () => {
    expect((await contentCheck('--as-of', 'soon')).code).toBe(2);
  });
});
