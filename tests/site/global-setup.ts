/**
 * Starts the built site exactly as `npm start` serves it (scripts/serve.ts on a free port), with a Blobs store of
 * its own, for the tests that read the site over HTTP. Requires `astro build` to have run.
 */
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { TestProject } from 'vitest/node';
import { linkProject } from '../support/linked-project';
import { startServer, type RunningServer } from '../../scripts/serve';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    moderationToken: string;
  }
}

let server: RunningServer | undefined;
let root: string | undefined;

/** The moderation token of the test server, for the moderation CLI in tests (at least 32 characters). */
const MODERATION_TOKEN = 'site-moderation-token-0123456789abcdef';

export async function setup(project: TestProject) {
  if (!existsSync('dist/index.html'))
    throw new Error('dist/ is missing: run `npm run build` before the site tests');
  // A Blobs store of the tests' own, never the reviews a developer keeps under the project's.
  root = await linkProject('vpn-compass-site-');
  process.env.MODERATION_TOKEN = MODERATION_TOKEN;
  // The tests stand for many visitors behind a proxy: each sends its own X-Forwarded-For from loopback.
  server = await startServer({ port: 0, root, trustedProxies: new Set(['127.0.0.1', '::1']) });
  project.provide('baseUrl', server.url);
  project.provide('moderationToken', MODERATION_TOKEN);
}

export async function teardown() {
  await server?.close();
  if (root) await rm(root, { recursive: true, force: true });
}
