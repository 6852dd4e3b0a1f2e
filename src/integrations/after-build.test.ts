/** The built files a step reads: all of them, in name order, never more open at once than FILES_AT_ONCE. */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eachFile, FILES_AT_ONCE, mapBuiltFiles } from './after-build';

describe('the steps after the build', () => {
  let out: string;
  // More pages than a step may hold open at once, in two folders.
  const names = Array.from({ length: FILES_AT_ONCE * 3 + 5 }, (_, i) =>
    path.join(i % 2 ? 'compare' : 'vpn', `page-${String(i).padStart(4, '0')}.html`),
  );

  beforeAll(async () => {
    out = await mkdtemp(path.join(tmpdir(), 'vpnc-after-build-'));
    await mkdir(path.join(out, 'compare'));
    await mkdir(path.join(out, 'vpn'));
    for (const name of names) await writeFile(path.join(out, name), `<p>${name}</p>`);
    await writeFile(path.join(out, 'robots.txt'), 'User-agent: *');
  });
  afterAll(() => rm(out, { recursive: true, force: true }));

  it('work on every page, in name order, each with its text, and keep only what the work returns', async () => {
    const pages = await mapBuiltFiles(out, ['.html'], ({ file, text }) => ({
      file,
      ok: text === `<p>${file}</p>`,
    }));
    expect(pages.map((p) => p.file)).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(pages.every((p) => p.ok)).toBe(true);
    expect(await mapBuiltFiles(out, ['.txt'], ({ text }) => text)).toEqual(['User-agent: *']);
  });

  it('work on a bounded number of files at a time, results in order (a site of 21,500 pages ran out of file handles)', async () => {
    let open = 0;
    let most = 0;
    const done = await eachFile(names, async (name) => {
      open += 1;
      most = Math.max(most, open);
      await new Promise((resolve) => setImmediate(resolve));
      open -= 1;
      return name.length;
    });
    expect(done).toEqual(names.map((n) => n.length));
    expect(most).toBe(FILES_AT_ONCE);
  });
});
