/**
 * Starts the built site exactly as `npm start` serves it (scripts/serve.ts on a free port) and one
 * headless Debian Chromium that every test file connects to. Requires `astro build` to have run.
 */
import { existsSync } from 'node:fs';
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { startServer, type RunningServer } from '../../scripts/serve';
import { CHROMIUM_ARGS, chromiumPath } from './chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    wsEndpoint: string;
  }
}

let server: RunningServer | undefined;
let browser: BrowserServer | undefined;

export async function setup(project: TestProject) {
  if (!existsSync('dist/index.html')) throw new Error('dist/ is missing: run `npm run build` before the e2e tests');
  server = await startServer({ port: 0 });
  browser = await chromium.launchServer({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true });
  project.provide('baseUrl', server.url);
  project.provide('wsEndpoint', browser.wsEndpoint());
}

export async function teardown() {
  await browser?.close();
  await server?.close();
}
