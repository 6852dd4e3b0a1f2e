/**
 * Netlify's local emulation (@netlify/dev) and redirect rules for `npm start` (scripts/serve.ts) and `npm run
 * dev` (dev-middleware.ts: the Blobs store only). Off: what needs the network or this site does not use, and
 * the functions, which run in-process (functions.ts).
 */
import path from 'node:path';
import { NetlifyDev } from '@netlify/dev';
import { RedirectsHandler } from '@netlify/redirects';
import { fixBlobsListing } from './blobs-listing';

const OFF = { enabled: false } as const;

/**
 * Starts the emulation of `root` (its netlify.toml, dist/, and the Blobs store under .netlify/) for the whole
 * site (`npm start`) or only the Blobs store (`npm run dev`). Stop it with `stop()` when the server closes.
 */
export async function startEmulation(root: string, role: 'site' | 'blobs'): Promise<NetlifyDev> {
  fixBlobsListing();
  const netlify = new NetlifyDev({
    projectRoot: root,
    skipGitignore: true,
    aiGateway: OFF,
    database: OFF,
    edgeFunctions: OFF,
    functions: OFF,
    geolocation: OFF,
    images: OFF,
    ...(role === 'blobs' ? { headers: OFF, redirects: OFF, staticFiles: OFF } : {}),
  });
  await netlify.start();
  return netlify;
}

/**
 * The redirect and rewrite rules of `root`'s netlify.toml, and of `publicDir`/_redirects when given (the built
 * site's, which Netlify reads first).
 */
export function redirectRules(root: string, publicDir?: string): RedirectsHandler {
  return new RedirectsHandler({
    configPath: path.join(root, 'netlify.toml'),
    configRedirects: [],
    projectDir: root,
    ...(publicDir === undefined ? {} : { publicDir }),
    jwtRoleClaim: '',
    jwtSecret: '',
  });
}
