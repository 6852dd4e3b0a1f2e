/**
 * What a page does on its own, recorded from before it loads: scripts it requests, console errors, requests that
 * fail or answer an error status. A not-found page's own 404 answer (and Chromium's console line about it) is
 * what the page is for, so it is not counted when the test expects it.
 */
import type { ConsoleMessage, Page, Request, Response } from '@playwright/test';

export interface PageWatch {
  /** Paths of the scripts requested so far. */
  scripts: string[];
  /** Console errors and uncaught exceptions, and failed or error-status requests, as readable lines. */
  errors: string[];
  /** Stops watching (the page may live on for other tests) and returns the errors. */
  stop: () => string[];
}

export function watchPage(page: Page, expectedDocumentStatus = 200): PageWatch {
  const scripts: string[] = [];
  const errors: string[] = [];
  const expectedMissing = (url: string) => expectedDocumentStatus === 404 && page.mainFrame().url() === url;
  const onRequest = (request: Request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  };
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() !== 'error') return;
    if (message.text().includes('status of 404') && expectedMissing(message.location().url)) return;
    errors.push(`console error: ${message.text()}`);
  };
  const onPageError = (error: Error) => errors.push(`uncaught exception: ${error.message}`);
  const onRequestFailed = (request: Request) => {
    // A navigation cancels what the previous load still had in flight; that is the test moving on.
    if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
    errors.push(`request failed: ${request.url()} (${request.failure()?.errorText})`);
  };
  const onResponse = (response: Response) => {
    if (response.status() < 400) return;
    if (response.request().isNavigationRequest() && response.status() === expectedDocumentStatus) return;
    errors.push(`${response.status()} for ${response.url()}`);
  };
  page.on('request', onRequest);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  page.on('requestfailed', onRequestFailed);
  page.on('response', onResponse);
  const stop = () => {
    page.off('request', onRequest);
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
    page.off('requestfailed', onRequestFailed);
    page.off('response', onResponse);
    return errors;
  };
  return { scripts, errors, stop };
}

/**
 * Lets the page do what it does without a visitor: the load event, then an idle period and two frames, by which
 * time islands that wake on load, on idle or in view have asked for their scripts.
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestIdleCallback(() => requestAnimationFrame(() => requestAnimationFrame(() => resolve())), {
          timeout: 2000,
        }),
      ),
  );
}
