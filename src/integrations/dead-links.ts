/**
 * After the build (and dist/_redirects), fails it when a built page links to an address of this site that
 * does not answer, or to a #fragment its page lacks, naming each (src/lib/dead-links.ts). Reads every page
 * once, the redirect rules with Netlify's parser (a rule it refuses fails the build), the functions' paths.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { parseAllRedirects } from '@netlify/redirect-parser';
import { builtFileNames, eachFile } from './after-build';
import { deadLinkMessage, findDeadLinks, functionPaths, redirectRules } from '../lib/dead-links';

export default function deadLinks(): AstroIntegration {
  let root = process.cwd();
  let site = 'https://localhost';
  return {
    name: 'dead-links',
    hooks: {
      'astro:config:done': ({ config }) => {
        root = fileURLToPath(config.root);
        if (config.site) site = config.site;
      },
      'astro:build:done': async ({ dir, logger }) => {
        const started = performance.now();
        const out = fileURLToPath(dir);
        const names = await builtFileNames(out);
        // The bytes: decoding 18 MB of pages as UTF-8 would take most of the step's time (addresses are ASCII).
        const pages = await eachFile(
          names.filter((file) => file.endsWith('.html')),
          async (file) => ({ file, html: await readFile(path.join(out, file)) }),
        );
        // A missing file has no rules (a site without _redirects or netlify.toml).
        const parsed = await parseAllRedirects({
          redirectsFiles: [path.join(out, '_redirects')],
          netlifyConfigPath: path.join(root, 'netlify.toml'),
          configRedirects: [],
          minimal: true,
        });
        if (parsed.errors.length > 0)
          throw new Error(
            `Netlify would refuse these redirect rules (dist/_redirects, netlify.toml): ${parsed.errors
              .map((e: unknown) => (e instanceof Error ? e.message : String(e)))
              .join('; ')}`,
          );
        const functionsDir = path.join(root, 'netlify', 'functions');
        const functionFiles = await readdir(functionsDir).catch(() => []);
        const found = findDeadLinks({
          files: names.map((name) => name.split(path.sep).join('/')),
          pages,
          rules: redirectRules(parsed.redirects),
          functions: functionPaths(
            await Promise.all(
              functionFiles
                .filter((f) => /\.m?[jt]s$/.test(f))
                .map((f) => readFile(path.join(functionsDir, f), 'utf8').catch(() => '')),
            ),
          ),
          site,
        });
        if (found.length > 0) throw new Error(deadLinkMessage(found));
        const ms = Math.round(performance.now() - started);
        logger.info(`every internal link of ${String(pages.length)} built pages answers (${String(ms)} ms)`);
      },
    },
  };
}
