/**
 * Debian's Chromium, never a downloaded browser; flags keep it off the network (no internet here).
 *
 * Two Debian packages of the same Chromium build: `chromium` (the browser, `/usr/bin/chromium`), in which Lighthouse
 * measures pages as a visitor's browser shows them, and `chromium-headless-shell` (the same engine without the
 * browser's own interface process), which the browser tests use when it is installed: it does the same work with
 * less CPU (measured in docs/testing.md). Either can be chosen with CHROMIUM_PATH.
 */
import { existsSync } from 'node:fs';
import type { LaunchedChrome } from 'chrome-launcher';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Debian's Chromium browser (package chromium). */
const BROWSER = '/usr/bin/chromium';
/** Debian's Chromium headless shell (package chromium-headless-shell), the binary itself (not its sh wrapper). */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

/**
 * The Chromium to run: CHROMIUM_PATH when set; else, for the browser tests (`purpose: 'tests'`), the headless shell
 * when installed; else the browser. Throws, saying what to install, when that file is missing.
 */
export function chromiumPath(purpose: 'tests' | 'lighthouse'): string {
  const path =
    process.env.CHROMIUM_PATH ??
    (purpose === 'tests' && existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : BROWSER);
  if (!existsSync(path))
    throw new Error(`Chromium not found at ${path}: apt-get install -y chromium (or set CHROMIUM_PATH)`);
  return path;
}

/**
 * Debian's Chromium browser started for Lighthouse (chrome-launcher, with CHROMIUM_ARGS); the caller kills it.
 * chrome-launcher loads on the first call, so a script that refuses its command line answers before loading it.
 */
export async function launchForLighthouse(): Promise<LaunchedChrome> {
  const { launch } = await import('chrome-launcher');
  return launch({ chromePath: chromiumPath('lighthouse'), chromeFlags: CHROMIUM_ARGS });
}
