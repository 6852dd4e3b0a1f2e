import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearStaleStore, contentCodeDigest } from './content-store';

let root: string;
const write = async (file: string, text: string) => {
  await mkdir(path.dirname(path.join(root, file)), { recursive: true });
  await writeFile(path.join(root, file), text);
};

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'content-store-'));
  await write('src/content.config.ts', 'export const collections = {};');
  await write('src/lib/schemas.ts', "export const usd = 'a string';");
  await write('src/lib/price.ts', 'export const cents = 2;');
  await write('src/data/content.ts', 'export const query = 1;');
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('the content store', () => {
  it('is cleared when a schema or the code under src/lib or src/data changes, not for a test file', async () => {
    const first = await contentCodeDigest(root);
    await write('src/lib/price.test.ts', 'it is a test');
    expect(await contentCodeDigest(root)).toBe(first);
    await write('src/lib/schemas.ts', "export const usd = 'amounts';");
    const second = await contentCodeDigest(root);
    expect(second).not.toBe(first);
    await write('src/lib/price.ts', 'export const cents = 3;');
    const third = await contentCodeDigest(root);
    expect(third).not.toBe(second);
    await write('src/data/content.ts', 'export const query = 2;');
    expect(await contentCodeDigest(root)).not.toBe(third);
  });

  it('survives the same code, and is removed by other code (or by none recorded)', async () => {
    const cache = path.join(root, 'node_modules/.astro');
    const store = path.join(cache, 'data-store.json');
    await write('node_modules/.astro/data-store.json', '{}');
    // No digest beside it: written before this rule, so of unknown code.
    expect(await clearStaleStore(cache, 'one')).toBe(false);
    expect(existsSync(store)).toBe(false);
    await write('node_modules/.astro/data-store.json', '{}');
    expect(await clearStaleStore(cache, 'one')).toBe(false);
    expect(existsSync(store)).toBe(true);
    expect(await clearStaleStore(cache, 'two')).toBe(true);
    expect(existsSync(store)).toBe(false);
  });
});
