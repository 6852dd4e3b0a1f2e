/**
 * axe-core on the states only the search draws: results with marked words, the no-results message and a
 * not-found page's suggestion, at 375 px in the light and dark schemes (the pages as loaded are in the e2e axe
 * run of every built page).
 */
import axe from 'axe-core';
import type { Page } from '@playwright/test';
import { PHONE, expect, test } from './fixtures';

test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

/** axe's WCAG 2.x A/AA and best-practice violations on the page, as readable lines. */
async function violations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol, which the site's Content-Security-Policy does not restrict.
  await page.evaluate(axe.source);
  const results = await page.evaluate(() =>
    (window as unknown as { axe: typeof axe }).axe.run(document, {
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
      },
    }),
  );
  return results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
}

const STATES = [
  { url: '/search?q=surfshrak', ready: 'status', text: /results? for/ },
  { url: '/search?q=zzqxv', ready: 'status', text: /No results/ },
  { url: '/vpn/surfshak', ready: 'region', text: /Surfshark Review/ },
] as const;

for (const scheme of ['light', 'dark'] as const) {
  for (const { url, ready, text } of STATES) {
    test(`${url} has no axe violations in the ${scheme} scheme`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto(url);
      const shown =
        ready === 'status'
          ? page.getByRole('status')
          : page.getByRole('region', { name: /Were you looking/ });
      await expect(shown).toHaveText(text);
      expect(await violations(page)).toEqual([]);
    });
  }
}
