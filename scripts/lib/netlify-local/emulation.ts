/**
 * Netlify's own local emulation (@netlify/dev) and redirect rules, set up once for both local servers:
 * `npm start` (scripts/serve.ts: static files, redirects, headers and the Blobs store) and `npm run dev`
 * (dev-middleware.ts: the Blobs store only; Astro serves the pages). Both keep the same features off: those that
 * need the network (there may be none) or that this site does not use, and the functions, which run in-process
 * (functions.ts) because the emulation rebuilds a function and starts a worker for every request.
 */
import path from 'node:path';
import { NetlifyDev } from '@netlify/dev';
import { RedirectsHandler } from '@netlify/redirects';
import { fixBlobsListing } from './blobs-listing';

/** What the local servers ask of the emulation: the whole site (`npm start`), or only the Blobs store (`npm run dev`). */
export type EmulationRole = 'site' | 'blobs';

const OFF = { enabled: false } as const;

/**
 * Starts the emulation for the project in `root` (its netlify.toml, dist/, and the Blobs store under .netlify/).
 * Stop it with `stop()` when the server closes.
 */
export async function startEmulation(root: string, role: EmulationRole): Promise<NetlifyDev> {
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
