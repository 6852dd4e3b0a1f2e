/**
 * The guide filter on /guides at 375 px follows the site's matching rule: readers' words for a topic find its
 * guides even where the guide writes them otherwise ("wifi" for "Wi-Fi") or not at all ("netflix"). With
 * JavaScript off, which the filter needs, the page lists every guide and says why, with no form that does nothing.
 */
import type { Page } from '@playwright/test';
import { PHONE, expect, test } from './fixtures';

test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

/** The slugs of the guide cards a reader can see. */
const visibleGuides = (page: Page) =>
  page
    .locator('[data-guide]:visible')
    .evaluateAll((cards) => cards.map((card) => (card as HTMLElement).dataset['guide']));

async function filter(page: Page, query: string) {
  await page.goto('/guides');
  const box = page.getByRole('searchbox', { name: 'Search guides' });
  await box.focus();
  await expect(page.locator('astro-island[component-url*="GuideFilter"]:not([ssr])')).toHaveCount(1);
  await box.fill(query);
  await expect(page).toHaveURL(new RegExp(`\\?q=${encodeURIComponent(query).replace(/%20/g, '\\+')}$`));
}

test('"wifi" finds the public Wi-Fi guide', async ({ page }) => {
  await filter(page, 'wifi');
  expect(await visibleGuides(page)).toContain('public-wifi-safety');
});

test('"netflix" finds the streaming guides and not the others', async ({ page }) => {
  await filter(page, 'netflix');
  const shown = await visibleGuides(page);
  expect(shown).toEqual(expect.arrayContaining(['vpns-for-streaming', 'fixing-vpn-streaming-errors']));
  expect(shown).not.toContain('vpn-on-a-router');
});

test('a word only in a guide’s body finds it, and a typo too', async ({ page }) => {
  await filter(page, 'firmware');
  expect(await visibleGuides(page)).toContain('vpn-on-a-router');
  await filter(page, 'wiregaurd protocol');
  expect(await visibleGuides(page)).toContain('vpn-protocols-compared');
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('a query in the address lists every guide, with no form that would do nothing and a note saying why', async ({
    page,
  }) => {
    await page.goto('/guides?q=wifi&category=all');
    await expect(page.getByTestId('guide-filter-noscript')).toContainText('need JavaScript');
    await expect(page.getByRole('searchbox', { name: 'Search guides' })).toBeHidden();
    await expect(page.getByRole('combobox', { name: 'Category' })).toBeHidden();
    const all = await page.locator('[data-guide]').count();
    expect(all).toBeGreaterThan(2);
    expect(await visibleGuides(page)).toHaveLength(all);
  });
});
