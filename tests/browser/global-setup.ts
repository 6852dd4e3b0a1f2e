/**
 * Starts the built site as `npm start` serves it (scripts/serve.ts on a free port), with a Blobs store of its
 * own, and hands its address and moderation token to the tests through the environment, with the pages axe
 * checks (lib/axe-plan.ts). Requires a build.
 */
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { linkProject } from '../support/linked-project';
import { startServer } from '../../scripts/serve';
import { publishAxePlan } from './lib/axe-plan';
import { sitePages } from './lib/site-pages';

/** The moderation token of the test server (at least 32 characters). */
const MODERATION_TOKEN = 'browser-moderation-token-0123456789abcdef';

export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync('dist/index.html'))
    throw new Error('dist/ is missing: run `npm run build` before the browser tests');
  // Which pages the one pass per page checks with axe, chosen once for every worker (lib/axe-plan.ts).
  await publishAxePlan(sitePages());
  // A Blobs store of the tests' own, never the reviews a developer keeps under the project's.
  const root = await linkProject('vpn-compass-browser-');
  process.env.MODERATION_TOKEN = MODERATION_TOKEN;
  // The tests stand for many visitors behind a proxy: each sends its own X-Forwarded-For from loopback.
  const server = await startServer({ port: 0, root, trustedProxies: new Set(['127.0.0.1', '::1']) });
  process.env.BROWSER_TEST_BASE_URL = server.url;
  process.env.BROWSER_TEST_MODERATION_TOKEN = MODERATION_TOKEN;
  return async () => {
    await server.close();
    await rm(root, { recursive: true, force: true });
  };
}
