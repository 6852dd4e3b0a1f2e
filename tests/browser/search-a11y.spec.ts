/**
 * axe-core on the states only the search draws: results with marked words, the no-results message and a
 * not-found page's suggestion, at 375 px in the light and dark schemes, each state reached once (the pages as
 * loaded are in the one pass per page, pages.spec.ts, which also runs axe's stylesheet rule on their templates).
 */
import { axeViolations } from './lib/axe';
import { PHONE, expect, test } from './fixtures';

test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

const STATES = [
  { url: '/search?q=surfshrak', ready: 'status', text: /results? for/ },
  { url: '/search?q=zzqxv', ready: 'status', text: /No results/ },
  { url: '/vpn/surfshak', ready: 'region', text: /Surfshark Review/ },
] as const;

for (const { url, ready, text } of STATES) {
  test(`${url} has no axe violations in the light and dark schemes`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(url);
    const shown =
      ready === 'status' ? page.getByRole('status') : page.getByRole('region', { name: /Were you looking/ });
    await expect(shown).toHaveText(text);
    const found: string[] = [];
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      found.push(
        ...(await axeViolations(page, undefined, { stylesheets: false })).map((v) => `${scheme}: ${v}`),
      );
    }
    expect(found).toEqual([]);
  });
}
