/**
 * axe-core in the page: WCAG 2.x A and AA rules and axe's best practices, returned as readable lines (rule,
 * impact, help, then each element with axe's summary of what to fix).
 */
import axe, { type RunOptions } from 'axe-core';
import type { Page } from '@playwright/test';

const RULES: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
  // Only violations are read; collecting every passing node's details costs as much as the checks.
  resultTypes: ['violations'],
};

/** Violations in the page, or in the part `include` selects. */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  // Evaluated through the DevTools protocol, which the site's Content-Security-Policy does not restrict.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  await transitionsDone(page);
  const results = await page.evaluate(
    ([options, include]) =>
      (window as unknown as { axe: typeof axe }).axe.run(
        include ? { include: [include] } : document,
        options,
      ),
    [RULES, include] as const,
  );
  return results.violations.map(
    (v) =>
      `axe ${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}: ${n.failureSummary?.replace(/\n/g, ' ')}`).join('\n')}`,
  );
}

/** Waits for running CSS transitions (colours change with the scheme), which axe would measure half way. */
export async function transitionsDone(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a instanceof CSSTransition)
        .map((a) => a.finished),
    ),
  );
}
