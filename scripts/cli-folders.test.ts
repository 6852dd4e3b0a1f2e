/**
 * The editors' and operators' commands work from any folder of the project, as the docs say: `npm run` finds the
 * project from a subfolder, and a folder given on the command line counts from where the command was typed.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const SUBFOLDER = path.resolve('content/guides');

/** `npm run -s <script> -- <args>` typed in content/guides: exit code and output. */
async function npmRunIn(script: string, args: string[]): Promise<{ code: number; out: string }> {
  try {
    const { stdout, stderr } = await run('npm', ['run', '-s', script, '--', ...args], { cwd: SUBFOLDER });
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: failed.stdout + failed.stderr };
  }
}

describe('the CLI from a subfolder of the project', () => {
  it('npm run content:check reads a folder given relative to where it was typed', async () => {
    const { code, out } = await npmRunIn('content:check', [
      '--services',
      '../vpn-services',
      '--as-of',
      '2026-11-25',
    ]);
    expect(out).toMatch(/^\s+nordvpn: \d+ checked/m);
    expect(code).not.toBe(2);
  });

  it('npm run facts -- due reads a folder given relative to where it was typed', async () => {
    const { code, out } = await npmRunIn('facts', [
      'due',
      '--content-dir',
      '../vpn-services',
      '--as-of',
      '2026-11-25',
    ]);
    expect(out, out).not.toMatch(/ENOENT|no such file/i);
    expect(code).toBe(0);
  });
});
