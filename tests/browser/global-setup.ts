/**
 * Starts the built site as `npm start` serves it (scripts/serve.ts on a free port), with a Blobs store of its
 * own, and hands its address and moderation token to the tests through the environment. Requires a build.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer } from '../../scripts/serve';

/** The moderation token of the test server (at least 32 characters). */
const MODERATION_TOKEN = 'browser-moderation-token-0123456789abcdef';

export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync('dist/index.html'))
    throw new Error('dist/ is missing: run `npm run build` before the browser tests');
  // A folder of links standing in for the project, so the tests get a Blobs store of their own under its
  // .netlify/ and never touch the reviews a developer keeps under the project's.
  const root = await mkdtemp(path.join(tmpdir(), 'vpn-compass-browser-'));
  for (const entry of ['dist', 'netlify', 'src', 'netlify.toml', 'package.json', 'node_modules'])
    await symlink(path.resolve(entry), path.join(root, entry));
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
