/**
 * The dead-link step after the build, without a build: run on a tiny built site in a temporary folder (its pages,
 * dist/_redirects, the project's netlify.toml and a function), it fails naming each page that links a removed
 * provider, and the project's Astro config (astro.config.ts, read as text) runs it once dist/_redirects is written.
 * The rules themselves are tested in src/lib/dead-links.test.ts.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import deadLinks from './dead-links';

let root: string | undefined;
afterEach(async () => {
  if (root) await rm(root, { recursive: true, force: true });
  root = undefined;
});

const page = (links: string) =>
  `<!doctype html><html><head><link rel="canonical" href="https://vpncompass.example/"></head><body>${links}</body></html>`;

/** The site: two providers, a not-found page, the aliases and rules, and the finder function. */
const SITE: Record<string, string> = {
  'dist/index.html': page('<a href="/vpn/nordvpn">NordVPN</a> <a href="/vpn/fastestvpn">FastestVPN</a>'),
  'dist/vpn/nordvpn.html': page(
    '<a href="/vpn/fast#plans">FastestVPN</a> <a href="/finder/results?devices=5">Find</a>',
  ),
  'dist/vpn/fastestvpn.html': page('<a href="/vpn/nordvpn">NordVPN</a>'),
  'dist/vpn/404.html': page('<a href="/">Home</a>'),
  'dist/_redirects': '/vpn/fast  /vpn/fastestvpn  301!\n',
  'netlify.toml': '[[redirects]]\n  from = "/vpn/*"\n  to = "/vpn/404"\n  status = 404\n',
  'netlify/functions/finder.mts': "export const config = {\n  path: '/finder/results',\n};\n",
};

/** Writes the site with `files` changed (null: removed) and runs the step on it; resolves with what it logged. */
async function runStep(files: Record<string, string | null> = {}): Promise<string[]> {
  root = await mkdtemp(path.join(tmpdir(), 'dead-links-'));
  for (const [file, text] of Object.entries({ ...SITE, ...files })) {
    if (text === null) continue;
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), text);
  }
  const logged: string[] = [];
  const step = deadLinks();
  const hooks = step.hooks as Record<string, (options: unknown) => Promise<void> | void>;
  await hooks['astro:config:done']?.({
    config: { root: pathToFileURL(`${root}/`), site: 'https://vpncompass.example' },
  });
  await hooks['astro:build:done']?.({
    dir: pathToFileURL(`${path.join(root, 'dist')}/`),
    logger: { info: (line: string) => logged.push(line) },
  });
  return logged;
}

describe('the dead-link step after the build', () => {
  it('passes a site whose every link answers, and says so', async () => {
    expect(await runStep()).toEqual([
      expect.stringMatching(/^every internal link of 4 built pages answers \(\d+ ms\)$/),
    ]);
  });

  it('fails when a provider is removed, naming each page that still links it, the alias included', async () => {
    const run = runStep({ 'dist/vpn/fastestvpn.html': null });
    await expect(run).rejects.toThrow(
      [
        '2 dead links on 2 built pages, each to an address of this site that does not answer (a removed or renamed provider, guide or page): remove the link or point it at a page that exists',
        '  index.html: /vpn/fastestvpn: no built page or file has that address (it gets the not-found page, status 404: /vpn/* /vpn/404 404)',
        '  vpn/nordvpn.html: /vpn/fast#plans: it redirects to /vpn/fastestvpn, and no built page or file has that address (it gets the not-found page, status 404: /vpn/* /vpn/404 404)',
      ].join('\n'),
    );
  });

  it('fails on a link to a function no longer there', async () => {
    await expect(runStep({ 'netlify/functions/finder.mts': null })).rejects.toThrow(
      'vpn/nordvpn.html: /finder/results?devices=5: no built page or file has that address',
    );
  });

  it("runs in the project's build once dist/_redirects is written, before the build is marked complete", async () => {
    // Read as text: loading the config would load every integration (4 CPU-seconds), to read three names.
    const config = (await readFile('astro.config.ts', 'utf8')).replace(/^\s*\/\/.*$/gm, '');
    expect(config).toMatch(/^import deadLinks from '\.\/src\/integrations\/dead-links';$/m);
    const integrations = /^ {2}integrations: \[\n([\s\S]*?)^ {2}\],$/m.exec(config)?.[1] ?? '';
    const calls = [...integrations.matchAll(/^ {4}(\w+)\(/gm)].map((m) => m[1]);
    expect(calls.indexOf('deadLinks')).toBeGreaterThan(calls.indexOf('redirects'));
    expect(calls.indexOf('redirects')).toBeGreaterThanOrEqual(0);
    expect(calls.indexOf('deadLinks')).toBeLessThan(calls.indexOf('buildComplete'));
  });
});
