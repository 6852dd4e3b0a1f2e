/**
 * /data in a browser: on a phone, one card per provider with its fact groups folded, the whole page within 15
 * screens and nothing to scroll sideways; at 1280 px, the facts table scrolls in its region with its header row
 * and provider column kept in view; a mark on a figure opens that provider's folded sources.
 */
import { FACT_GROUPS } from '../../src/lib/fact-columns';
import { loadProviders } from '../support/providers';
import { PHONE_CONTEXT, expect, test } from './fixtures';

const providers = await loadProviders();

test.describe('on a 375 × 844 phone', () => {
  const screen = { width: 375, height: 844 };
  test.use({ ...PHONE_CONTEXT, viewport: screen });

  test('shows one card per provider, its fact groups folded, in at most 15 screens with nothing sideways', async ({
    page,
  }) => {
    await page.goto('/data');
    const cards = page.getByTestId('fact-cards').locator(':scope > li');
    await expect(cards).toHaveCount(providers.length);
    await expect(page.getByTestId('facts-region')).toBeHidden();
    const first = cards.first();
    const groups = first.locator('details');
    await expect(groups).toHaveCount(FACT_GROUPS.length);
    await expect(first.locator('details[open]')).toHaveCount(0);
    await expect(groups.locator('summary h4')).toHaveText(FACT_GROUPS.map((g) => new RegExp(`^${g.title}`)));
    // A folded group shows its first figure; opened, every figure of the group under its label.
    const price = groups.first();
    const shown = providers.find((p) => p.slug === 'nordvpn')!;
    const nord = cards.filter({ has: page.getByRole('link', { name: shown.name, exact: true }) });
    await expect(nord.locator('summary').first()).toContainText(shown.comparison.lowestLongTermPrice.value!);
    await expect(price.getByText('Monthly price')).toBeHidden();
    await price.locator('summary').tap();
    await expect(price.getByText('Monthly price')).toBeVisible();
    expect((await price.locator('summary').boundingBox())!.height).toBeGreaterThanOrEqual(44);
    const size = await page.evaluate(() => ({
      height: document.documentElement.scrollHeight,
      width: document.documentElement.scrollWidth,
    }));
    expect(size.height).toBeLessThanOrEqual(15 * screen.height);
    expect(size.width).toBeLessThanOrEqual(screen.width);
  });

  test("a figure's mark opens that provider's folded sources", async ({ page }) => {
    await page.goto('/data');
    const mark = page.getByTestId('fact-cards').locator('details a[href^="#"]').first();
    const slug = (await mark.getAttribute('href'))!.slice(1);
    await mark.locator('xpath=ancestor::details[1]/summary').tap();
    await mark.tap();
    await expect(page.locator(`#${slug} [data-testid="provider-sources"]`)).toBeInViewport();
  });
});

test.describe('at 1280 px', () => {
  test('the facts table scrolls in its region, its header row and provider column kept in view', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/data');
    await expect(page.getByTestId('fact-cards')).toBeHidden();
    const region = page.getByRole('region', { name: 'Facts of every provider' });
    await expect(region).toBeVisible();
    await region.scrollIntoViewIfNeeded();
    const box = (await region.boundingBox())!;
    expect(box.height).toBeLessThanOrEqual(900);
    // Scrolled down and to the right inside the region: the header row stays at its top, the names at its left.
    await region.evaluate((el) => el.scrollTo({ top: 400, left: 600, behavior: 'instant' }));
    const corner = (await region.getByRole('columnheader', { name: 'Provider' }).boundingBox())!;
    const lastHead = (await region.getByRole('columnheader', { name: 'Renewal prices' }).boundingBox())!;
    const name = (await region.getByRole('rowheader').nth(4).boundingBox())!;
    expect(Math.abs(corner.y - box.y)).toBeLessThanOrEqual(2);
    expect(Math.abs(lastHead.y - box.y)).toBeLessThanOrEqual(2);
    expect(Math.abs(name.x - box.x)).toBeLessThanOrEqual(2);
    // The reader scrolls it with the keyboard too: the region takes focus.
    await region.focus();
    await expect(region).toBeFocused();
    // The page itself does not scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
  });
});
