import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { dayArgument, providerFolderArgument } from './cli-args';

describe('command-line arguments', () => {
  it('takes a real day and refuses one the calendar does not have', () => {
    expect(dayArgument('--as-of', '2026-12-31')).toBe('2026-12-31');
    expect(() => dayArgument('--as-of', '2026-02-30')).toThrow(
      '--as-of wants a date like 2026-12-31, not "2026-02-30"',
    );
  });

  it('refuses a missing folder and one without provider files', async () => {
    const empty = await mkdtemp(path.join(tmpdir(), 'cli-args-'));
    try {
      await expect(providerFolderArgument('--services', path.join(empty, 'nope'))).rejects.toThrow(
        `--services: there is no folder ${path.join(empty, 'nope')}`,
      );
      await expect(providerFolderArgument('--services', empty)).rejects.toThrow(
        `--services: the folder ${empty} holds no provider files (*.json)`,
      );
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  });
});
