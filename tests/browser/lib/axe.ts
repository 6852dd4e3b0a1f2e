/**
 * axe-core in the page: WCAG 2.x A and AA rules and axe's best practices, returned as readable lines (rule,
 * impact, help, then each element with axe's summary of what to fix).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type axe from 'axe-core';
import type { RunOptions } from 'axe-core';
import type { Page } from '@playwright/test';

/**
 * axe-core's minified build (654 KB), injected into each page checked: the `source` the package exports is the
 * unminified file (1.5 MB), which costs twice as much to send and compile on every page.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const RULES: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
  // Only violations are read; collecting every passing node's details costs as much as the checks.
  resultTypes: ['violations'],
};

/**
 * Violations in the page, or in the part `include` selects. With `stylesheets: false`, axe does not fetch the
 * page's stylesheets again to read them (its `preload`), which takes 40 % of its time; the one rule that needs
 * them (css-orientation-lock) then reports nothing. The one pass per page reads them once per template: pages of
 * one template load the same stylesheets.
 */
export async function axeViolations(
  page: Page,
  include?: string,
  { stylesheets = true }: { stylesheets?: boolean } = {},
): Promise<string[]> {
  // Evaluated through the DevTools protocol, which the site's Content-Security-Policy does not restrict.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  await transitionsDone(page);
  const results = await page.evaluate(
    ([options, include]) =>
      (window as unknown as { axe: typeof axe }).axe.run(
        include ? { include: [include] } : document,
        options,
      ),
    [{ ...RULES, preload: stylesheets }, include] as const,
  );
  return results.violations.map(
    (v) =>
      `axe ${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}: ${n.failureSummary?.replace(/\n/g, ' ')}`).join('\n')}`,
  );
}

/** Waits for running CSS transitions (colours change with the scheme), which axe would measure half way. */
async function transitionsDone(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a instanceof CSSTransition)
        .map((a) => a.finished),
    ),
  );
}
