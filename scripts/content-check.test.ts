import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);

/** Runs `npm run content:check` as an editor would, with its exit code and output. */
async function contentCheck(...args: string[]): Promise<{ code: number; out: string }> {
  try {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/content-check.ts', ...args]);
    return { code: 0, out: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: failed.stdout + failed.stderr };
  }
}

// A child Node process per case: generous time on a busy machine, no timing is asserted.
describe('npm run content:check', { timeout: 120_000 }, () => {
  it('passes while every fact is within its cadence', async () => {
    const { code, out } = await contentCheck('--as-of', '2026-11-25');
    expect(out).toContain('No fact is past its cadence.');
    expect(code).toBe(0);
  });

  it('fails, listing the facts, once the facts of the comparison are past 31 days', async () => {
    const { code, out } = await contentCheck('--as-of', '2027-01-15');
    expect(out).toMatch(/nordvpn: .*past cadence/);
    expect(out).toContain('nordvpn pricing: launch data compiled 2026-11-21, never checked');
    expect(code).toBe(1);
  });

  it('refuses a date it cannot read', async () => {
    expect((await contentCheck('--as-of', 'soon')).code).toBe(2);
  });
});
