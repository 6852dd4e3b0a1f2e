import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ArgumentError,
  contentFolderArgument,
  dayArgument,
  providerFolderArgument,
  readCommandLine,
} from './cli-args';

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

  it('refuses a folder that is no content folder', async () => {
    const empty = await mkdtemp(path.join(tmpdir(), 'cli-args-'));
    try {
      await expect(contentFolderArgument('--content', empty)).rejects.toThrow(
        `--content: the folder ${empty} is no content folder (it holds no vpn-services/)`,
      );
      await expect(contentFolderArgument('--content', path.join(empty, 'nope'))).rejects.toThrow(
        `--content: there is no folder ${path.join(empty, 'nope')}`,
      );
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  });

  it("says what parseArgs refuses in its first sentence, then the command's usage", () => {
    const config = { args: ['--bogus'], options: { day: { type: 'string' } } } as const;
    expect(() => readCommandLine(config, 'Usage: npm run x')).toThrow(
      new ArgumentError("Unknown option '--bogus'. Usage: npm run x"),
    );
    expect(readCommandLine({ ...config, args: ['--day', 'x'] }, 'Usage').values.day).toBe('x');
  });
});
