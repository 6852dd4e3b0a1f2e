/**
 * The rule "no raw token in any output" at build, without a build: the integration's step, run on a built site
 * in a temporary folder, fails naming each file and token, and the project's Astro config (astro.config.ts, read
 * as text) runs it after the search index (which it reads too) and before the slower steps. Astro fails a build whose `astro:build:done`
 * step throws, with its message (as tests/build/content-errors.test.ts shows for content errors). The scan
 * itself is tested in src/lib/raw-tokens.test.ts.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import rawTokens from './raw-tokens';

let out: string | undefined;
afterEach(async () => {
  if (out) await rm(out, { recursive: true, force: true });
  out = undefined;
});

/** Writes `files` (path to text) into a new output folder and runs the step on it; resolves with what it logged. */
async function runStep(files: Record<string, string>): Promise<string[]> {
  out = await mkdtemp(path.join(tmpdir(), 'raw-tokens-'));
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(out, file)), { recursive: true });
    await writeFile(path.join(out, file), text);
  }
  const logged: string[] = [];
  const logger = { info: (line: string) => logged.push(line) };
  const done = rawTokens().hooks['astro:build:done'] as (options: unknown) => Promise<void>;
  await done({ dir: pathToFileURL(`${out}/`), logger });
  return logged;
}

const page = (text: string) => `<!doctype html><html><body><h1>NordVPN</h1><p>${text}</p></body></html>`;

describe('the raw-token step after the build', () => {
  it('fails when a built page shows a raw token, naming each file and the token', async () => {
    const run = runStep({
      'vpn/nordvpn.html': page('<span class="badge">[[servers]] SERVERS</span>'),
      'index.html': page('7,900+ servers'),
      'search-docs.json': '{"text":"[[servers]] SERVERS"}',
      'og/vpn/nordvpn.png': '[[servers]]',
    });
    await expect(run).rejects.toThrow('unresolved text token');
    await expect(run).rejects.toThrow('vpn/nordvpn.html: [[servers]]');
    await expect(run).rejects.toThrow('search-docs.json: [[servers]]');
    await expect(run).rejects.not.toThrow('index.html');
  });

  it('passes a site whose text is resolved, and says so', async () => {
    expect(await runStep({ 'vpn/nordvpn.html': page('7,900+ servers, a[0], [refund]') })).toEqual([
      'no raw text token in the built text files',
    ]);
  });

  it("runs in the project's build, after the search index and before the slower steps", async () => {
    // Read as text: loading the config would load every integration (4 CPU-seconds), to read three names.
    const config = (await readFile('astro.config.ts', 'utf8')).replace(/^\s*\/\/.*$/gm, '');
    expect(config).toMatch(/^import rawTokens from '\.\/src\/integrations\/raw-tokens';$/m);
    const integrations = /^ {2}integrations: \[\n([\s\S]*?)^ {2}\],$/m.exec(config)?.[1] ?? '';
    const calls = [...integrations.matchAll(/^ {4}(\w+)\(/gm)].map((m) => m[1]);
    expect(calls).toContain('rawTokens');
    expect(calls.indexOf('rawTokens')).toBeGreaterThan(calls.indexOf('searchIndex'));
    expect(calls.indexOf('searchIndex')).toBeGreaterThanOrEqual(0);
    expect(calls.indexOf('rawTokens')).toBeLessThan(calls.indexOf('criticalCss'));
  });
});
