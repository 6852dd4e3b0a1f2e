import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadEnvFile } from './env';

const NAMES = ['VPNC_TEST_FROM_FILE', 'VPNC_TEST_FROM_SHELL'];

afterEach(() => {
  for (const name of NAMES) Reflect.deleteProperty(process.env, name);
});

describe('loadEnvFile', () => {
  it('reads .env, with a variable set in the shell winning over the file', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'vpnc env '));
    try {
      await writeFile(
        path.join(root, '.env'),
        '# a comment\nVPNC_TEST_FROM_FILE=9000 # port\nVPNC_TEST_FROM_SHELL=file\n',
      );
      process.env.VPNC_TEST_FROM_SHELL = 'shell';
      expect(loadEnvFile(root)).toBe(path.join(root, '.env'));
      expect(process.env.VPNC_TEST_FROM_FILE).toBe('9000');
      expect(process.env.VPNC_TEST_FROM_SHELL).toBe('shell');
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it('does nothing without a .env file', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'vpnc-env-'));
    try {
      expect(loadEnvFile(root)).toBeUndefined();
      expect(process.env.VPNC_TEST_FROM_FILE).toBeUndefined();
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
