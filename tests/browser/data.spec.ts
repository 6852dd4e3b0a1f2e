/**
 * /data in a browser: on a phone, where nothing scrolls sideways, a link to each provider's own page of facts
 * (/data/{slug}), the page within 7 screens; at 1280 px, the facts table scrolls in its region with its header row
 * and provider column kept in view, and a mark on a figure opens that fact's full record on /data/{slug}.
 */
import { loadProviders } from '../support/providers';
import { PHONE_CONTEXT, expect, test } from './fixtures';

const providers = await loadProviders();

test.describe('on a 375 × 844 phone', () => {
  const screen = { width: 375, height: 844 };
  test.use({ ...PHONE_CONTEXT, viewport: screen });

  test("sends the reader to each provider's own page of facts, the page within 7 screens with nothing sideways", async ({
    page,
  }) => {
    await page.goto('/data');
    // Nothing scrolls sideways on a phone: the wide table is for wider screens.
    await expect(page.getByRole('region', { name: 'Facts of every provider' })).toBeHidden();
    await page.getByTestId('facts-on-a-phone').getByRole('link', { name: 'choose a provider' }).tap();
    const links = page.getByTestId('provider-data-links').getByRole('link');
    await expect(links).toHaveCount(providers.length);
    await expect(links.first()).toBeInViewport();
    const size = await page.evaluate(() => ({
      height: document.documentElement.scrollHeight,
      width: document.documentElement.scrollWidth,
    }));
    expect(size.height).toBeLessThanOrEqual(7 * screen.height);
    expect(size.width).toBeLessThanOrEqual(screen.width);
    await links.filter({ hasText: /^NordVPN$/ }).tap();
    await expect(page).toHaveURL(/\/data\/nordvpn$/);
    await expect(page.locator('#devices')).toContainText('Grade:');
  });
});

test.describe('at 1280 px', () => {
  test('the facts table scrolls in its region, its header row and provider column kept in view', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/data');
    const region = page.getByRole('region', { name: 'Facts of every provider' });
    await expect(region).toBeVisible();
    await region.scrollIntoViewIfNeeded();
    const box = (await region.boundingBox())!;
    expect(box.height).toBeLessThanOrEqual(900);
    // Scrolled down and to the right inside the region: the header row stays at its top, the names at its left.
    await region.evaluate((el) => el.scrollTo({ top: 400, left: 600, behavior: 'instant' }));
    const corner = (await region.getByRole('columnheader', { name: 'Provider' }).boundingBox())!;
    const lastHead = (await region.getByRole('columnheader', { name: 'Server storage' }).boundingBox())!;
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

  test("a figure's mark opens that fact's full record on the provider's data page", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/data');
    const mark = page.locator('tr[data-slug="nordvpn"] td[data-label="Devices"] [data-provenance] a');
    await expect(mark).toHaveAttribute('href', '/data/nordvpn#devices');
    await mark.click();
    await expect(page).toHaveURL(/\/data\/nordvpn#devices$/);
    const record = page.locator('#devices');
    await expect(record).toBeInViewport();
    await expect(record).toContainText('Grade:');
  });
});
