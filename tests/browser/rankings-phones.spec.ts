/**
 * The rankings and the home page on phones: every /best page (the hub and each ranking) and the home page, loaded
 * once at each of 320, 375 and 414 px (touch, 844 px tall), with every section laid out:
 * - nothing scrolls sideways: not the document, not any region inside it;
 * - a ranking's column headings are whole (no heading holds more than its width);
 * - each ranking page has 150 to 300 words of prose beyond its table;
 * - the hub names every leader of every ranking: the providers with the best figure, read from the provider files;
 * - the home page's first screen shows the top pick's name, score and price.
 */
import type { Page } from '@playwright/test';
import { CRITERIA } from '../../src/lib/criteria';
import { FIGURES } from '../../src/lib/figures';
import { loadProviders } from '../support/providers';
import { renderWholePage, sidewaysScrollers } from './lib/layout';
import { PHONE_CONTEXT, PHONE_WIDTHS, expect, test } from './fixtures';

const providers = await loadProviders();
const HEIGHT = 844;

/** The providers with the best known figure of a ranking (several where they tie), by name. */
function expectedLeaders(criterion: (typeof CRITERIA)[number]): string[] {
  const figures = providers.map((p) => ({ name: p.name, figure: FIGURES[criterion.figure](p) }));
  const known = figures.flatMap((f) => (f.figure === null ? [] : [f.figure]));
  const best = criterion.better === 'lower' ? Math.min(...known) : Math.max(...known);
  return figures.filter((f) => f.figure === best).map((f) => f.name);
}

/** Loads `path` at `width` with every section laid out; returns what scrolls sideways there. */
async function load(page: Page, path: string, width: number): Promise<string[]> {
  await page.setViewportSize({ width, height: HEIGHT });
  await page.goto(path);
  await page.evaluate(renderWholePage);
  return page.evaluate(sidewaysScrollers);
}

test.use(PHONE_CONTEXT);

for (const width of PHONE_WIDTHS) {
  test(`/best at ${width} px: nothing scrolls sideways and every ranking names all its leaders`, async ({
    page,
  }) => {
    expect(await load(page, '/best', width)).toEqual([]);
    for (const c of CRITERIA) {
      const leader = page.locator(`[data-ranking="${c.slug}"]`).getByTestId('leader');
      const names = expectedLeaders(c);
      expect(names.length, c.slug).toBeGreaterThan(0);
      for (const name of names) await expect(leader, c.slug).toContainText(name);
      await expect(leader).toContainText(names.length > 1 ? 'Shared first place' : 'First place');
    }
  });

  for (const c of CRITERIA)
    test(`/best/${c.slug} at ${width} px: no sideways scrolling, whole headings, 150-300 words of prose`, async ({
      page,
    }) => {
      expect(await load(page, `/best/${c.slug}`, width)).toEqual([]);
      const cut = await page
        .getByTestId('ranking')
        .locator('thead th')
        .evaluateAll((ths) =>
          ths.filter((th) => th.scrollWidth > th.clientWidth).map((th) => th.textContent.trim()),
        );
      expect(cut, 'headings cut').toEqual([]);
      const prose = await page
        .locator('[data-prose]')
        .evaluateAll((ps) => ps.map((p) => p.textContent).join(' '));
      const words = prose.split(/\s+/).filter(Boolean).length;
      expect(words).toBeGreaterThanOrEqual(150);
      expect(words).toBeLessThanOrEqual(300);
    });

  test(`the home page at ${width} px: nothing scrolls sideways, the first screen reaches the top pick's score and price`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: HEIGHT });
    await page.goto('/');
    // The first screen, before anything is scrolled or laid out beyond it.
    const top = [...providers].sort((a, b) => b.rating - a.rating)[0];
    const card = page.locator('#reviews article').first();
    await expect(card.getByRole('heading', { name: top?.name ?? '' })).toBeInViewport({ ratio: 1 });
    await expect(card.getByText(`${top?.rating.toFixed(1) ?? ''}/5`)).toBeInViewport({ ratio: 1 });
    await expect(card.getByTestId('card-price')).toBeInViewport({ ratio: 1 });
    await expect(card.getByTestId('card-price')).toHaveText(`$${top?.pricePerMonth ?? ''}/mo`);
    await page.evaluate(renderWholePage);
    expect(await page.evaluate(sidewaysScrollers)).toEqual([]);
  });
}
